import { expect, test } from '@playwright/test';
import { waitForHydration, watchConsole } from './console';
import { pauseClock } from './shell-helpers';
import { signInFresh } from './shoppers';

test('the header sticks after more than 400 px of scroll, and back-to-top appears with it', async ({ page }) => {
  // A short window, so every layout's home page can scroll past 1200 px.
  await page.setViewportSize({ width: page.viewportSize()?.width ?? 390, height: 400 });
  await page.goto('/');
  await waitForHydration(page);
  const header = page.locator('header.site-header');
  const toTop = page.getByRole('button', { name: 'Back to top' });
  await page.evaluate(() => window.scrollTo(0, 401));
  await expect(header).toHaveAttribute('data-stuck', 'true');
  await expect(header).toHaveCSS('position', 'sticky');
  await expect(toTop).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header).toHaveAttribute('data-stuck', 'false');
  await expect(toTop).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, 1200));
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

for (const [width, shown] of [
  [1199, true],
  [1200, false],
] as const) {
  test(`the popup app banner at ${width} px: ${shown ? 'shown, closes itself after 5 s' : 'not shown'}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await pauseClock(page);
    await page.goto('/');
    await waitForHydration(page);
    const popup = page.getByRole('complementary', { name: 'Get the Member Shop app' });
    if (!shown) {
      await page.clock.runFor(100);
      await expect(popup).toHaveCount(0);
      return;
    }
    await expect(popup).toBeVisible();
    await page.clock.runFor(4999);
    await expect(popup).toBeVisible();
    await page.clock.runFor(1);
    await expect(popup).toHaveCount(0);
  });
}

test('the popup app banner follows the window: it opens when a wide window narrows, and hides when it widens again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await pauseClock(page);
  await page.goto('/');
  await waitForHydration(page);
  const popup = page.getByRole('complementary', { name: 'Get the Member Shop app' });
  await page.clock.runFor(100);
  await expect(popup).toHaveCount(0);
  await page.setViewportSize({ width: 800, height: 800 });
  await expect(popup).toBeVisible();
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(popup).toBeHidden();
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(popup).toBeVisible();
  await page.clock.runFor(5000);
  await expect(popup).toHaveCount(0);
});

test('the popup app banner closes on a click', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await page.goto('/');
  await waitForHydration(page);
  const popup = page.getByRole('complementary', { name: 'Get the Member Shop app' });
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);
});

test('the popup app banner shows once a session: not again over the next full page load', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForHydration(page);
  const popup = page.getByRole('complementary', { name: 'Get the Member Shop app' });
  await expect(popup).toBeVisible();
  await page.goto('/products');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(popup).toHaveCount(0);
});

test('search: Enter or the button, with the trailing path-like segment stripped; empty goes to all products', async ({
  page,
}) => {
  await page.goto('/kh');
  await waitForHydration(page);
  const box = page.getByRole('combobox', { name: 'ស្វែងរកផលិតផល' });
  await box.fill('rice cooker/abc');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/kh\/products\/search\/rice%20cooker$/);
  await box.fill('   ');
  await page.getByRole('button', { name: 'ស្វែងរក', exact: true }).click();
  await expect(page).toHaveURL(/\/kh\/products$/);
});

test('search suggestions come from the catalogue and open the chosen product', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('samsung');
  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(options.first()).toContainText(/Samsung/i);
  const name = (await options.first().textContent()) ?? '';
  await options.first().click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  expect(name).not.toBe('');
});

test('the top banner hides and stays hidden on the next page load', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Hide the app banner' }).click();
  await expect(page.getByText('App-only deals in the Member Shop app.')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('App-only deals in the Member Shop app.')).toHaveCount(0);
});

for (const [prefix, emailName, telegram, facebook] of [
  ['', /Email us: care@membershop\.com\.kh/, 'Follow us on Telegram', 'Follow us on Facebook'],
  ['/kh', /ផ្ញើអ៊ីមែលមកយើង.*care@membershop\.com\.kh/, 'តាមដានយើងលើ Telegram', 'តាមដានយើងលើ Facebook'],
] as const) {
  test(`${prefix || '/'}: the top bar shows the configured contact and social links on a wide screen, the footer the social links always`, async ({
    page,
    isMobile,
  }) => {
    await page.goto(`${prefix}/`);
    const topBar = page.locator('.top-bar');
    const email = topBar.getByRole('link', { name: emailName });
    const social = [
      [telegram, 'https://t.me/membershopkh'],
      [facebook, 'https://www.facebook.com/membershopkh'],
    ] as const;
    if (isMobile) {
      await expect(email).toBeHidden();
      for (const [name] of social) await expect(topBar.getByRole('link', { name })).toBeHidden();
    } else {
      await expect(email).toHaveAttribute('href', 'mailto:care@membershop.com.kh');
      for (const [name, href] of social) {
        const link = topBar.getByRole('link', { name });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', href);
        const box = (await link.boundingBox())!;
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
      }
    }
    for (const [name, href] of social) {
      await expect(page.locator('footer').getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
}

test('a guest: the cart icon goes to the empty cart, and there is no cart summary', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: '0 items in the cart' })).toHaveAttribute('href', '/carts/cart-empty');
  await expect(page.getByLabel('Show the cart summary')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
});

for (const [prefix, category, chosen, brands, showAll] of [
  ['', 'Electronics', 'Best offers in Electronics', 'Brands', 'Show all brands'],
  ['/kh', 'គ្រឿងអេឡិចត្រូនិក', 'ការផ្ដល់ជូនល្អបំផុតក្នុង គ្រឿងអេឡិចត្រូនិក', 'ម៉ាកយីហោ', 'បង្ហាញម៉ាកយីហោទាំងអស់'],
] as const) {
  test(`${prefix || '/'}: a footer best-offer link opens its category's brands, and the header's Brands then opens them all`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/`);
    await waitForHydration(page);
    await page.locator('footer').getByRole('link', { name: category, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/bestoffer\\?cat=2$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen);
    await expect(page.getByRole('link', { name: showAll })).toBeVisible();
    // The header's navigation: in the bar on a wide screen, in the menu on a phone.
    const menu = page.locator('.mobile-menu-button');
    if (await menu.isVisible()) await menu.click();
    await page
      .locator('.main-nav-links, .drawer-links')
      .getByRole('link', { name: brands, exact: true })
      .and(page.locator(':visible'))
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brands);
    await expect(page).toHaveURL(new RegExp(`${prefix}/bestoffer$`));
    // Brands of every category: Nestlé is not an electronics brand.
    await page
      .getByRole('main')
      .getByRole('link', { name: /Nestlé/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/bestoffer/detail/\\d+$`));
    // The footer's choice is kept under the specification's keys, and the address carried it.
    expect(await page.evaluate(() => localStorage.getItem('bestoffer_cat_id'))).toBe('2');
  });
}

test('the newsletter email is required and of email type; the honeypot is hidden from people and screen readers', async ({
  page,
}) => {
  await page.goto('/');
  const email = page.getByRole('textbox', { name: 'Email address' });
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('required', '');
  await expect(page.getByRole('textbox', { name: 'Leave this empty' })).toHaveCount(0);
  await expect(page.locator('#newsletter-website')).not.toBeInViewport();
});

test('offline shows a quiet notice, online takes it away', async ({ page, context }) => {
  await page.goto('/');
  await waitForHydration(page);
  const notice = page.getByText('You are offline.', { exact: false });
  await expect(notice).toBeHidden();
  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await context.setOffline(false);
  await expect(notice).toBeHidden();
});

test('the chat assistant: help-centre search and the configured channels, no bot', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const panel = page.getByRole('region', { name: 'How can we help?' });
  await expect(panel.getByRole('link', { name: 'Message us on Telegram' })).toHaveAttribute(
    'href',
    'https://t.me/membershopkh',
  );
  await panel.getByRole('searchbox', { name: 'Search the help centre' }).fill('delivery');
  await panel.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/helpcenter\/search\/delivery$/);
  expect(problems).toEqual([]);
});

test('the mobile menu dims the page and holds its scroll; the dimmed backdrop closes it, a tap between its items does not', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  const backdrop = await drawer.evaluate((el) => getComputedStyle(el, '::backdrop').backgroundColor);
  const alpha = Number(/rgba\(.+, ([\d.]+)\)/.exec(backdrop)?.[1] ?? 0);
  expect(alpha).toBeGreaterThanOrEqual(0.4);
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');

  // The space above "Shops by category" is the drawer's own (a heading's margin), not the backdrop.
  const heading = (await drawer.getByText('Shops by category').boundingBox())!;
  await page.mouse.click(heading.x + 20, heading.y - 6);
  await expect(drawer).toBeVisible();

  const box = (await drawer.boundingBox())!;
  await page.mouse.click(box.x + box.width + 20, 400);
  await expect(drawer).toBeHidden();
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
});

test('back to top scrolls smoothly over 800 ms', async ({ page }) => {
  await page.setViewportSize({ width: page.viewportSize()?.width ?? 390, height: 400 });
  await pauseClock(page);
  await page.goto('/');
  await waitForHydration(page);
  // On phones the app banner covers the floating buttons of a window this short.
  const popup = page.getByRole('complementary', { name: 'Get the Member Shop app' });
  if (await popup.isVisible()) await popup.getByRole('button', { name: 'Close' }).click();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await page.getByRole('button', { name: 'Back to top' }).click();
  await page.clock.runFor(400);
  const halfway = await page.evaluate(() => window.scrollY);
  expect(halfway).toBeGreaterThan(0);
  expect(halfway).toBeLessThan(1200);
  await page.clock.runFor(300);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.clock.runFor(150);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

for (const prefix of ['', '/kh']) {
  test(`an in-page anchor lands 40 px below the sticky bar (${prefix || 'English'})`, async ({ page }) => {
    await page.goto(`${prefix}/customerservices`);
    await waitForHydration(page);
    await page.evaluate(() => document.fonts.ready);
    // A link to a section of the same page, as a shopper would follow one.
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '#contact-form', textContent: 'to the form' });
      document.getElementById('main')?.insertBefore(link, document.getElementById('main')?.firstChild ?? null);
    });
    await page.getByRole('link', { name: 'to the form' }).click();
    const offBy = () =>
      page.evaluate(() => {
        const header = document.querySelector('header.site-header')!.getBoundingClientRect();
        return Math.abs(document.getElementById('contact-form')!.getBoundingClientRect().top - header.bottom - 40);
      });
    // Within a pixel: phones' device pixels round the scroll position.
    await expect.poll(offBy).toBeLessThanOrEqual(1);
  });
}

test('every icon of a signed-in page is drawn from a symbol of the one icon sprite', async ({ page }) => {
  await signInFresh(page);
  await page.goto('/');
  const hrefs = await page.locator('svg.icon use').evaluateAll((uses) => uses.map((use) => use.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(5);
  const files = new Set(hrefs.map((href) => href?.split('#')[0]));
  expect(files.size).toBe(1);
  const [file] = files;
  expect(file).toMatch(/^\/assets\/icons-[\w-]+\.svg$/);
  const sprite = await page.request.get(file as string);
  expect(sprite.headers()['content-type']).toContain('image/svg+xml');
  const text = await sprite.text();
  for (const href of hrefs) expect(text, String(href)).toContain(`<symbol id="${href?.split('#')[1]}" `);
});

for (const prefix of ['', '/kh']) {
  test(`${prefix || 'English'}: at 320 px a signed-in header fits the window, its search button and cart in reach`, async ({
    page,
  }) => {
    await signInFresh(page);
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`${prefix}/`);
    await waitForHydration(page);
    const rightEdge = (selector: string) =>
      page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().right));
    for (const selector of ['.header-actions', '.header-search', '.search-submit']) {
      expect(await rightEdge(selector), selector).toBeLessThanOrEqual(320);
    }
    await page.locator('.header-actions a[href*="/carts"]').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/carts(/cart-empty)?$`));
  });
}
