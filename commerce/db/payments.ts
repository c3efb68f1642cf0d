export type PaymentRow = {
  id: number;
  order_id: number;
  provider: string;
  amount_cents: number;
  currency: 'USD' | 'KHR';
  amount_minor: number;
  status: 'pending' | 'paid' | 'failed';
  payload: string;
  md5: string | null;
  deeplink: string | null;
  check_failures: number;
  created_at: number;
};

const COLUMNS =
  'id, order_id, provider, amount_cents, currency, amount_minor, status, payload, md5, deeplink, check_failures, created_at';
const P_COLUMNS = COLUMNS.split(', ')
  .map((column) => `p.${column}`)
  .join(', ');

/**
 * A KHQR code Bakong is asked about, with its order's state then: waiting (`pending_payment`), being
 * checked after its deadline (`payment_checking`), or cancelled and watched for a late payment
 * (`cancelled`, the payment failed, `next_check_at` set). `since`: the deadline, or when it was cancelled.
 */
export type WatchedPayment = PaymentRow & {
  user_id: number;
  order_state: string;
  expires_at: number | null;
  since: number;
};

const WATCHED_COLUMNS = `${P_COLUMNS}, o.user_id, o.state AS order_state, o.expires_at,
  CASE o.state WHEN 'cancelled' THEN o.updated_at ELSE COALESCE(o.expires_at, o.updated_at) END AS since`;

/** The order's payment waiting for the provider, if any. */
export async function pendingPayment(db: D1Database, orderId: number): Promise<PaymentRow | null> {
  return db
    .prepare(`SELECT ${COLUMNS} FROM payments WHERE order_id = ?1 AND status = 'pending' ORDER BY id DESC LIMIT 1`)
    .bind(orderId)
    .first<PaymentRow>();
}

/**
 * The balance the shop collected in cash when it completed an order (at pick-up or on delivery), as a paid
 * payment, for a batch in which it follows the order's move: written only when the statement before it
 * changed a row (`changes() = 1`), so a move that did not happen records nothing.
 */
export function cashCollectedStatement(db: D1Database, orderId: number, cents: number, now: number) {
  return db
    .prepare(
      `INSERT INTO payments (order_id, provider, amount_cents, currency, amount_minor, status, created_at, paid_at)
       SELECT ?1, 'cash', ?2, 'USD', ?2, 'paid', ?3, ?3 WHERE changes() = 1`,
    )
    .bind(orderId, cents, now);
}

/** Opens a payment for an order unless one is already pending (one statement, so two page loads open one). */
export async function openPayment(
  db: D1Database,
  payment: Omit<PaymentRow, 'id' | 'status' | 'check_failures'>,
): Promise<PaymentRow> {
  await db
    .prepare(
      `INSERT INTO payments (order_id, provider, amount_cents, currency, amount_minor, status, payload, md5, deeplink, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, 'pending', ?6, ?7, ?8, ?9 WHERE NOT EXISTS (SELECT 1 FROM payments WHERE order_id = ?1 AND status = 'pending')`,
    )
    .bind(
      payment.order_id,
      payment.provider,
      payment.amount_cents,
      payment.currency,
      payment.amount_minor,
      payment.payload,
      payment.md5,
      payment.deeplink,
      payment.created_at,
    )
    .run();
  const row = await pendingPayment(db, payment.order_id);
  if (!row) throw new Error('payment not opened');
  return row;
}

/**
 * The codes the sweep asks Bakong about at `now`, oldest first: every code of an order still waiting for
 * it, and the watched codes whose next ask is due (being checked, or of a cancelled order).
 */
export async function watchedPayments(db: D1Database, now: number, limit: number): Promise<WatchedPayment[]> {
  const { results } = await db
    .prepare(
      `SELECT ${WATCHED_COLUMNS} FROM payments p JOIN orders o ON o.id = p.order_id
       WHERE p.md5 IS NOT NULL AND ((p.status = 'pending' AND o.state = 'pending_payment') OR p.next_check_at <= ?1)
       ORDER BY p.created_at LIMIT ?2`,
    )
    .bind(now, limit)
    .all<WatchedPayment>();
  return results;
}

/**
 * The code of one order that Bakong may be asked about now, whoever asks (the shopper's poll): its pending
 * code while it waits or is being checked, or, once it was cancelled, the code still watched for a late payment.
 */
export async function watchedPaymentOf(db: D1Database, orderId: number): Promise<WatchedPayment | null> {
  return db
    .prepare(
      `SELECT ${WATCHED_COLUMNS} FROM payments p JOIN orders o ON o.id = p.order_id
       WHERE p.order_id = ?1 AND p.md5 IS NOT NULL
         AND ((p.status = 'pending' AND o.state IN ('pending_payment', 'payment_checking')) OR (o.state = 'cancelled' AND p.next_check_at IS NOT NULL))
       ORDER BY p.id DESC LIMIT 1`,
    )
    .bind(orderId)
    .first<WatchedPayment>();
}

/**
 * Overdue orders (waiting for a KHQR payment past their deadline), all or one shopper's, with the code
 * each may have been paid by (null fields when no code was ever opened: nothing can have been paid).
 */
export async function overduePayments(
  db: D1Database,
  now: number,
  userId: number | null,
  limit: number,
): Promise<(Omit<WatchedPayment, 'id'> & { id: number | null })[]> {
  const { results } = await db
    .prepare(
      `SELECT ${WATCHED_COLUMNS.replace('p.order_id', 'o.id AS order_id')} FROM orders o
       LEFT JOIN payments p ON p.order_id = o.id AND p.status = 'pending' AND p.md5 IS NOT NULL
       WHERE o.state = 'pending_payment' AND o.expires_at <= ?1 AND (?2 IS NULL OR o.user_id = ?2)
       ORDER BY o.expires_at LIMIT ?3`,
    )
    .bind(now, userId, limit)
    .all<Omit<WatchedPayment, 'id'> & { id: number | null }>();
  return results;
}

