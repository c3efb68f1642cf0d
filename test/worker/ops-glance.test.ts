import { expect, test } from 'vitest';
import { fromCents, toCents } from '../../lib/money';
import { callApi, demoToken } from '../commerce/call-api';
import { buyNow, placeOrder, productWhere } from '../commerce/order-helpers';
import { fetchPage } from './fetch-page';
import { OWNER, opsCookie, postForm } from './ops-session';

// The glance's money: what was received today by method, and what was refunded, as an operator reads them.
const cents = (dollars: string) => toCents(dollars.replace(/,/g, ''));

/** The glance's money tiles in English, in cents. */
async function money(cookie: string) {
  const { body } = await fetchPage('/ops', { headers: { cookie } });
  const received = new RegExp(
    '<dt>Received today \\(payments confirmed since midnight\\)</dt><dd>\\$([\\d,.]+)</dd>' +
      '<dd class="ops-tile-parts">KHQR \\$([\\d,.]+) · Cash \\$([\\d,.]+)</dd>',
  ).exec(body);
  const refunded =
    /<dt>Refunded today \(refunds recorded since midnight\)<\/dt><dd>\$([\d,.]+)<\/dd><dd class="ops-tile-parts">(?:[^<]* · )?(\d+) refunds?<\/dd>/.exec(
      body,
    );
  expect(received, body).not.toBeNull();
  expect(refunded, body).not.toBeNull();
  return {
    received: cents(received![1]!),
    khqr: cents(received![2]!),
    cash: cents(received![3]!),
    refunded: cents(refunded![1]!),
    refunds: Number(refunded![2]),
  };
}

test('a KHQR payment and cash collected today add to “Received today” by method; a refund shows apart and leaves it', async () => {
  const token = await demoToken();
  const owner = await opsCookie(OWNER);
  const start = await money(owner);
  expect(start.received).toBe(start.khqr + start.cash);

  // A KHQR pick-up paid through the sandbox, as Bakong's callback would.
  const khqrProduct = (await productWhere('is_earnest = 0 AND stock > 5 AND limit_per_shopper > 3'))!;
  const khqr = await placeOrder(token, buyNow(khqrProduct.id, 1));
  expect(khqr.code, khqr.msg).toBe(0);
  const khqrId = khqr.data.id as number;
  // Opening the payment is not receiving it.
  await callApi(`/orders/${khqrId}/payment`, { bearer: token });
  expect((await money(owner)).received).toBe(start.received);
  await callApi('/payments/sandbox', { bearer: token, body: { order_id: khqrId, outcome: 'paid' } });
  const khqrPaid = toCents((await callApi(`/orders/${khqrId}`, { bearer: token })).data.paid);
  expect(khqrPaid).toBeGreaterThan(0);
  const afterKhqr = await money(owner);
  expect(afterKhqr).toMatchObject({
    khqr: start.khqr + khqrPaid,
    cash: start.cash,
    received: start.received + khqrPaid,
  });

  // A cash delivery, shipped, then completed with its balance collected: a cash receipt.
  const cashProduct = (await productWhere('is_earnest = 0 AND stock > 5 AND id > 100'))!;
  const cash = await placeOrder(
    token,
    buyNow(cashProduct.id, 1, { delivery: 'delivery', address_id: 1, payment_method: 'cash' }),
  );
  const cashId = cash.data.id as number;
  expect((await postForm(`/ops/orders/${cashId}/state`, owner, { state: 'shipped' })).response.status).toBe(303);
  expect((await money(owner)).cash).toBe(start.cash);
  const completed = await postForm(`/ops/orders/${cashId}/state`, owner, { state: 'completed', confirm: '1' });
  expect(completed.response.status).toBe(303);
  const cashPaid = toCents((await callApi(`/orders/${cashId}`, { bearer: token })).data.paid);
  const afterCash = await money(owner);
  expect(afterCash).toMatchObject({ cash: start.cash + cashPaid, received: afterKhqr.received + cashPaid });

  // Half the KHQR order given back: its payment was received today all the same, the refund shows beside
  // it, by method, and the order stays paid; the rest given back by bank makes it refunded.
  const half = Math.floor(khqrPaid / 2);
  const refund = (cents: number, method: string, reference: string, seen: number) =>
    postForm(`/ops/orders/${khqrId}/refunds`, owner, {
      amount: fromCents(cents),
      method,
      reference,
      why: 'Returned at the counter',
      confirm: '1',
      seen: String(seen),
    });
  expect((await refund(half, 'khqr', 'ABA-77120', 0)).response.status).toBe(303);
  expect(await money(owner)).toEqual({ ...afterCash, refunded: start.refunded + half, refunds: start.refunds + 1 });
  expect((await callApi(`/orders/${khqrId}`, { bearer: token })).data.state).toBe('paid');
  expect((await refund(khqrPaid - half, 'bank', 'ACLEDA 5521', half)).response.status).toBe(303);
  expect(await money(owner)).toEqual({ ...afterCash, refunded: start.refunded + khqrPaid, refunds: start.refunds + 2 });
  expect((await callApi(`/orders/${khqrId}`, { bearer: token })).data.state).toBe('refunded');
  const { body } = await fetchPage('/ops', { headers: { cookie: owner } });
  expect(body).toMatch(/Bank transfer \$[\d,.]+ · KHQR transfer \$[\d,.]+ · \d+ refunds<\/dd>/);

  // The Khmer console names the same figures in Khmer.
  const khmer = await fetchPage('/kh/ops', { headers: { cookie: owner } });
  expect(khmer.body).toContain('<dt>ប្រាក់ដែលបានទទួលថ្ងៃនេះ (ការបង់ប្រាក់ដែលបានបញ្ជាក់ចាប់ពីម៉ោង 00:00)</dt>');
  expect(khmer.body).toMatch(/<dd class="ops-tile-parts">KHQR \$[\d,.]+ · សាច់ប្រាក់ \$[\d,.]+<\/dd>/);
});
