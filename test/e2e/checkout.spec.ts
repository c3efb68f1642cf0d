import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './console';
import { runLocalSql } from './local-db';
import { pageApi, signInWith } from './shell-helpers';
import { sharesData } from './shared-data';

sharesData();

type Card = { id: number; merchant_id: number; is_earnest: number; money: string; earnest_money: string };

const LANGS = [
  {
    prefix: '',
    mobile: 'Mobile number',
    password: 'Password',
    submit: 'Sign in',
    checkout: 'Check out',
    deposit: 'Down payment',
    place: 'Place order',
    sandbox: 'Open the payment sandbox (test only)',
    pay: 'Send a successful payment',
    success: 'Payment successful',
    placed: 'Order placed',
    balance: 'Balance due',
    balancePickup: 'Balance at pick-up',
    balanceDelivery: 'Balance on delivery',
    delivery: 'Delivery',
    orders: 'My orders',
    orderLink: 'Order',
    depositPaid: 'Down payment paid',
    pricesChanged: 'Prices changed while you were ordering',
    cash: 'Cash',
    cashDue: 'in cash',
    addAddress: 'Add a new address',
    recipient: 'Recipient name',
    phone: 'Phone number',
    province: 'Province or capital',
    district: 'District or khan',
    save: 'Save address',
    siemReap: 'Siem Reap',
  },
  {
    prefix: '/kh',
    mobile: 'លេខទូរស័ព្ទ',
    password: 'ពាក្យសម្ងាត់',
    submit: 'ចូលគណនី',
    checkout: 'ទូទាត់ប្រាក់',
    deposit: 'ប្រាក់កក់',
    place: 'បញ្ជាទិញ',
    sandbox: 'បើកប្រព័ន្ធសាកល្បងការបង់ប្រាក់ (សម្រាប់តេស្តតែប៉ុណ្ណោះ)',
    pay: 'ផ្ញើការបង់ប្រាក់ជោគជ័យ',
    success: 'ការបង់ប្រាក់បានសម្រេច',
    placed: 'បានបញ្ជាទិញដោយជោគជ័យ',
    balance: 'ប្រាក់នៅសល់ត្រូវបង់',
    balancePickup: 'ប្រាក់នៅសល់ពេលមកយក',
    balanceDelivery: 'ប្រាក់នៅសល់ពេលទទួលទំនិញ',
    orders: 'ការបញ្ជាទិញរបស់ខ្ញុំ',
    orderLink: 'ការបញ្ជាទិញលេខ',
    depositPaid: 'បានបង់ប្រាក់កក់',
    pricesChanged: 'តម្លៃបានផ្លាស់ប្ដូរ ខណៈពេលអ្នកកំពុងបញ្ជាទិញ',
    delivery: 'ដឹកជញ្ជូន',
    cash: 'សាច់ប្រាក់',
    cashDue: 'ជាសាច់ប្រាក់',
    addAddress: 'បន្ថែមអាសយដ្ឋានថ្មី',
    recipient: 'ឈ្មោះអ្នកទទួល',
    phone: 'លេខទូរស័ព្ទ',
    province: 'ខេត្ត ឬរាជធានី',
    district: 'ស្រុក ឬខណ្ឌ',
    save: 'រក្សាទុកអាសយដ្ឋាន',
    siemReap: 'សៀមរាប',
  },
];

