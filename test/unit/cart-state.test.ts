import { expect, test } from 'vitest';
import type { CartGroup } from '../../src/api/contract/cart';
import { cartState } from '../../src/store/cart-state';

const line = (money: string, num: number, is_earnest: 0 | 1 | 2, earnest_money = '0.00') => ({
  id: num,
  goods_id: num,
  merchant_id: 1,
  image: '/images/products/audio.svg',
  name: 'Speaker',
  money,
  num,
  is_earnest,
  earnest_money,
  selected: 1 as const,
  stock: 10,
  limit: 10,
});
const group = (child: CartGroup['child']): CartGroup => ({ merchant_id: 1, name: 'Shop', logo: '', child });

test('count is the sum of quantities; the total follows is_earnest in integer cents', () => {
  const state = cartState([group([line('10.10', 3, 0), line('999.00', 2, 1, '100.00')]), group([line('0.10', 3, 2)])]);
  expect(state.count).toBe(8);
  // 10.10×3 + 100.00×2 (the down payment, not the price) + 0.10×3, exactly.
  expect(state.totalCents).toBe(3030 + 20000 + 30);
});

test('an empty cart counts 0 and totals 0', () => {
  expect(cartState([])).toEqual({ groups: [], count: 0, totalCents: 0 });
});
