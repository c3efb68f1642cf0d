import { expect, test } from '@playwright/test';
import { watchConsole } from './console';
import { runLocalSql } from './local-db';
import { opsSignIn } from './ops-sign-in';
import { sharesData } from './shared-data';

sharesData();

// An operator opens an order from the console's list and moves it on, in both languages.
const WORDS = {
  en: {
    prefix: '',
    orders: 'Orders',
    order: (id: number) => `Order #${id}`,
    ship: 'Mark as shipped',
    complete: 'Mark as completed',
    collected: /^Yes, I have collected the balance of \$15\.50 from the shopper$/,
    cash: 'Cash',
    shipped: 'shipped',
    completed: 'completed',
  },
  km: {
    prefix: '/kh',
    orders: 'ការបញ្ជាទិញ',
    order: (id: number) => `ការបញ្ជាទិញ #${id}`,
    ship: 'កំណត់ថាបានដឹកចេញ',
    complete: 'កំណត់ថាបានបញ្ចប់',
    collected: /ខ្ញុំបានទទួលប្រាក់នៅសល់ \$15\.50 ពីអ្នកទិញហើយ$/,
    cash: 'សាច់ប្រាក់',
    shipped: 'បានដឹកចេញ',
    completed: 'បានបញ្ចប់',
  },
} as const;

/**
 * A cash delivery being prepared, placed now by a shopper of this spec's own (not the demo shopper, whose
 * order pages other specs check), one per language and project. Its id is the database's next one, read
 * back by its Idempotency-Key: a fixed id would meet the orders other specs place after this one ran.
 */
function freshOrder(key: string): number {
  const now = Math.floor(Date.now() / 1000);
  const address = JSON.stringify({
    name: 'Ops Test Shopper',
    phone: '012 000 900',
    province_code: '12',
    district: 'Daun Penh',
    commune: 'Phsar Thmei',
    village: 'Phum 2',
    street: 'Street 130',
    house: '9',
    landmark: '',
  });
  const order = `(SELECT id FROM orders WHERE user_id = 900 AND idempotency_key = '${key}')`;
  runLocalSql(
    `INSERT OR IGNORE INTO users (id, mobile, name, pass_salt, pass_hash, created_at) VALUES (900, '85500000900', 'Ops Test Shopper', 'x', 'x', ${now});
     INSERT INTO orders (user_id, idempotency_key, request_hash, state, delivery, outlet_id, address, province_code, payment_plan,
       payment_method, currency, goods_cents, shipping_cents, discount_cents, points_used, total_cents, due_now_cents, balance_cents,
       paid_cents, note, created_at, updated_at)
     VALUES (900, '${key}', 'e2e', 'processing', 'delivery', NULL, '${address}', '12', 'full', 'cash', 'USD', 1400, 150, 0, 0,
       1550, 0, 1550, 0, 'Call before coming', ${now}, ${now});
     INSERT INTO order_items (order_id, product_id, merchant_id, name_en, name_km, image, unit_cents, is_earnest, earnest_cents, num, due_now_cents)
     VALUES (${order}, 16, 16, 'Kampot pepper iced coffee, 6 bottles', 'កាហ្វេទឹកកកម្រេចកំពត ៦ ដប', '/images/products/kampot-pepper-iced-coffee-front.svg', 700, 0, 0, 2, 0);
     INSERT INTO order_events (order_id, state, note, created_at) VALUES (${order}, 'processing', '', ${now})`,
  );
  const id = Number(/"id":\s*(\d+)/.exec(runLocalSql(order.slice(1, -1)))?.[1]);
  if (!id) throw new Error(`order ${key} was not written`);
  return id;
}

for (const lang of ['en', 'km'] as const) {
  const words = WORDS[lang];
  test(`an operator opens an order from the list and moves it on (${lang})`, async ({ page }, info) => {
    const id = freshOrder(`e2e-ops-${lang}-${info.project.name}-${Date.now()}`);
    const problems = watchConsole(page);
    await opsSignIn(page, lang);
    await page.getByRole('navigation').getByRole('link', { name: words.orders, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.orders })).toBeVisible();
    await page.getByRole('link', { name: `#${id}`, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.order(id) })).toBeVisible();
    await expect(page.getByText('Ops Test Shopper · 012 000 900')).toBeVisible();

    await page.getByRole('button', { name: words.ship }).click();
    await expect(page.locator('.ops-order-head .ops-state')).toHaveText(words.shipped);
    await expect(page.getByRole('button', { name: words.ship })).toHaveCount(0);
    // The balance is cash the operator says they collected: recorded as a cash payment.
    await page.getByRole('checkbox', { name: words.collected }).check();
    await page.getByRole('button', { name: words.complete }).click();
    await expect(page.locator('.ops-order-head .ops-state')).toHaveText(words.completed);
    await expect(page.getByText(`${words.cash} · `)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: words.completed })).toBeVisible();
    expect(await page.locator('script').count()).toBe(0);
    expect(problems).toEqual([]);
  });
}

for (const lang of ['en', 'km'] as const) {
  test(`the packing slip prints from its button, as a phone needs (${lang})`, async ({ page }, info) => {
    const id = freshOrder(`e2e-slip-${lang}-${info.project.name}-${Date.now()}`);
    const problems = watchConsole(page);
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await opsSignIn(page, lang);
    await page.goto(`${WORDS[lang].prefix}/ops/orders/${id}/slip`);
    await expect(
      page.getByText(lang === 'en' ? 'Balance to collect: $15.50' : 'ប្រាក់នៅសល់ត្រូវប្រមូល៖ $15.50'),
    ).toBeVisible();
    await page.getByRole('button', { name: lang === 'en' ? 'Print the slip' : 'បោះពុម្ពបណ្ណ' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    expect(problems).toEqual([]);
  });
}
