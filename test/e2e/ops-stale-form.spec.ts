import { expect, test } from '@playwright/test';
import { watchConsole } from './console';
import { opsSignIn } from './ops-sign-in';
import { sharesData } from './shared-data';

sharesData();

// Two console tabs on one product (docs/decisions/052-stock-moves-and-edit-versions.md): the price saved
// in one refuses the other's stale price change, with who changed it, and the stale tab's stock change is
// an adjustment that its history lists.
const WORDS = {
  en: {
    prefix: '',
    price: 'Price (US$)',
    stock: 'Stock',
    why: 'Why the stock changed',
    save: 'Save',
    changed: (price: string) => `Price (US$) was changed to $${price} by staff@membershop.com.kh at `,
    received: 'Adjusted: Delivery received',
  },
  km: {
    prefix: '/kh',
    price: 'តម្លៃ (ដុល្លារ)',
    stock: 'ស្តុក',
    why: 'មូលហេតុដែលស្តុកប្រែប្រួល',
    save: 'រក្សាទុក',
    changed: (price: string) => `តម្លៃ (ដុល្លារ) ត្រូវបានប្ដូរទៅជា $${price} ដោយ staff@membershop.com.kh នៅ `,
    received: 'បានកែតម្រូវ៖ បានទទួលទំនិញចូល',
  },
} as const;

for (const lang of ['en', 'km'] as const) {
  const words = WORDS[lang];
  test(`a stale product tab is refused with what changed, and its stock adds to the ledger (${lang})`, async ({
    page,
    context,
  }, info) => {
    const problems = watchConsole(page);
    await opsSignIn(page, lang);
    // A product of its own per run: the id differs by language and screen.
    const id = (lang === 'en' ? 20 : 30) + (info.project.name === 'mobile' ? 0 : 5);
    const form = `${words.prefix}/ops/products/${id}`;
    await page.goto(form);
    const price = page.getByLabel(words.price, { exact: true });
    const stock = page.getByLabel(words.stock, { exact: true });
    const shown = { price: Number(await price.inputValue()), stock: Number(await stock.inputValue()) };

    const other = await context.newPage();
    await other.goto(form);
    const newer = (shown.price + 1).toFixed(2);
    await other.getByLabel(words.price, { exact: true }).fill(newer);
    await other.getByRole('button', { name: words.save, exact: true }).click();
    await expect(other).toHaveURL(/done=saved/);
    await other.close();

    await price.fill((shown.price + 2).toFixed(2));
    await stock.fill(String(shown.stock + 3));
    await page.getByLabel(words.why).selectOption('received');
    await page.getByRole('button', { name: words.save, exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(words.changed(newer));
    // The form now holds the other tab's price and this tab's stock change: saved again, it lands.
    await expect(price).toHaveValue(newer);
    await expect(stock).toHaveValue(String(shown.stock + 3));
    await page.getByRole('button', { name: words.save, exact: true }).click();
    await expect(page).toHaveURL(/done=saved/);
    await page.goto(form);
    await expect(stock).toHaveValue(String(shown.stock + 3));
    await expect(page.locator('#ops-stock-history + * tbody tr').first()).toContainText(words.received);
    // The refusal is the page's one failed load: a form refused answers 400.
    expect(problems).toEqual([
      'error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
  });
}
