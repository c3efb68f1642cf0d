/**
 * The day the seed's dates are written around: its midday flash deal is on, the 12.12 slot and sale
 * are ahead, the 11.11 sale is over, its orders are recent or old as their tests expect. Every worker
 * test runs on it (test/worker/setup.ts), so none of them changes its answer as the calendar moves on.
 * Noon in Phnom Penh.
 */
export const SEED_DAY = new Date('2026-11-21T05:00:00Z');
