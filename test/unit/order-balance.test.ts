import { expect, test } from 'vitest';
import { outstandingCents } from '../../src/components/order-balance';

test('the balance due is the total less what was paid while the order is under way, and nothing otherwise', () => {
  const order = { total: '450.49', paid: '90.00' };
  expect(outstandingCents({ ...order, state: 'deposit_paid' })).toBe(36049);
  expect(outstandingCents({ ...order, state: 'shipped' })).toBe(36049);
  expect(outstandingCents({ total: '12.00', paid: '0.00', state: 'processing' })).toBe(1200);
  for (const state of ['pending_payment', 'completed', 'cancelled', 'refunded'] as const)
    expect(outstandingCents({ ...order, state })).toBe(0);
  expect(outstandingCents({ total: '12.00', paid: '12.00', state: 'paid' })).toBe(0);
});
