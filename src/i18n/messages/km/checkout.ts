import type { checkout as en } from '../en/checkout';

/** Khmer messages of the checkout area. */
export const checkout: typeof en = {};
