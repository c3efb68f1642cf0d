-- The MD5 of a KHQR payment's exact QR string: Bakong's check_transaction_by_md5 finds the transaction that paid it.
ALTER TABLE payments ADD COLUMN md5 TEXT;
CREATE INDEX payments_pending_md5 ON payments (created_at) WHERE status = 'pending' AND md5 IS NOT NULL;
