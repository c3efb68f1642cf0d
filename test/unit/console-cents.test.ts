import { expect, test } from 'vitest';
import { cents } from '../../worker/ops/deal-forms';

test('the console reads dollars as typed, or as the shop shows them, to cents; anything else is refused', () => {
  expect(cents('12')).toBe(1200);
  expect(cents('12.5')).toBe(1250);
  expect(cents('0.99')).toBe(99);
  expect(cents('$429.99')).toBe(42999);
  expect(cents('$ 12')).toBe(1200);
  expect(cents('1,299.00')).toBe(129900);
  expect(cents('$999,999.99')).toBe(99999999);
  for (const bad of ['12.345', '12,5', '1,2345', '-3', '$', 'US$5', '1.299,00', '']) expect(cents(bad), bad).toBeNull();
});
