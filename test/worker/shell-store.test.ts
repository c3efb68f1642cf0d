import { describe, expect, test } from 'vitest';
import { demoToken } from '../commerce/call-api';
import { fetchPage } from './fetch-page';

type BootStore = {
  session: { loggedIn: boolean };
  cart: { count: number; totalCents: number; groups: unknown[] };
  checkin: { points: number };
};

function bootStore(body: string): BootStore {
  const json = /<script id="__boot" type="application\/json">(.*?)<\/script>/s.exec(body)?.[1] ?? '{}';
  return (JSON.parse(json) as { store: BootStore }).store;
}

describe('the server-rendered store', () => {
  test("a signed-in shopper's cart and points are in the first paint", async () => {
    const token = await demoToken();
    const { response, body } = await fetchPage('/', { headers: { cookie: `jwt=${token}; time=1` } });
    expect(response.status).toBe(200);
    const store = bootStore(body);
    expect(store.session.loggedIn).toBe(true);
    expect(store.cart.count).toBeGreaterThan(0);
    expect(store.cart.totalCents).toBeGreaterThan(0);
    expect(store.cart.groups.length).toBeGreaterThan(0);
    expect(store.checkin.points).toBeGreaterThan(0);
  });

  test('a guest gets an empty cart without a cart call', async () => {
    const store = bootStore((await fetchPage('/')).body);
    expect(store.session.loggedIn).toBe(false);
    expect(store.cart).toEqual({ groups: [], count: 0, totalCents: 0 });
  });
});

test('nothing floats over the cart and checkout (their check-out bar, currency choice and Place order); other pages keep the chat', async () => {
  const headers = { cookie: `jwt=${await demoToken()}; time=1763700000` };
  for (const path of ['/carts', '/kh/carts', '/checkouts/confirm_order/checkout']) {
    const page = await fetchPage(path, { headers });
    expect(page.response.status, path).toBe(200);
    expect(page.body, path).not.toContain('class="floating-stack"');
  }
  expect((await fetchPage('/products', { headers })).body).toContain('class="floating-stack"');
});
