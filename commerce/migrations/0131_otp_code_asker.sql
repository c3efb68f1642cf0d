-- A one-time code remembers the address that asked for it (decision 046): that address keeps its own five
-- tries (asker_tries), and every other address shares five (tries), so strangers guessing cannot spend
-- the owner's code.
ALTER TABLE otp_codes ADD COLUMN asker TEXT NOT NULL DEFAULT '';
ALTER TABLE otp_codes ADD COLUMN asker_tries INTEGER NOT NULL DEFAULT 0;
