import { describe, expect, test } from 'vitest';
import { demoToken } from '../commerce/call-api';
import { fetchPage } from './fetch-page';

/** How many of the header's menus (categories, brands) the page's navigation bar has. */
const menus = (body: string) => body.match(/<details class="dropdown menu-dropdown/g)?.length ?? 0;

describe("the header's category bar", () => {
  test('hidden on the Khmer-first product page, with or without /kh; shown on the product page', {
    timeout: 30_000,
  }, async () => {
    for (const path of ['/products/detailkh/1', '/kh/products/detailkh/1'])
      expect(menus((await fetchPage(path)).body), path).toBe(0);
    for (const path of ['/products/1', '/kh/products/1']) expect(menus((await fetchPage(path)).body), path).toBe(2);
  });

  test('hidden on the Khmer-first order confirmation, shown on the usual one', { timeout: 30_000 }, async () => {
    const headers = { cookie: `jwt=${await demoToken()}; time=1` };
    for (const path of ['/checkouts/confirm_order_kh/1', '/kh/checkouts/confirm_order_kh/1']) {
      const { response, body } = await fetchPage(path, { headers });
      expect(response.status, path).toBe(200);
      expect(menus(body), path).toBe(0);
    }
    expect(menus((await fetchPage('/checkouts/confirm_order/1', { headers })).body)).toBe(2);
  });
});

describe("the navigation bar's current item", () => {
  /** The names of the main navigation's links marked as the current page. */
  const current = (body: string) => [...body.matchAll(/aria-current="page"[^>]*>([^<]+)</g)].map((match) => match[1]);

  test('"All products" on the whole list, not on one category\'s list, in both languages', {
    timeout: 30_000,
  }, async () => {
    expect(current((await fetchPage('/products')).body)).toContain('All products');
    expect(current((await fetchPage('/products?category=0')).body)).toContain('All products');
    expect(current((await fetchPage('/products?category=1')).body)).not.toContain('All products');
    expect(current((await fetchPage('/kh/products')).body)).toContain('ផលិតផលទាំងអស់');
    expect(current((await fetchPage('/kh/products?category=1')).body)).not.toContain('ផលិតផលទាំងអស់');
  });
});
