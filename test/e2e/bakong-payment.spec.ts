import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './console';
import { signInWith } from './shell-helpers';

/**
 * A fake of Bakong's Open API on the port scripts/e2e.mjs points the shop at (its port + 10001), with
 * the real request and answer: POST /v1/check_transaction_by_md5 {md5} with the developer token →
 * responseCode 0 and the transaction once the shopper's bank app has paid that code, else 1.
 */
const TOKEN = 'e2e-bakong-token';
const paid = new Map<
  string,
  { hash: string; fromAccountId: string; toAccountId: string; currency: string; amount: number }
>();
let server: Server;

test.beforeAll(async ({ baseURL }) => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const send = (status: number, body: object) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.method !== 'POST' || request.url !== '/v1/check_transaction_by_md5') return send(404, {});
      if (request.headers.authorization !== `Bearer ${TOKEN}`)
        return send(401, { responseCode: 1, errorCode: 6, data: null });
      const transaction = paid.get((JSON.parse(raw) as { md5: string }).md5);
      send(
        200,
        transaction
          ? { responseCode: 0, errorCode: null, data: { ...transaction, createdDateMs: Date.now() } }
          : { responseCode: 1, errorCode: 1, data: null },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(Number(new URL(baseURL!).port) + 10_001, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const LANGS = [
  {
    prefix: '',
    mobile: 'Mobile number',
    password: 'Password',
    submit: 'Sign in',
    place: 'Place order',
    success: 'Payment successful',
    paid: 'Paid',
    save: 'Save QR image',
    copy: 'Copy amount',
  },
  {
    prefix: '/kh',
    mobile: 'លេខទូរស័ព្ទ',
    password: 'ពាក្យសម្ងាត់',
    submit: 'ចូលគណនី',
    place: 'បញ្ជាទិញ',
    success: 'ការបង់ប្រាក់បានសម្រេច',
    paid: 'បានបង់',
    save: 'រក្សាទុករូបភាព QR',
    copy: 'ចម្លងចំនួនទឹកប្រាក់',
  },
] as const;

/** The browser's own API calls (same origin, the session cookie). */
async function call(page: Page, path: string, body?: object) {
  const origin = new URL(page.url()).origin;
  const response = body
    ? await page.request.post(`/api${path}`, { data: body, headers: { origin } })
    : await page.request.get(`/api${path}`);
  return (await response.json()) as { code: number; data: any };
}

/** The shopper's bank app pays the code on their screen: Bakong now has a transaction for its MD5, to the shop's account. */
function payWithBankApp(khqr: string) {
  const tag = /5303(840|116)54(\d\d)/.exec(khqr)!;
  const amount = Number(khqr.slice(tag.index + tag[0].length, tag.index + tag[0].length + Number(tag[2])));
  const md5 = createHash('md5').update(khqr).digest('hex');
  paid.set(md5, {
    hash: md5.split('').reverse().join(''),
    fromAccountId: 'shopper@aba',
    toAccountId: 'membershop@aclb',
    currency: tag[1] === '116' ? 'KHR' : 'USD',
    amount,
  });
}

for (const lang of LANGS) {
  test(`a KHQR order paid from a bank app becomes paid on its page without a reload, through Bakong (${lang.prefix || 'English'})`, async ({
    page,
    context,
  }) => {
    const problems = watchConsole(page);
    await signInWith(page, lang);

    // Buy now: a product the demo shopper may still order (earlier runs' orders count against the limits).
    const list = (await call(page, '/goods?limit=50&sort=newest')).data.list as { id: number; stock: number }[];
    let productId = 0;
    for (const card of list.filter((item) => item.stock > 0)) {
      if (
        (await call(page, '/orders/quote', { source: 'buy_now', goods_id: card.id, num: 1, delivery: 'pickup' }))
          .code === 0
      ) {
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
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const payment = (await call(page, `/orders/${orderId}/payment`)).data;

    // On a small phone the amount and the deadline are on the first screen, and nothing floats over the page.
    if (test.info().project.name === 'mobile') {
      await page.setViewportSize({ width: 360, height: 740 });
      const due = (await page.locator('.pay-due').boundingBox())!;
      expect(due.y + due.height).toBeLessThanOrEqual(740);
    }
    await expect(page.locator('.popup-banner, .floating-stack')).toHaveCount(0);
    // Paying from the same phone: the code as a PNG for the banking app's gallery, and the amount to paste.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: lang.save }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`khqr-order-${orderId}.png`);
    expect((await readFile((await download.path())!)).subarray(1, 4).toString()).toBe('PNG');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: lang.copy }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(payment.due_now);

    payWithBankApp(payment.khqr);
    // The page's next poll asks the shop, the shop asks Bakong, and the page moves on by itself.
    await expect(page).toHaveURL(new RegExp(`/checkouts/payment-success\\?order=${orderId}$`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: lang.success })).toBeVisible();
    await expect(page.locator('.order-paid dt').first()).toHaveText(lang.paid);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    const order = await call(page, `/orders/${orderId}`);
    expect(order.data.state).toBe('paid');
    expect(problems).toEqual([]);
  });
}
