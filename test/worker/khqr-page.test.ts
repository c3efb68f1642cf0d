import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { callApi } from '../commerce/call-api';
import { buyNow, placeOrder, productWhere } from '../commerce/order-helpers';
import { fetchPage } from './fetch-page';
import { memberToken } from './member-session';

/** A KHQR buy-now order of the demo shopper's, its code opened (as the page's first read does), and the page's headers. */
async function khqrOrder() {
  const token = await memberToken();
  const product = (await productWhere('is_earnest = 0 AND stock > 5 AND limit_per_shopper > 3'))!;
  const placed = await placeOrder(token, buyNow(product.id, 1));
  expect(placed.code, placed.msg).toBe(0);
  const id = placed.data.id as number;
  await callApi(`/orders/${id}/payment`, { bearer: token });
  return { token, id, headers: { cookie: `jwt=${token}; time=1763700000` } };
}

const setState = (id: number, state: string) =>
  env.DB.prepare('UPDATE orders SET state = ?2 WHERE id = ?1').bind(id, state).run();

test('a waiting code: the amount, who it pays, the time left by the server’s clock, and the code', async () => {
  const { id, headers } = await khqrOrder();
  for (const [prefix, payee, left] of [
    ['', 'You pay:', 'Time left to pay:'],
    ['/kh', 'អ្នកបង់ប្រាក់ជូន៖', 'ពេលនៅសល់សម្រាប់បង់ប្រាក់៖'],
  ] as const) {
    const { response, body } = await fetchPage(`${prefix}/checkouts/khqr/${id}`, { headers });
    expect(response.status).toBe(200);
    expect(body).toContain(payee);
    // Latin digits in both languages (decision 017); the server's own difference, which hydration renders again.
    expect(body).toMatch(
      new RegExp(`role="timer">${left}(<!-- -->)? <strong data-testid="pay-countdown">(10:00|09:[0-5]\\d)</strong>`),
    );
    expect(body).toContain(prefix ? 'alt="កូដ KHQR' : 'alt="KHQR code for order');
  }
});

test('a paid order’s KHQR page goes to its success page, for a document and for a client navigation', async () => {
  const { token, id, headers } = await khqrOrder();
  const paid = await callApi('/payments/sandbox', { bearer: token, body: { order_id: id, outcome: 'paid' } });
  expect(paid.code, paid.msg).toBe(0);
  for (const prefix of ['', '/kh']) {
    const page = await fetchPage(`${prefix}/checkouts/khqr/${id}`, { headers });
    expect(page.response.status).toBe(302);
    expect(page.response.headers.get('location')).toBe(`${prefix}/checkouts/payment-success?order=${id}`);
    const json = await fetchPage(`${prefix}/checkouts/khqr/${id}`, {
      headers: { ...headers, accept: 'application/json' },
    });
    expect(JSON.parse(json.body)).toEqual({ redirect: `${prefix}/checkouts/payment-success?order=${id}` });
  }
  // A down payment paid goes there too.
  await setState(id, 'deposit_paid');
  const deposit = await fetchPage(`/checkouts/khqr/${id}`, { headers });
  expect(deposit.response.headers.get('location')).toBe(`/checkouts/payment-success?order=${id}`);
});

test('a cancelled order’s KHQR page goes to the failed page', async () => {
  const { token, id, headers } = await khqrOrder();
  const cancelled = await callApi(`/orders/${id}/cancel`, { bearer: token, body: {} });
  expect(cancelled.code, cancelled.msg).toBe(0);
  const page = await fetchPage(`/kh/checkouts/khqr/${id}`, { headers });
  expect(page.response.status).toBe(302);
  expect(page.response.headers.get('location')).toBe(`/kh/checkouts/payment-failed?order=${id}`);
});

test('a payment being checked says so and not to pay again, with no code; one owed back says it will be refunded', async () => {
  const { id, headers } = await khqrOrder();
  await setState(id, 'payment_checking');
  const checking = await fetchPage(`/checkouts/khqr/${id}`, { headers });
  expect(checking.response.status).toBe(200);
  expect(checking.body).toContain('confirming your payment with the bank. Please don');
  expect(checking.body).not.toContain('alt="KHQR code');
  expect(checking.body).not.toContain('role="timer"');
  const km = await fetchPage(`/kh/checkouts/khqr/${id}`, { headers });
  expect(km.body).toContain('យើងកំពុងពិនិត្យការបង់ប្រាក់របស់អ្នកជាមួយធនាគារ។ សូមកុំបង់ប្រាក់ម្ដងទៀត។');
  const order = await fetchPage(`/accounts/order-details/${id}`, { headers });
  expect(order.body).toContain('>Checking payment</span>');

  await setState(id, 'refund_due');
  const refund = await fetchPage(`/checkouts/khqr/${id}`, { headers });
  expect(refund.response.status).toBe(200);
  expect(refund.body).toContain('We will refund the payment to you.');
  expect(refund.body).toContain(`href="/accounts/order-details/${id}"`);
  const refundKm = await fetchPage(`/kh/accounts/order-details/${id}`, { headers });
  expect(refundKm.body).toContain('>នឹងសងប្រាក់វិញ</span>');
});
