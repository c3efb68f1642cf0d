import { expect, test } from 'vitest';
import { completedOrder, postReview } from '../commerce/review-upload';
import { fetchPage } from './fetch-page';
import { memberHeaders, memberToken, OTHER } from './member-session';

const ORDER_PAGES = ['/accounts/order-details/2', '/accounts/order-delivery-status/2', '/accounts/re-order/2'];

test('signed out, every order page goes to sign-in with the page remembered', async () => {
  for (const path of [
    '/accounts/orders?tab=to_pay',
    '/accounts/ordersold',
    ...ORDER_PAGES,
    '/kh/accounts/order-details/1',
  ]) {
    const { response } = await fetchPage(path);
    expect(response.status, path).toBe(302);
    expect(response.headers.get('location'), path).toBe(
      `${path.startsWith('/kh') ? '/kh' : ''}/user/login?redirect=${encodeURIComponent(path)}`,
    );
  }
});

test("another shopper's order, or one that does not exist, is a 404 on each order page", async () => {
  const other = await memberHeaders(OTHER);
  const demo = await memberHeaders();
  for (const path of ORDER_PAGES) {
    expect((await fetchPage(path, { headers: other })).response.status, path).toBe(404);
    expect((await fetchPage(path.replace('/2', '/99999'), { headers: demo })).response.status, path).toBe(404);
  }
  const list = await fetchPage('/accounts/orders', { headers: other });
  expect(list.body).toContain('No orders here yet.');
});

test('my orders: state tabs in the address with their counts, the tab chosen, cards with the balance due', async () => {
  const headers = await memberHeaders();
  const all = await fetchPage('/accounts/orders', { headers });
  expect(all.response.status).toBe(200);
  expect(all.body).toMatch(/<a[^>]*href="\/accounts\/orders\?tab=to_receive"[^>]*>To receive \(1\)<\/a>/);
  expect(all.body).toMatch(/aria-current="page"[^>]*>All \(3\)</);
  expect(all.body).toContain('Order 3');
  const toReceive = await fetchPage('/kh/accounts/orders?tab=to_receive', { headers });
  expect(toReceive.body).toMatch(/aria-current="page"[^>]*>រង់ចាំទទួល \(1\)</);
  expect(toReceive.body).toContain('ការបញ្ជាទិញលេខ 2');
  expect(toReceive.body).not.toContain('ការបញ្ជាទិញលេខ 1<');
  expect(toReceive.body).toContain('ប្រាក់នៅសល់ត្រូវបង់');
  expect(toReceive.body).toContain('$360.49');
  // An unknown tab is the whole list, not an error.
  expect((await fetchPage('/accounts/orders?tab=nope&page=x', { headers })).body).toMatch(
    /aria-current="page"[^>]*>All \(3\)</,
  );
});

test('a completed order with lines not yet reviewed offers "Write a review" on its card, until each line is reviewed', async () => {
  const { orderId, itemId } = await completedOrder();
  const headers = await memberHeaders();
  const list = await fetchPage('/accounts/orders?tab=completed', { headers });
  expect(list.body).toContain(
    `<a href="/accounts/review/${orderId}" aria-label="Write a review: Order ${orderId}">Write a review</a>`,
  );
  const all = await fetchPage('/kh/accounts/orders', { headers });
  expect(all.body).toMatch(new RegExp(`<a href="/kh/accounts/review/${orderId}"[^>]*>សរសេរការវាយតម្លៃ</a>`));
  // Order 2 is on its way: not yet.
  expect(all.body).not.toContain('href="/kh/accounts/review/2"');
  const posted = await postReview(await memberToken(), orderId, {
    item: String(itemId),
    rating: '5',
    body: 'Exactly as described, thank you.',
  });
  expect(posted).toMatchObject({ status: 200, code: 0 });
  const after = await fetchPage('/accounts/orders?tab=completed', { headers });
  expect(after.body).toContain(`Order ${orderId}`);
  expect(after.body).not.toContain(`href="/accounts/review/${orderId}"`);
});

test('older orders: finished over 90 days ago, saying so', async () => {
  const { response, body } = await fetchPage('/accounts/ordersold', { headers: await memberHeaders() });
  expect(response.status).toBe(200);
  expect(body).toContain('completed or cancelled more than 90 days ago');
  expect(body.match(/class="order-card-title"/g)).toHaveLength(2);
  expect(body).toContain('20 W USB-C fast charger, Black');
  expect(body).not.toContain('iPad 10th generation');
});

test('order details: lines by merchant, the address kept, paid and balance due in dollars and riel; completed orders link to their review', async () => {
  const headers = await memberHeaders();
  const { response, body } = await fetchPage('/accounts/order-details/2', { headers });
  expect(response.status).toBe(200);
  expect(body).toContain('<h1>Order 2</h1>');
  expect(body).toContain('On its way');
  expect(body).toContain('Street 310');
  expect(body).toContain('012 345 678');
  expect(body).toMatch(/data-testid="order-paid">\$90\.00</);
  expect(body).toMatch(/data-testid="balance-due">\$360\.49<\/strong> <span class="price-riel">≈ 1,478,000៛/);
  expect(body).toContain('href="/accounts/order-delivery-status/2"');
  expect(body).not.toContain('href="/accounts/review/2"');
  expect(body).not.toContain('href="/checkouts/khqr/2"');
  const completed = await fetchPage('/kh/accounts/order-details/1', { headers });
  expect(completed.body).toContain('href="/kh/accounts/review/1"');
  expect(completed.body).not.toContain('data-testid="balance-due"');
});

test('delivery status: the timeline newest first, at Phnom Penh time, in the page language', async () => {
  const { body } = await fetchPage('/kh/accounts/order-delivery-status/2', { headers: await memberHeaders() });
  const shipped = body.indexOf('27 តុលា 2026 18:20');
  const paid = body.indexOf('25 តុលា 2026 10:51');
  expect(shipped).toBeGreaterThan(0);
  expect(paid).toBeGreaterThan(shipped);
  expect(body).toContain('បានបង់តាម KHQR');
});

test('order again lists the items and changes nothing until the shopper asks', async () => {
  const headers = await memberHeaders();
  const before = (await fetchPage('/api/carlists', { headers })).body;
  const { response, body } = await fetchPage('/accounts/re-order/2', { headers });
  expect(response.status).toBe(200);
  expect(body).toContain('iPad 10th generation, Wi-Fi 64GB');
  expect(body).toContain('Put the items in my cart');
  expect((await fetchPage('/api/carlists', { headers })).body).toBe(before);
});

test('the account home counts each state as the orders page it links to lists it: older finished orders are not counted there', async () => {
  const headers = { ...(await memberHeaders()), accept: 'application/json' };
  const home = JSON.parse((await fetchPage('/accounts', { headers })).body).deferred.orderCounts.value;
  const orders = JSON.parse((await fetchPage('/accounts/orders', { headers })).body).data.counts;
  const { all: _all, ...byState } = orders;
  expect(home).toEqual(byState);
  // The seed's shopper has finished orders older than 90 days: they are under "older orders" alone.
  const older = JSON.parse((await fetchPage('/accounts/ordersold', { headers })).body).data.orders.total;
  expect(older).toBeGreaterThan(0);
});
