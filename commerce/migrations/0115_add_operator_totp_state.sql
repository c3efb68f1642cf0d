-- Two-step sign-in for operators (decision 020): a secret being set up is kept apart until its first
-- code confirms it, and the last step whose code was used, so a code signs in once.
ALTER TABLE operators ADD COLUMN totp_pending TEXT;
ALTER TABLE operators ADD COLUMN totp_last_step INTEGER;
