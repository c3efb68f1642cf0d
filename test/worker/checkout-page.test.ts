import { expect, test } from 'vitest';
import { fetchPage } from './fetch-page';
import { memberHeaders, OTHER } from './member-session';

const payload = async (path: string, headers: Record<string, string>) =>
  JSON.parse((await fetchPage(path, { headers: { ...headers, accept: 'application/json' } })).body);

test("checkout offers the shopper's saved addresses (default first), the provinces to add one and the fees", async () => {
  const { data } = await payload('/kh/checkouts/confirm_order/checkout', await memberHeaders());
  expect(data.addresses.map((a: { name: string; is_default: number }) => [a.name, a.is_default])).toEqual([
    ['Chan Sokha', 1],
    ['Chan Dara', 0],
  ]);
  expect(data.addresses[0].district.name).toBe('បឹងកេងកង');
  expect(data.locations.province).toHaveLength(25);
  expect(data.fees).toContainEqual(expect.objectContaining({ province_code: '17', fee: '3.00' }));
});

test('a shopper without addresses gets an empty list (the page then opens the address form)', async () => {
  const { data } = await payload('/checkouts/confirm_order/checkout', await memberHeaders(OTHER));
  expect(data.addresses).toEqual([]);
});
