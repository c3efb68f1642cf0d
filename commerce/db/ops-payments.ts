/**
 * The console's payments that need a person (/ops/payments, decision 045): codes Bakong could not answer
 * about, payments found after their order was cancelled, transactions that did not match their code, and
 * how the Bakong rail stands. Reads and the writes an operator makes; the sweep writes the rest (payments.ts).
 */

import type {
  BakongRail,
  CheckingCode,
  CodeAmount,
  LatePayment,
  Mismatch,
  NeedingCounts,
  PaymentsReview,
  RefundDue,
} from '../contract/console/payments';

const NO_RAIL: BakongRail = {
  token_set_at: null,
  token_refused_at: null,
  answered_at: null,
  failed_at: null,
  failure: null,
};

/** The counts of every list, in one statement (the glance batches it too). */
export const needingCountsStatement = (db: D1Database) =>
  db.prepare(
    `SELECT (SELECT COUNT(*) FROM orders WHERE state = 'payment_checking') AS checking,
       (SELECT COUNT(*) FROM orders WHERE state = 'refund_due') AS refunds,
       (SELECT COUNT(*) FROM payment_issues WHERE resolved_at IS NULL AND kind = 'late') AS late,
       (SELECT COUNT(*) FROM payment_issues WHERE resolved_at IS NULL AND kind = 'mismatch') AS mismatches`,
  );

export const bakongRailStatement = (db: D1Database) =>
  db.prepare(
    "SELECT token_set_at, token_refused_at, answered_at, failed_at, failure FROM payment_rails WHERE rail = 'bakong'",
  );

export const countsOf = (result: D1Result | undefined): NeedingCounts =>
  (result?.results[0] as NeedingCounts | undefined) ?? { checking: 0, refunds: 0, late: 0, mismatches: 0 };
export const railOf = (result: D1Result | undefined): BakongRail => (result?.results[0] as BakongRail) ?? NO_RAIL;

// The order's latest KHQR code, as `p`.
const LATEST_CODE = `LEFT JOIN payments p ON p.id = (SELECT id FROM payments WHERE order_id = o.id AND provider = 'khqr'
  ORDER BY id DESC LIMIT 1)`;
const amountOf = (cents: number | null, currency: string | null, minor: number | null): CodeAmount | null =>
  cents === null ? null : { cents, currency: currency === 'KHR' ? 'KHR' : 'USD', minor: minor ?? cents };

type Stored<T> = T & { cents: number | null; currency: string | null; minor: number | null };

/**
 * Every list of the page, up to `limit` rows each (counts are of all), in one batch at `now`. A code being
 * checked needs a decision from `window` seconds after its deadline (the sweep's CHECKING_WINDOW_SECONDS);
 * those come first, then the oldest deadline.
 */
