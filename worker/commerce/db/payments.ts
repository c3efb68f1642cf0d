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
  created_at: number;
};

const COLUMNS = 'id, order_id, provider, amount_cents, currency, amount_minor, status, payload, md5, created_at';

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
export async function openPayment(db: D1Database, payment: Omit<PaymentRow, 'id' | 'status'>): Promise<PaymentRow> {
  await db
    .prepare(
      `INSERT INTO payments (order_id, provider, amount_cents, currency, amount_minor, status, payload, md5, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, 'pending', ?6, ?7, ?8 WHERE NOT EXISTS (SELECT 1 FROM payments WHERE order_id = ?1 AND status = 'pending')`,
    )
    .bind(
      payment.order_id,
      payment.provider,
      payment.amount_cents,
      payment.currency,
      payment.amount_minor,
      payment.payload,
      payment.md5,
      payment.created_at,
    )
    .run();
  const row = await pendingPayment(db, payment.order_id);
  if (!row) throw new Error('payment not opened');
  return row;
}

/** Pending KHQR payments Bakong can be asked about (they have the MD5 of their code), oldest first, of orders still waiting. */
export async function pendingKhqrPayments(db: D1Database, limit: number): Promise<PaymentRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS.split(', ')
        .map((column) => `p.${column}`)
        .join(', ')} FROM payments p JOIN orders o ON o.id = p.order_id
       WHERE p.status = 'pending' AND p.md5 IS NOT NULL AND o.state = 'pending_payment' ORDER BY p.created_at LIMIT ?1`,
    )
    .bind(limit)
    .all<PaymentRow>();
  return results;
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
 * Settles a pending payment with the provider's transaction id, while its order still waits for it. False
 * when it was not pending any more (or the order was cancelled meanwhile); throws on a transaction id
 * already used (UNIQUE provider_ref), which the caller treats as a replay.
 */
export async function settlePayment(
  db: D1Database,
  paymentId: number,
  status: 'paid' | 'failed',
  providerRef: string,
  now: number,
): Promise<boolean> {
  const row = await db
    .prepare(`UPDATE payments SET status = ?2, provider_ref = ?3, paid_at = CASE ?2 WHEN 'paid' THEN ?4 END WHERE id = ?1 AND status = 'pending'
       AND EXISTS (SELECT 1 FROM orders WHERE orders.id = payments.order_id AND orders.state = 'pending_payment') RETURNING id`)
    .bind(paymentId, status, providerRef, now)
    .first();
  return row !== null;
}
