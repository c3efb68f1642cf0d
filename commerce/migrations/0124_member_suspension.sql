-- Members the console suspends (fraud, abuse): every session is revoked with it, and sign-in is refused
-- until the console reinstates them; their orders, points and reviews stay. `suspended_at` is when (NULL:
-- in good standing), with the operator's reason.
ALTER TABLE users ADD COLUMN suspended_at INTEGER;
ALTER TABLE users ADD COLUMN suspended_reason TEXT;
