-- The console's glance counts the money received since the Phnom Penh day began (db/ops-glance.ts):
-- the paid payments by the moment they were paid, without reading every payment the shop ever had.
CREATE INDEX payments_paid ON payments (paid_at) WHERE status = 'paid';
