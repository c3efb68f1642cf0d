import { batchLanded } from '../batch-landed';
import type { OperatorRole } from '../contract/console/operators';
import { auditStatement, createOperatorStatement } from '../db/operators';
import { hashPassword, randomSecret } from '../secrets';

/**
 * Adds an operator from an owner's checked form (decision 020) with a new random password, stored only as
 * its salted hash, in one batch with its audit entry (the operator without the password). Returns the
 * password, for the owner to hand over once. `taken`: another operator has the e-mail; nothing was written.
 */
export async function addOperator(
  db: D1Database,
  operator: { email: string; name: string; role: OperatorRole },
  operatorId: number,
  now: number,
): Promise<{ password: string } | 'taken'> {
  const password = randomSecret(8);
  const salt = randomSecret(16);
  const landed = await batchLanded(db, [
    createOperatorStatement(db, { ...operator, salt, hash: await hashPassword(password, salt) }, now),
    auditStatement(
      db,
      {
        operatorId,
        action: 'operator_add',
        entity: 'operator',
        entityId: operator.email,
        before: null,
        after: operator,
      },
      now,
    ),
  ]);
  return landed ? { password } : 'taken';
}
