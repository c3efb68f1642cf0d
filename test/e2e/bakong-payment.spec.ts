import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './console';
import { type FakeBakong, startFakeBakong } from './fake-bakong';
import { runLocalSql } from './local-db';
import { pageApi } from './shell-helpers';
import { signInFresh } from './shoppers';
import { holdSharedData, releaseSharedData } from './shared-data';

/** The token scripts/e2e.mjs gives the shop (BAKONG_TOKEN); the fake refuses any other. */
const TOKEN = 'e2e-bakong-token';
let bakong: FakeBakong;

// The fake Bakong has a fixed port: one worker at a time. Each test's shopper is a fresh one.
test.beforeAll(async ({ baseURL }) => {
  await holdSharedData('fake-bakong');
  bakong = await startFakeBakong(Number(new URL(baseURL!).port) + 10_001, TOKEN);
});
// Each test starts with Bakong up; the shop called nothing of Bakong's but the two endpoints it uses.
test.beforeEach(async () => {
  await bakong.comeBack();
  bakong.unexpected.length = 0;
});
test.afterEach(() => expect(bakong.unexpected).toEqual([]));
test.afterAll(async () => {
  await bakong.close();
  releaseSharedData('fake-bakong');
});

const LANGS = [
  {
    prefix: '',
    place: 'Place order',
    success: 'Payment successful',
    paid: 'Paid',
    save: 'Save QR image',
    copy: 'Copy amount',
    openApp: 'Open my banking app',
    payee: 'You pay: Member Shop',
    timeLeft: 'Time left to pay:',
    checking: "We're confirming your payment with the bank. Please don't pay again.",
    checkingState: 'Checking payment',
    outage: 'refused' as const,
  },
  {
    prefix: '/kh',
    place: 'បញ្ជាទិញ',
    success: 'ការបង់ប្រាក់បានសម្រេច',
    paid: 'បានបង់',
    save: 'រក្សាទុករូបភាព QR',
    copy: 'ចម្លងចំនួនទឹកប្រាក់',
    openApp: 'បើកកម្មវិធីធនាគាររបស់ខ្ញុំ',
    payee: 'អ្នកបង់ប្រាក់ជូន៖ ហាងសមាជិក',
    timeLeft: 'ពេលនៅសល់សម្រាប់បង់ប្រាក់៖',
    checking: 'យើងកំពុងពិនិត្យការបង់ប្រាក់របស់អ្នកជាមួយធនាគារ។ សូមកុំបង់ប្រាក់ម្ដងទៀត។',
    checkingState: 'កំពុងពិនិត្យការបង់ប្រាក់',
    outage: 503 as const,
  },
];
type Lang = (typeof LANGS)[number];

/**
 * Signs a fresh shopper in, buys a product now by KHQR (one still on sale) and lands on the order's KHQR
 * page, hydrated. Returns the order's id and payment.
 */
