import { auditStatement } from '../db/operators';
import { resolveIssueStatement } from '../db/ops-payments';

/**
 * Marks a payment issue dealt with by an operator, in one batch with its audit entry, written only when this
 * batch resolved it (a race with another leaves one entry). The entry is filed under the issue's order, so
 * the audit links to it; the issue itself is in the before. `already`: it was dealt with before (a second
 * press, another operator), and nothing was written.
 */
export async function resolvePaymentIssue(
  db: D1Database,
  issue: { id: number; kind: string; order_id: number; reference: string; resolved_at: number | null },
  operatorId: number,
  now: number,
): Promise<'resolved' | 'already'> {
  if (issue.resolved_at !== null) return 'already';
  await db.batch([
    resolveIssueStatement(db, issue.id, operatorId, now),
    auditStatement(
      db,
      {
        operatorId,
        action: 'payment_issue_resolve',
        entity: 'order',
        entityId: String(issue.order_id),
        before: { issue: issue.id, kind: issue.kind, reference: issue.reference, resolved_at: null },
        after: { resolved_at: now },
      },
      now,
      true,
    ),
  ]);
  return 'resolved';
}
