/**
 * Days a pick-up waits at the store once ready (decision 054; checkout and the order page say so): then
 * the sweep marks it not collected. Its down payment is kept, as checkout says; anything paid beyond it is
 * refunded. Apart from the zod schemas so the checkout page can read it without bundling zod.
 */
export const PICKUP_HOLD_DAYS = 7;
export const PICKUP_HOLD_SECONDS = PICKUP_HOLD_DAYS * 86_400;