async function orderByKhqr(page: Page, lang: Lang) {
  await signInFresh(page);
  const list = (await pageApi(page, '/goods?limit=50&sort=newest')).data.list as { id: number; stock: number }[];
  let productId = 0;
  for (const card of list.filter((item) => item.stock > 0)) {
    const quote = await pageApi(page, '/orders/quote', {
      source: 'buy_now',
      goods_id: card.id,
      num: 1,
      delivery: 'pickup',
    });
    if (quote.code === 0) {
      productId = card.id;
      break;
    }
  }
  expect(productId).toBeGreaterThan(0);
  await page.goto(`${lang.prefix}/checkouts/confirm_order/${productId}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: lang.place, exact: true }).click();
  await expect(page).toHaveURL(/\/checkouts\/khqr\/\d+$/);
  await waitForHydration(page);
  const orderId = Number(page.url().split('/').pop());
  // Set on this document: still there at the end means the page moved on without a reload.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  return { orderId, payment: (await pageApi(page, `/orders/${orderId}/payment`)).data };
}

/** The shopper switches back from the bank app: the page asks how the payment stands at once. */
async function backFromBankApp(page: Page) {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

/** Asserts the page reached the order's success page by itself, from the document it was on. */
async function expectPaidWithoutReload(page: Page, lang: Lang, orderId: number, timeout: number) {
  await expect(page).toHaveURL(new RegExp(`/checkouts/payment-success\\?order=${orderId}$`), { timeout });
  await expect(page.getByRole('heading', { level: 1, name: lang.success })).toBeVisible();
  await expect(page.locator('.order-paid dt').first()).toHaveText(lang.paid);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect((await pageApi(page, `/orders/${orderId}`)).data.state).toBe('paid');
}

for (const lang of LANGS) {
  test(`a KHQR order paid from a bank app becomes paid on its page without a reload, through Bakong (${lang.prefix || 'English'})`, async ({
    page,
    context,
  }) => {
    const problems = watchConsole(page);
    const { orderId, payment } = await orderByKhqr(page, lang);
    const mobile = test.info().project.use.isMobile === true;

    // Who is paid, and the time left by the server's clock, counting down.
    await expect(page.getByTestId('khqr-payee')).toHaveText(lang.payee);
    const timer = page.getByRole('timer');
    await expect(timer).toBeVisible();
    await expect(timer).toHaveText(new RegExp(`^${lang.timeLeft} (10:00|0\\d:[0-5]\\d)$`));
    const first = await page.getByTestId('pay-countdown').textContent();
    await expect(page.getByTestId('pay-countdown')).not.toHaveText(first!);
    // One tap opens the bank app on this code: Bakong's short link for it. On a phone it comes before the
    // code; on a desktop, after it.
    const openApp = page.getByRole('link', { name: lang.openApp });
    await expect(openApp).toBeVisible();
    await expect(openApp).toHaveAttribute('href', bakong.shortLink(payment.khqr));
    const tap = (await openApp.boundingBox())!;
    const code = (await page.getByRole('img', { name: /KHQR/ }).boundingBox())!;
    expect(tap.y < code.y).toBe(mobile);

    // On a small phone the amount, the deadline and the one tap are on the first screen, and nothing floats over the page.
    if (mobile) {
      await page.setViewportSize({ width: 360, height: 740 });
      const due = (await page.locator('.pay-due').boundingBox())!;
      expect(due.y + due.height).toBeLessThanOrEqual(740);
      const link = (await openApp.boundingBox())!;
      expect(link.y + link.height).toBeLessThanOrEqual(740);
    }
    await expect(page.locator('.popup-banner, .floating-stack')).toHaveCount(0);
    // Paying from the same phone otherwise: the code as a PNG for the banking app's gallery, and the amount to paste.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: lang.save }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`khqr-order-${orderId}.png`);
    expect((await readFile((await download.path())!)).subarray(1, 4).toString()).toBe('PNG');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: lang.copy }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(payment.due_now);

    bakong.pay(payment.khqr);
    // The page's next poll asks the shop, the shop asks Bakong, and the page moves on by itself.
    await expectPaidWithoutReload(page, lang, orderId, 20_000);

    // Back on the KHQR page (the bank app returns to it, or the browser's history): the order is paid, so
    // the shop sends the shopper to its success page, for a document as for a client navigation.
    const khqrPage = `${lang.prefix}/checkouts/khqr/${orderId}`;
    const success = `${lang.prefix}/checkouts/payment-success?order=${orderId}`;
    await page.goto(khqrPage);
    await expect(page).toHaveURL(new RegExp(`${success.replace('?', '\\?')}$`));
    await expect(page.getByRole('heading', { level: 1, name: lang.success })).toBeVisible();
    const navigation = await page.request.get(khqrPage, { headers: { accept: 'application/json' } });
    expect(await navigation.json()).toEqual({ redirect: success });
    expect(problems).toEqual([]);
  });

  test(`a KHQR payment Bakong cannot confirm by the deadline is checked, not cancelled, and paid once Bakong answers (${lang.prefix || 'English'})`, async ({
    page,
  }) => {
    // What it checks is the page and the shop, not the screen: at the phone size only.
    test.skip(test.info().project.use.isMobile !== true, 'runs once, at the phone size');
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    const { orderId, payment } = await orderByKhqr(page, lang);
    await expect(page.getByRole('link', { name: lang.openApp })).toBeVisible();

    // The shopper pays in their bank app while Bakong does not answer the shop.
    await bakong.goDown(lang.outage);
    bakong.pay(payment.khqr);
    // Then the time to pay runs out (the order's deadline, moved to now rather than waited for), and the
    // shopper comes back to the page.
    runLocalSql(`UPDATE orders SET expires_at = unixepoch() - 1 WHERE id = ${orderId}`);
    await backFromBankApp(page);

    // The page says the bank is being asked, and not to pay again; no code to pay any more. The order
    // keeps its items: it is being checked, not cancelled.
    const status = page.getByTestId('pay-status');
    await expect(status).toHaveText(lang.checking, { timeout: 30_000 });
    await expect(page.getByRole('link', { name: lang.openApp })).toHaveCount(0);
    await expect(page.getByRole('img', { name: /KHQR/ })).toHaveCount(0);
    expect((await pageApi(page, `/orders/${orderId}`)).data.state).toBe('payment_checking');
    await expect(page).toHaveURL(new RegExp(`/checkouts/khqr/${orderId}$`));

    // Bakong is back but refuses the shop's token (it expired): still no verdict, so the order is still checked.
    const refused = bakong.refusals();
    await bakong.refuseToken();
    await backFromBankApp(page);
    await expect.poll(() => bakong.refusals(), { timeout: 30_000 }).toBeGreaterThan(refused);
    await expect(status).toHaveText(lang.checking);
    expect((await pageApi(page, `/orders/${orderId}`)).data.state).toBe('payment_checking');

    // Bakong answers again, with the payment: the page reaches the success page by itself.
    await bakong.comeBack();
    await expectPaidWithoutReload(page, lang, orderId, 60_000);
    expect(problems).toEqual([]);
  });
}

test('the order page names a payment being checked, and says not to pay again', async ({ page }) => {
  const lang = LANGS[0]!;
  const problems = watchConsole(page);
  const { orderId } = await orderByKhqr(page, lang);
  await bakong.goDown(503);
  runLocalSql(`UPDATE orders SET expires_at = unixepoch() - 1 WHERE id = ${orderId}`);
  await backFromBankApp(page);
  await expect(page.getByTestId('pay-status')).toHaveText(lang.checking, { timeout: 30_000 });
  await page.goto(`/accounts/order-details/${orderId}`);
  await expect(page.getByTestId('order-state')).toHaveText(lang.checkingState);
  await expect(page.getByRole('status').filter({ hasText: lang.checking })).toBeVisible();
  // Nothing was paid: once Bakong answers that the code was not paid, the order is cancelled (its items back on sale).
  await bakong.comeBack();
  await expect
    .poll(async () => (await pageApi(page, `/orders/${orderId}/payment`)).data.state, { timeout: 30_000 })
    .toBe('cancelled');
  expect(problems).toEqual([]);
});
