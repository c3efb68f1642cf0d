import { expect, test } from 'vitest';
import type { CartGroup } from '../../commerce/contract/cart';
import { cartState } from '../../src/store/cart-state';

const line = (selected: 0 | 1) => ({
  id: 1,
  goods_id: 1,
  merchant_id: 1,
  image: '/images/products/sony-wh-1000xm5-headphones-black-front.svg',
  name: 'Speaker',
  money: '10.10',
  num: 3,
  is_earnest: 0 as const,
  earnest_money: '0.00',
  selected,
  stock: 10,
  limit: 10,
});
const group = (child: CartGroup['child']): CartGroup => ({ merchant_id: 1, name: 'Shop', logo: '', child });

test("the store's cart carries the server's count and total (the selected lines'), not a second pricing", () => {
  const lists = [group([line(1), line(0)])];
  expect(cartState({ lists, count: 6, total: '30.30' })).toEqual({ groups: lists, count: 6, totalCents: 3030 });
});

test('an empty cart counts 0 and totals 0', () => {
  expect(cartState({ lists: [], count: 0, total: '0.00' })).toEqual({ groups: [], count: 0, totalCents: 0 });
});
