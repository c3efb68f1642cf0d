import { expect, test } from 'vitest';
import { isConstraintFailure } from '../../commerce/db/constraint-failure';

test("a database guard's refusal is told apart from a failure, which placing an order must not hide", () => {
  expect(isConstraintFailure(new Error('D1_ERROR: CHECK constraint failed: stock >= 0: SQLITE_CONSTRAINT'))).toBe(true);
  expect(isConstraintFailure(new Error('UNIQUE constraint failed: orders.user_id, orders.idempotency_key'))).toBe(true);
  expect(isConstraintFailure(new Error('D1_ERROR: Network connection lost.'))).toBe(false);
  expect(isConstraintFailure(new Error('SQLITE_BUSY: database is locked'))).toBe(false);
  expect(isConstraintFailure('constraint failed')).toBe(false);
});