/**
 * The code of a cancelled order that a provider's late callback pays: the order's latest failed code for
 * exactly that amount and currency.
 */
export async function latePaymentOf(
  db: D1Database,
  orderId: number,
  amountMinor: number,
  currency: string,
): Promise<PaymentRow | null> {
  return db
    .prepare(
      `SELECT ${P_COLUMNS} FROM payments p JOIN orders o ON o.id = p.order_id
       WHERE p.order_id = ?1 AND o.state = 'cancelled' AND p.status = 'failed' AND p.amount_minor = ?2 AND p.currency = ?3
       ORDER BY p.id DESC LIMIT 1`,
    )
    .bind(orderId, amountMinor, currency)
    .first<PaymentRow>();
}

/** Stores the link that opens a bank app on a payment's code. */
export async function saveDeeplink(db: D1Database, paymentId: number, deeplink: string): Promise<void> {
  await db.prepare('UPDATE payments SET deeplink = ?2 WHERE id = ?1').bind(paymentId, deeplink).run();
}

/**
 * Claims a poll's ask of Bakong about a code: true for the one poll that may ask now, false while another
 * poll asked less than `interval` seconds ago (two at the same moment: one wins the conditional write).
 */
export async function claimPollAsk(db: D1Database, paymentId: number, now: number, interval: number): Promise<boolean> {
  const { meta } = await db
    .prepare('UPDATE payments SET polled_at = ?2 WHERE id = ?1 AND (polled_at IS NULL OR polled_at <= ?2 - ?3)')
    .bind(paymentId, now, interval)
    .run();
  return meta.changes === 1;
}

/**
 * After an ask: `answered` (Bakong said not paid) resets the failures, otherwise they count one more;
 * `next` is when the sweep asks again (null: it stops watching the code).
 */
export function askedStatement(
  db: D1Database,
  paymentId: number,
  answered: boolean,
  next: number | null,
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE payments SET next_check_at = ?3, checked_at = CASE WHEN ?2 THEN ?4 ELSE checked_at END,
         check_failures = CASE WHEN ?2 THEN 0 ELSE check_failures + 1 END WHERE id = ?1`,
    )
    .bind(paymentId, answered ? 1 : 0, next, now);
}

/**
 * A transaction for a code that does not pay it (another amount, currency or account): one row per
 * transaction, however often it is seen, for the operator's list.
 */
export function mismatchStatement(
  db: D1Database,
  payment: PaymentRow,
  reference: string,
  detail: { why: string; amount: number; currency: string; to_account: string },
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO payment_issues (kind, order_id, payment_id, reference, detail, created_at)
       VALUES ('mismatch', ?1, ?2, ?3, ?4, ?5) ON CONFLICT (kind, reference) DO NOTHING`,
    )
    .bind(payment.order_id, payment.id, reference, JSON.stringify(detail), now);
}

/** How the last call to the rail went: answered (which ends an earlier refusal), or failed (and whether the token was refused). */
export function railStatement(
  db: D1Database,
  outcome: { failure: string | null; refused: boolean },
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE payment_rails SET answered_at = CASE WHEN ?1 IS NULL THEN ?3 ELSE answered_at END,
         failed_at = CASE WHEN ?1 IS NULL THEN failed_at ELSE ?3 END, failure = COALESCE(?1, failure),
         token_refused_at = CASE WHEN ?2 THEN ?3 WHEN ?1 IS NULL THEN NULL ELSE token_refused_at END WHERE rail = 'bakong'`,
    )
    .bind(outcome.failure, outcome.refused ? 1 : 0, now);
}

/** A payment's status now (after a settle that found it no longer pending). */
export async function paymentStatus(db: D1Database, paymentId: number): Promise<PaymentRow['status'] | null> {
  return (
    (
      await db
        .prepare('SELECT status FROM payments WHERE id = ?1')
        .bind(paymentId)
        .first<{ status: PaymentRow['status'] }>()
    )?.status ?? null
  );
}

/** Remembers a callback's nonce; false when it was already seen (a replay). */
export async function rememberNonce(db: D1Database, nonce: string, now: number): Promise<boolean> {
  const row = await db
    .prepare('INSERT INTO payment_nonces (nonce, received_at) VALUES (?1, ?2) ON CONFLICT DO NOTHING RETURNING nonce')
    .bind(nonce, now)
    .first();
  return row !== null;
}

/** Forgets nonces older than `before`: the timestamp window refuses those callbacks anyway. */
export async function forgetNonces(db: D1Database, before: number): Promise<void> {
  await db.prepare('DELETE FROM payment_nonces WHERE received_at < ?1').bind(before).run();
}

/**
 * Settles a pending payment with the provider's transaction id, while its order still waits for it (or is
 * being checked after its deadline). False when it was not pending any more (or the order was cancelled
 * meanwhile); throws on a transaction id already used (UNIQUE provider_ref), which the caller treats as a replay.
 */
export async function settlePayment(
  db: D1Database,
  paymentId: number,
  status: 'paid' | 'failed',
  providerRef: string,
  now: number,
): Promise<boolean> {
  const row = await db
    .prepare(`UPDATE payments SET status = ?2, provider_ref = ?3, paid_at = CASE ?2 WHEN 'paid' THEN ?4 END, next_check_at = NULL
       WHERE id = ?1 AND status = 'pending'
       AND EXISTS (SELECT 1 FROM orders WHERE orders.id = payments.order_id AND orders.state IN ('pending_payment', 'payment_checking')) RETURNING id`)
    .bind(paymentId, status, providerRef, now)
    .first();
  return row !== null;
}
