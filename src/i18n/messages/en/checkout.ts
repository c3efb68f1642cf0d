/** English messages of the checkout area; `../km/checkout.ts` has the same keys. */
export const checkout = {};