export async function readPaymentsReview(
  db: D1Database,
  now: number,
  window: number,
  limit: number,
): Promise<PaymentsReview> {
  const [checking, late, refunds, mismatches, counts, rail] = await db.batch([
    db
      .prepare(
        `SELECT o.id AS order_id, u.name AS shopper, u.mobile, o.expires_at,
           COALESCE(p.amount_cents, o.due_now_cents) AS cents, p.currency, p.amount_minor AS minor,
           COALESCE(p.check_failures, 0) AS check_failures, p.next_check_at, p.checked_at,
           (o.expires_at IS NULL OR o.expires_at + ?2 <= ?1 OR p.next_check_at IS NULL) AS decide
         FROM orders o JOIN users u ON u.id = o.user_id ${LATEST_CODE}
         WHERE o.state = 'payment_checking' ORDER BY decide DESC, o.expires_at, o.id LIMIT ?3`,
      )
      .bind(now, window, limit),
    db
      .prepare(
        `SELECT i.id, i.order_id, u.name AS shopper, i.reference, i.created_at,
           json_extract(i.detail, '$.outcome') AS outcome, o.state AS order_state,
           p.amount_cents AS cents, p.currency, p.amount_minor AS minor
         FROM payment_issues i JOIN orders o ON o.id = i.order_id JOIN users u ON u.id = o.user_id
           LEFT JOIN payments p ON p.id = i.payment_id
         WHERE i.kind = 'late' AND i.resolved_at IS NULL ORDER BY i.created_at DESC, i.id DESC LIMIT ?1`,
      )
      .bind(limit),
    db
      .prepare(
        `SELECT o.id AS order_id, u.name AS shopper, u.mobile, o.paid_cents - o.refunded_cents AS paid_cents, o.updated_at AS since
         FROM orders o JOIN users u ON u.id = o.user_id WHERE o.state = 'refund_due' ORDER BY o.updated_at, o.id LIMIT ?1`,
      )
      .bind(limit),
    db
      .prepare(
        `SELECT i.id, i.order_id, u.name AS shopper, i.reference, i.created_at,
           json_extract(i.detail, '$.why') AS why, json_extract(i.detail, '$.amount') AS paid_amount,
           json_extract(i.detail, '$.currency') AS paid_currency, json_extract(i.detail, '$.to_account') AS to_account,
           p.amount_cents AS cents, p.currency, p.amount_minor AS minor
         FROM payment_issues i JOIN orders o ON o.id = i.order_id JOIN users u ON u.id = o.user_id
           LEFT JOIN payments p ON p.id = i.payment_id
         WHERE i.kind = 'mismatch' AND i.resolved_at IS NULL ORDER BY i.created_at DESC, i.id DESC LIMIT ?1`,
      )
      .bind(limit),
    needingCountsStatement(db),
    bakongRailStatement(db),
  ]);
  const rows = <T>(result: D1Result | undefined) => (result?.results ?? []) as Stored<T>[];
  return {
    checking: rows<Omit<CheckingCode, 'amount' | 'decide'> & { decide: number }>(checking).map(
      ({ cents, currency, minor, decide, ...row }) => ({
        ...row,
        amount: amountOf(cents, currency, minor)!,
        decide: decide === 1,
      }),
    ),
    late: rows<Omit<LatePayment, 'amount'>>(late).map(({ cents, currency, minor, ...row }) => ({
      ...row,
      amount: amountOf(cents, currency, minor),
    })),
    refunds: (refunds?.results ?? []) as RefundDue[],
    mismatches: rows<Omit<Mismatch, 'paid' | 'asked'> & { paid_amount: number | null; paid_currency: string | null }>(
      mismatches,
    ).map(({ cents, currency, minor, paid_amount, paid_currency, ...row }) => ({
      ...row,
      paid: { amount: paid_amount, currency: paid_currency },
      asked: amountOf(cents, currency, minor),
    })),
    counts: countsOf(counts),
    rail: railOf(rail),
  };
}

/** A payment issue as the "mark dealt with" button finds it (resolved ones too), or null; `outcome` is a late payment's. */
export async function readPaymentIssue(
  db: D1Database,
  id: number,
): Promise<{
  id: number;
  kind: string;
  order_id: number;
  reference: string;
  outcome: string | null;
  resolved_at: number | null;
} | null> {
  return db
    .prepare(
      "SELECT id, kind, order_id, reference, json_extract(detail, '$.outcome') AS outcome, resolved_at FROM payment_issues WHERE id = ?1",
    )
    .bind(id)
    .first();
}

/** Marks an open issue dealt with by `operatorId` (changes 0 when it already was: a second press, another operator). */
export const resolveIssueStatement = (db: D1Database, id: number, operatorId: number, now: number) =>
  db
    .prepare('UPDATE payment_issues SET resolved_at = ?2, resolved_by = ?3 WHERE id = ?1 AND resolved_at IS NULL')
    .bind(id, now, operatorId);

export async function readBakongRail(db: D1Database): Promise<BakongRail> {
  return (await bakongRailStatement(db).first<BakongRail>()) ?? NO_RAIL;
}

/** Records that an owner set the Bakong developer token at `now` (its 90 days count from here). */
export const tokenSetStatement = (db: D1Database, now: number) =>
  db
    .prepare(
      `INSERT INTO payment_rails (rail, token_set_at) VALUES ('bakong', ?1)
       ON CONFLICT (rail) DO UPDATE SET token_set_at = excluded.token_set_at`,
    )
    .bind(now);