const cents = (money: string) => Math.round(Number(money) * 100);
const usd = (value: number) => `$${(value / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/**
 * Empties the cart and puts in products the shopper may still order (the per-shopper limits count
 * earlier runs' orders): one from each of `count` merchants, the first with a down payment if asked.
 */
async function fillCart(page: Page, count: number, deposit: boolean): Promise<Card[]> {
  const cart = await pageApi(page, '/carlists');
  const ids = cart.data.lists.flatMap((group: { child: { id: number }[] }) => group.child.map((line) => line.id));
  if (ids.length) await pageApi(page, '/delcart', { ids });
  const list = (await pageApi(page, '/goods?limit=50&sort=newest')).data.list as (Card & { stock: number })[];
  const chosen: Card[] = [];
  for (const card of list) {
    if (chosen.length === count || card.stock < 1 || chosen.some((c) => c.merchant_id === card.merchant_id)) continue;
    if (deposit && chosen.length === 0 && card.is_earnest !== 1) continue;
    if (chosen.length > 0 && card.is_earnest === 1) continue;
    const quote = await pageApi(page, '/orders/quote', {
      source: 'buy_now',
      goods_id: card.id,
      num: 1,
      delivery: 'pickup',
    });
    if (quote.code === 0) chosen.push(card);
  }
  expect(chosen).toHaveLength(count);
  for (const card of chosen) expect((await pageApi(page, '/addcart', { goods_id: card.id, num: 1 })).code).toBe(0);
  // The cart's prices, not the list's: a live flash deal changes what the shopper pays.
  const lines = (await pageApi(page, '/carlists')).data.lists.flatMap(
    (group: { child: object[] }) => group.child,
  ) as (Card & { goods_id: number })[];
  return chosen.map((card) => ({ ...card, ...lines.find((line) => line.goods_id === card.id)!, id: card.id }));
}

for (const lang of LANGS) {
  test(`two merchants, down payment, pick-up, KHQR paid through the sandbox (${lang.prefix || 'English'})`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await signInWith(page, lang);
    const [earnest, plain] = await fillCart(page, 2, true);
    await page.goto(`${lang.prefix}/carts`);
    await waitForHydration(page);
    await expect(page.locator('.cart-group')).toHaveCount(2);
    await expect(page.getByRole('main').getByTestId('cart-total')).toHaveText(
      usd(cents(earnest!.earnest_money) + cents(plain!.money)),
    );
    await page.getByRole('link', { name: lang.checkout, exact: true }).click();

    await expect(page).toHaveURL(/\/checkouts\/confirm_order\/checkout$/);
    await waitForHydration(page);
    // The cart counted the down payment as due now, so checkout opens on it, with the same amount.
    await expect(page.getByRole('radio', { name: new RegExp(`^${lang.deposit}`) })).toBeChecked();
    const dueNow = cents(earnest!.earnest_money) + cents(plain!.money);
    const balance = cents(earnest!.money) - cents(earnest!.earnest_money);
    await expect(page.getByTestId('due-now')).toHaveText(usd(dueNow));
    await expect(page.getByTestId('balance-due')).toHaveText(usd(balance));
    // Named by when it is paid, with its riel beside it, on a phone's pay bar as on a desktop's column.
    const balanceLine = page.locator('.checkout-paybar .order-balance');
    await expect(balanceLine.locator('dt')).toHaveText(lang.balancePickup);
    await expect(balanceLine.locator('.price-riel')).toBeVisible();
    const balanceRiel = (await balanceLine.locator('.price-riel').textContent())!;
    await page.getByRole('button', { name: lang.place }).click();

    await expect(page).toHaveURL(/\/checkouts\/khqr\/\d+$/);
    await expect(page.getByRole('img', { name: /KHQR/ })).toBeVisible();
    await expect(page.getByTestId('khqr-amount')).toHaveText(usd(dueNow));
    await page.getByRole('link', { name: lang.sandbox }).click();
    await expect(page).toHaveURL(/\/checkouts\/sandbox\/\d+$/);
    await waitForHydration(page);
    await page.getByRole('button', { name: lang.pay }).click();

    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/checkouts/payment-success\\?order=\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: lang.success })).toBeVisible();
    await expect(page.getByTestId('balance-message')).toContainText(usd(balance));
    await expect(page.getByTestId('balance-due')).toHaveText(usd(balance));
    // The order in the account: paid down payment, the balance due at pick-up.
    const id = new URL(page.url()).searchParams.get('order');
    await page.getByRole('main').getByRole('link', { name: lang.orders, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/accounts/orders`));
    await page.getByRole('link', { name: `${lang.orderLink} ${id}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/accounts/order-details/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(String(id));
    await expect(page.getByTestId('order-state')).toHaveText(lang.depositPaid);
    await expect(page.getByTestId('balance-due')).toHaveText(usd(balance));
    await expect(page.getByTestId('order-paid')).toHaveText(usd(dueNow));
    // The balance in riel is the one checkout showed.
    await expect(page.locator('.order-balance .price-riel')).toHaveText(balanceRiel);
    expect(problems).toEqual([]);
  });

  test(`delivery to a saved address with cash on delivery (${lang.prefix || 'English'})`, async ({ page }) => {
    const problems = watchConsole(page);
    await signInWith(page, lang);
    const [card] = await fillCart(page, 1, false);
    await page.goto(`${lang.prefix}/checkouts/confirm_order/checkout`);
    await waitForHydration(page);
    await page.getByRole('radio', { name: new RegExp(`^${lang.delivery}`) }).check();
    // The saved addresses, the default chosen; a new one in Siem Reap is saved to the account and chosen.
    await expect(page.getByRole('radio', { name: /Chan Sokha/ }).first()).toBeVisible();
    await expect(page.locator('input[name="address"]:checked')).toHaveCount(1);
    await page.getByRole('button', { name: lang.addAddress }).click();
    await page.getByLabel(lang.recipient).fill('Keo Mealea');
    await page.getByLabel(lang.phone).fill('012 777 888');
    await page.getByLabel(lang.province).selectOption('17');
    await page.getByLabel(lang.district).selectOption('1710');
    // Sala Kamreuk: the seed lists no villages under it, so the form asks for none.
    await page.locator('select[name="commune_code"]').selectOption('171001');
    await expect(page.locator('select[name="village_code"]')).toHaveCount(0);
    await page.getByRole('button', { name: lang.save }).click();
    const chosen = page.getByRole('radio', { name: /Keo Mealea/ });
    await expect(chosen).toBeChecked();
    const addressId = await chosen.getAttribute('value');
    await page.getByRole('radio', { name: new RegExp(`^${lang.cash}`) }).check();
    await expect(page.getByTestId('due-now')).toHaveText('$0.00');
    const total = cents(card!.money) + 300;
    await expect(page.getByTestId('balance-due')).toHaveText(usd(total));
    await expect(page.locator('.checkout-paybar .order-balance dt')).toHaveText(lang.balanceDelivery);
    await page.getByRole('button', { name: lang.place }).click();

    await expect(page).toHaveURL(/\/checkouts\/payment-success\?order=\d+$/);
    // Nothing was paid yet: the order is placed, not paid.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.placed);
    await expect(page).toHaveTitle(new RegExp(`^${lang.placed} \\|`));
    await expect(page.getByTestId('balance-message')).toContainText(lang.cashDue);
    await expect(page.getByTestId('balance-message')).toContainText(usd(total));
    const id = new URL(page.url()).searchParams.get('order');
    await page.goto(`${lang.prefix}/accounts/order-details/${id}`);
    await expect(page.getByText('Keo Mealea')).toBeVisible();
    await expect(page.getByText(lang.siemReap).first()).toBeVisible();
    await expect(page.getByTestId('balance-due')).toHaveText(usd(total));
    // The order keeps its copy of the address: the account may drop it (and the list stays short over many runs).
    expect((await pageApi(page, `/addresses/${addressId}/delete`, {})).code).toBe(0);
    expect(problems).toEqual([]);
  });

  test(`a price that rose while the shopper read checkout is not charged unseen (${lang.prefix || 'English'})`, async ({
    page,
  }, testInfo) => {
    const problems = watchConsole(page);
    await signInWith(page, lang);
    // A product of its own per language and project (they share one database), in no deal or promotion.
    const nth = 20 + LANGS.indexOf(lang) * 2 + (testInfo.project.use.isMobile ? 1 : 0);
    const [{ id, price_cents: price }] = JSON.parse(
      runLocalSql(`SELECT id, price_cents FROM products WHERE is_earnest = 0 AND stock > 5
        AND id NOT IN (SELECT product_id FROM flash_deal_items) AND id NOT IN (SELECT product_id FROM promotion_items)
        ORDER BY id LIMIT 1 OFFSET ${nth}`),
    )[0].results as [{ id: number; price_cents: number }];
    try {
      await page.goto(`${lang.prefix}/checkouts/confirm_order/${id}?num=1`);
      await waitForHydration(page);
      await page.getByRole('radio', { name: new RegExp(`^${lang.cash}`) }).check();
      await expect(page.getByTestId('balance-due')).toHaveText(usd(price));
      // While the shopper reads the page, the shop raises the price by a dollar.
      runLocalSql(`UPDATE products SET price_cents = ${price + 100} WHERE id = ${id}`);
      await page.getByRole('button', { name: lang.place }).click();

      // Refused, with the new total named and shown; nothing was ordered.
      await expect(page.getByRole('alert')).toContainText(lang.pricesChanged);
      await expect(page.getByRole('alert')).toContainText(usd(price + 100));
      await expect(page.getByTestId('balance-due')).toHaveText(usd(price + 100));
      await expect(page).toHaveURL(new RegExp(`/checkouts/confirm_order/${id}`));
      // Placed at the total the shopper now sees.
      await page.getByRole('button', { name: lang.place }).click();
      await expect(page).toHaveURL(/\/checkouts\/payment-success\?order=\d+$/);
      await expect(page.getByTestId('balance-message')).toContainText(usd(price + 100));
    } finally {
      runLocalSql(`UPDATE products SET price_cents = ${price} WHERE id = ${id}`);
    }
    // The refusal is the one failed request the console names.
    expect(problems).toEqual(['error: Failed to load resource: the server responded with a status of 409 (Conflict)']);
  });
}
