import { expect, test } from '@playwright/test';
import { watchConsole } from './console';
import { runLocalSql } from './local-db';
import { opsSignIn } from './ops-sign-in';
import { sharesData } from './shared-data';
import { freshShopper, signInFresh } from './shoppers';

sharesData();

// An owner records a part refund in the console, and the shopper reads it on their order (decision 053).
const WORDS = {
  en: {
    prefix: '',
    amount: 'Amount (US$)',
    method: 'How the money goes back',
    khqr: 'KHQR transfer',
    reference: 'Transfer reference (KHQR or bank)',
    why: 'Reason for the refund (the shopper reads it in their order’s timeline)',
    confirm: 'Yes, the money has gone back to the shopper as recorded here',
    button: 'Record the refund',
    left: 'Paid $40.00, refunded $12.50: up to $27.50 can be refunded.',
    reason: 'One of the pair arrived scratched',
    refunded: 'Refunded to you',
    by: 'By KHQR transfer',
  },
  km: {
    prefix: '/kh',
    amount: 'ចំនួនទឹកប្រាក់ (ដុល្លារ)',
    method: 'វិធីសងប្រាក់វិញ',
    khqr: 'ការផ្ទេរ KHQR',
    reference: 'លេខយោងនៃការផ្ទេរ (KHQR ឬធនាគារ)',
    why: 'មូលហេតុនៃការសងប្រាក់វិញ (អ្នកទិញអានវានៅក្នុងប្រវត្តិការបញ្ជាទិញរបស់ខ្លួន)',
    confirm: 'យល់ព្រម៖ ប្រាក់បានសងទៅអ្នកទិញវិញ ដូចដែលបានកត់ត្រានៅទីនេះ',
    button: 'កត់ត្រាការសងប្រាក់វិញ',
    left: 'បានបង់ $40.00 បានសងវិញ $12.50៖ អាចសងវិញបានរហូតដល់ $27.50។',
    reason: 'ស្បែកជើងមួយមកដល់មានស្នាមឆ្កូត',
    refunded: 'បានសងប្រាក់ជូនអ្នកវិញ',
    by: 'តាមការផ្ទេរ KHQR',
  },
} as const;

/** A paid KHQR pick-up of $40.00 for shopper `userId`, placed now; its id read back by its key. */
function paidOrder(userId: number, key: string): number {
  const now = Math.floor(Date.now() / 1000);
  const order = `(SELECT id FROM orders WHERE user_id = ${userId} AND idempotency_key = '${key}')`;
  runLocalSql(
    `INSERT INTO orders (user_id, idempotency_key, request_hash, state, delivery, outlet_id, address, province_code, payment_plan,
       payment_method, currency, goods_cents, shipping_cents, discount_cents, points_used, total_cents, due_now_cents, balance_cents,
       paid_cents, note, created_at, updated_at)
     VALUES (${userId}, '${key}', 'e2e', 'paid', 'pickup', 1, NULL, NULL, 'full', 'khqr', 'USD', 4000, 0, 0, 0,
       4000, 4000, 0, 4000, '', ${now}, ${now});
     INSERT INTO order_items (order_id, product_id, merchant_id, name_en, name_km, image, unit_cents, is_earnest, earnest_cents, num, due_now_cents)
     VALUES (${order}, 16, 16, 'Kampot pepper iced coffee, 6 bottles', 'កាហ្វេទឹកកកម្រេចកំពត ៦ ដប', '/images/products/kampot-pepper-iced-coffee-front.svg', 2000, 0, 0, 2, 4000);
     INSERT INTO order_events (order_id, state, note, created_at) VALUES (${order}, 'paid', 'khqr', ${now})`,
  );
  const id = Number(/"id":\s*(\d+)/.exec(runLocalSql(order.slice(1, -1)))?.[1]);
  if (!id) throw new Error(`order ${key} was not written`);
  return id;
}

for (const lang of ['en', 'km'] as const) {
  const words = WORDS[lang];
  test(`an owner records a part refund and the shopper reads it on the order (${lang})`, async ({ page }, info) => {
    const shopper = freshShopper();
    const id = paidOrder(shopper.id, `e2e-refund-${lang}-${info.project.name}-${Date.now()}`);
    const problems = watchConsole(page);
    await opsSignIn(page, lang, 'owner@membershop.com.kh');
    await page.goto(`${words.prefix}/ops/orders/${id}`);
    const form = page.locator('form', { has: page.getByRole('button', { name: words.button }) });
    await form.getByLabel(words.amount).fill('12.50');
    await form.getByLabel(words.method).selectOption({ label: words.khqr });
    await form.getByLabel(words.reference).fill('ABA 55120');
    await form.getByLabel(words.why).fill(words.reason);
    await form.getByRole('checkbox', { name: words.confirm }).check();
    await form.getByRole('button', { name: words.button }).click();
    await expect(page.getByText(words.left)).toBeVisible();
    await expect(page.getByText(words.reason)).toBeVisible();

    await signInFresh(page, shopper);
    await page.goto(`${words.prefix}/accounts/order-details/${id}`);
    const refunds = page.getByRole('region', { name: lang === 'en' ? 'Refunds' : 'ការសងប្រាក់វិញ' });
    await expect(refunds.getByText(words.by)).toBeVisible();
    await expect(refunds.getByText(words.reason)).toBeVisible();
    await expect(refunds.getByText('$12.50')).toBeVisible();
    await expect(page.locator('.order-paid div', { hasText: words.refunded })).toContainText('$12.50');
    expect(problems).toEqual([]);
  });
}
