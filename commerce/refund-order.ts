import { MOVE_NOTE_MAX, REFUND_REASON_MIN } from './contract/operator-orders';
import { REFUNDABLE_STATES, type RefundMethod } from './contract/refunds';
import { isConstraintFailure } from './db/constraint-failure';
import { auditStatement } from './db/operators';
import { readRefundBase, refundStatements } from './db/refunds';
import { partRefundMessage } from './order-messages';
import { toCents } from '../lib/money';

/** A refund the shop asks for, from the console or the operator API (decision 053). */
export type RefundAsk = {
  /** Dollars as typed: "12.50". */
  amount: string;
  method: RefundMethod;
  reference: string;
  note: string;
  /** The order lines whose goods go back in stock. */
  restock: number[];
  /** Who the audit names (null: the operator API's key). */
  operatorId: number | null;
  /**
   * What the order had had back when the asker read it (the console's form keeps it): a refund read before
   * another landed is refused as `changed`, so a form sent twice pays once. Null: not known (the API).
   */
  seenRefundedCents: number | null;
};

/**
 * Why a refund was refused; nothing was written. `notRefundable`: the order has nothing paid to give
 * back in its state; `amountInvalid`: not a decimal amount above 0.00; `overPaid`: more than `leftCents`,
 * what was paid and not yet refunded; `reasonMissing`: no reason of REFUND_REASON_MIN to MOVE_NOTE_MAX
 * characters; `referenceMissing`: a transfer without its reference; `lineUnknown`: a line not on the
 * order; `lineRestocked`: a line already back in stock; `goodsBack`: the order's goods came back when
 * it was cancelled; `changed`: another refund or move landed first (the form is stale).
 */
export type RefundRefusal =
  | { reason: 'notRefundable' | 'amountInvalid' | 'reasonMissing' | 'referenceMissing' | 'goodsBack' | 'changed' }
  | { reason: 'overPaid'; leftCents: number }
  | { reason: 'lineUnknown' | 'lineRestocked'; line: number };

export type RefundOutcome =
  | { refunded: { state: string; refundedCents: number } }
  | { refused: RefundRefusal }
  | { missing: true };

/** The checks, in the order an operator fixes them; null when the refund may be written. */
function refusalOf(
  base: NonNullable<Awaited<ReturnType<typeof readRefundBase>>>,
  ask: RefundAsk,
  cents: number,
): RefundRefusal | null {
  const left = base.paid_cents - base.refunded_cents;
  const note = ask.note.trim();
  if (!(REFUNDABLE_STATES as readonly string[]).includes(base.state) || left <= 0) return { reason: 'notRefundable' };
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(ask.amount.trim()) || cents <= 0) return { reason: 'amountInvalid' };
  if (cents > left) return { reason: 'overPaid', leftCents: left };
  if (note.length < REFUND_REASON_MIN || note.length > MOVE_NOTE_MAX) return { reason: 'reasonMissing' };
  if ((ask.method === 'khqr' || ask.method === 'bank') && ask.reference.trim() === '')
    return { reason: 'referenceMissing' };
  for (const line of ask.restock) {
    const found = base.lines.find((candidate) => candidate.id === line);
    if (!found) return { reason: 'lineUnknown', line };
    if (found.restocked) return { reason: 'lineRestocked', line };
  }
  if (ask.restock.length > 0 && base.released_at !== null) return { reason: 'goodsBack' };
  return null;
}

/**
 * Refunds an order, by the same rules from the console and the operator API: the refund, its restocked
 * lines, the points it takes back and its audit entry in one batch (db/refunds.ts). A refund of all that
 * is left makes the order refunded. The database has the last word on a race: its trigger refuses a
 * refund over what is left, and a line restocked twice breaks a key, so the loser is `changed`.
 */
export async function refundOrder(
  db: D1Database,
  orderId: number,
  ask: RefundAsk,
  now: number,
): Promise<RefundOutcome> {
  const base = await readRefundBase(db, orderId);
  if (!base) return { missing: true };
  const cents = toCents(ask.amount);
  const restock = [...new Set(ask.restock)];
  if (ask.seenRefundedCents !== null && ask.seenRefundedCents !== base.refunded_cents)
    return { refused: { reason: 'changed' } };
  const refusal = refusalOf(base, { ...ask, restock }, cents);
  if (refusal) return { refused: refusal };
  const whole = cents === base.paid_cents - base.refunded_cents;
  const audit = auditStatement(
    db,
    {
      operatorId: ask.operatorId,
      action: 'order_refund',
      entity: 'order',
      entityId: String(orderId),
      before: { refunded_cents: base.refunded_cents, state: base.state },
      after: {
        refunded_cents: base.refunded_cents + cents,
        state: whole ? 'refunded' : base.state,
        method: ask.method,
        reference: ask.reference.trim(),
        restock,
      },
    },
    now,
  );
  const write = {
    orderId,
    amountCents: cents,
    method: ask.method,
    reference: ask.reference.trim(),
    note: ask.note.trim(),
    restock,
    operatorId: ask.operatorId,
  };
  const { statements, refundedAt } = refundStatements(
    db,
    write,
    partRefundMessage(cents, ask.method, crypto.randomUUID()),
    audit,
    now,
  );
  let results: D1Result[];
  try {
    results = await db.batch(statements);
  } catch (error) {
    if (!isConstraintFailure(error) && !String(error).includes('refund refused')) throw error;
    return { refused: { reason: 'changed' } };
  }
  const refunded = (results[refundedAt]?.results.length ?? 0) > 0;
  return { refunded: { state: refunded ? 'refunded' : base.state, refundedCents: base.refunded_cents + cents } };
}
