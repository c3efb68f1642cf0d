-- A flash-deal slot can repeat every day: starts_at and ends_at are its first window (at most a day
-- long), and it comes back at the same Phnom Penh time each day after (db/live-deal.ts says which
-- window is current). Existing slots are one-off windows, as before.
ALTER TABLE flash_deal_slots ADD COLUMN repeats_daily INTEGER NOT NULL DEFAULT 0 CHECK (repeats_daily IN (0, 1));
