import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './console';
import { seriousViolations } from './axe';
import { putInCart } from './shell-helpers';
import { signInFresh } from './shoppers';

// A desktop that uses its width (filters beside the grid, full rows) and a phone checkout
// whose Place order is always in reach.

const WORDS = {
  en: {
    prefix: '',
    filters: 'Filters',
    inStock: 'In stock only',
    min: 'Min',
    flash: 'Flash deals',
    brands: 'Best-offer brands',
    facts: 'Delivery, pick-up and returns',
    fees: /Across Cambodia, \$1\.50 to \$4\.50 by province/,
    free: 'Free in Phnom Penh on orders over $20.00',
    stores: /Free at any of our \d+ stores/,
    returns: 'Return and refund policy',
    seeStores: 'See the stores',
    place: 'Place order',
    dueNow: 'To pay now',
    newsletter: 'Newsletter',
    terms: 'Terms and conditions',
  },
  km: {
    prefix: '/kh',
    filters: 'តម្រង',
    inStock: 'តែទំនិញមានក្នុងស្តុក',
    min: 'ទាបបំផុត',
    flash: 'ការលក់ពិសេសរយៈពេលខ្លី',
    brands: 'ម៉ាកយីហោដែលមានការផ្ដល់ជូនល្អបំផុត',
    facts: 'ការដឹកជញ្ជូន ការមកយកផ្ទាល់ និងការប្ដូរទំនិញវិញ',
    fees: /ទូទាំងប្រទេសកម្ពុជា ថ្លៃពី \$1\.50 ដល់ \$4\.50 តាមខេត្ត/,
    free: 'ឥតគិតថ្លៃក្នុងភ្នំពេញ សម្រាប់ការបញ្ជាទិញលើសពី $20.00',
    stores: /ឥតគិតថ្លៃ នៅហាងទាំង \d+ របស់យើង/,
    returns: 'គោលការណ៍ប្ដូរទំនិញវិញ និងបង្វិលប្រាក់',
    seeStores: 'មើលហាងទាំងអស់',
    place: 'បញ្ជាទិញ',
    dueNow: 'ត្រូវបង់ឥឡូវនេះ',
    newsletter: 'ព្រឹត្តិបត្រព័ត៌មាន',
    terms: 'លក្ខខណ្ឌប្រើប្រាស់',
  },
} as const;

/** How many of a grid's items sit on each row, top to bottom, as laid out on the screen. */
async function rowLengths(items: Locator): Promise<number[]> {
  const tops = await items.evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top)));
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.keys()].sort((a, b) => a - b).map((top) => rows.get(top)!);
}

/** Every row as long as the first, and the first more than one tile wide: no row left part-empty. */
async function expectFullRows(items: Locator) {
  await expect(items.first()).toBeVisible();
  const rows = await rowLengths(items);
  expect(rows[0], `rows of ${rows.join(' + ')}`).toBeGreaterThan(1);
  expect(
    rows.every((length) => length === rows[0]),
    `rows of ${rows.join(' + ')}`,
  ).toBe(true);
}

const isPhone = (page: Page) => page.viewportSize()!.width < 992;

for (const lang of ['en', 'km'] as const) {
  const words = WORDS[lang];

  test(`the product list's filters are a sidebar on a desktop and folded on a phone (${lang})`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(`${words.prefix}/products?category=1`);
    await waitForHydration(page);
    const filters = page.getByRole('complementary', { name: words.filters });
    const inStock = filters.getByLabel(words.inStock);
    const grid = page.locator('.product-grid');
    if (isPhone(page)) {
      await expect(inStock).toBeHidden();
      await filters.getByText(words.filters, { exact: true }).click();
      await expect(inStock).toBeVisible();
    } else {
      // Nothing to open: the price and stock filters show beside the results.
      await expect(filters.getByText(words.filters, { exact: true })).toBeHidden();
      await expect(inStock).toBeVisible();
      await expect(filters.getByPlaceholder(words.min)).toBeVisible();
      const side = (await filters.boundingBox())!;
      const results = (await grid.boundingBox())!;
      expect(side.x + side.width).toBeLessThanOrEqual(results.x);
      expect(side.y).toBeLessThan(results.y + results.height);
    }
    await expectFullRows(grid.locator('> li'));
    expect(problems).toEqual([]);
  });

  test(`home's flash deals and brands fill their rows (${lang})`, async ({ page }) => {
    await page.goto(`${words.prefix}/`);
    const flash = page.getByRole('region', { name: words.flash, exact: true });
    await expectFullRows(flash.locator('.product-grid > li'));
    const brands = page.getByRole('region', { name: words.brands });
    await expectFullRows(brands.locator('.brand-grid > li'));
  });

  test(`the brands page's 15 brands fill their rows (${lang})`, async ({ page }) => {
    await page.goto(`${words.prefix}/bestoffer`);
    const tiles = page.locator('.brand-grid > li');
    await expect(tiles).toHaveCount(15);
    await expectFullRows(tiles);
  });

  test(`a product page says what delivery costs, where to pick up and where the returns policy is (${lang})`, async ({
    page,
  }) => {
    await page.goto(`${words.prefix}/products/60`);
    const facts = page.getByRole('list', { name: words.facts });
    await expect(facts).toBeVisible();
    await expect(facts).toContainText(words.fees);
    await expect(facts).toContainText(words.free);
    await expect(facts).toContainText(words.stores);
    await expect(facts.getByRole('link', { name: words.returns })).toHaveAttribute(
      'href',
      `${words.prefix}/policies/terms`,
    );
    await expect(facts.getByRole('link', { name: words.seeStores })).toHaveAttribute(
      'href',
      `${words.prefix}/abouts/outlet`,
    );
  });

  test(`a phone's checkout keeps what is paid now and Place order on screen, above a one-line footer (${lang})`, async ({
    page,
  }) => {
    test.skip(!isPhone(page), 'the desktop summary is a sticky column of its own');
    // A fresh shopper with one line in the cart, paid in full (a down payment's balance adds a line).
    await signInFresh(page);
    await putInCart(page);
    await page.goto(`${words.prefix}/checkouts/confirm_order/checkout`);
    const summary = page.locator('form.checkout-summary');
    const place = summary.getByRole('button', { name: words.place, exact: true });
    // In view on arrival, without scrolling, and still in view halfway down the form.
    await expect(place).toBeInViewport();
    await expect(summary.getByText(words.dueNow, { exact: true })).toBeInViewport();
    // A bar, not a panel: the choices keep most of the screen.
    expect((await summary.locator('.checkout-paybar').boundingBox())!.height).toBeLessThan(120);
    await page.mouse.wheel(0, 1200);
    await expect(place).toBeInViewport();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: words.terms })).toBeVisible();
    await expect(footer.getByRole('heading', { name: words.newsletter })).toHaveCount(0);
  });
}

// accessibility.spec.ts walks every page at the phone size only; the sidebar and the sticky bar are new at one size each.
test('the product list, a product and checkout have no serious axe violation at this size', async ({ page }) => {
  // axe takes seconds a page on this machine under load (accessibility.spec.ts allows 10 s a page).
  test.setTimeout(60_000);
  await signInFresh(page);
  await putInCart(page);
  const problems: string[] = [];
  for (const path of ['/products', '/kh/products?category=1', '/products/60', '/kh/checkouts/confirm_order/checkout']) {
    await page.goto(path);
    for (const violation of await seriousViolations(page)) problems.push(`${path}: ${violation}`);
  }
  expect(problems).toEqual([]);
});
