/**
 * The product editor's fields beyond the CSV's (product-form.ts): whether the shop shows the product, its
 * down payment per item in US$ ('' for none) and a pre-order's ship date (YYYY-MM-DD in Phnom Penh, or '').
 * The import leaves them as they are.
 */
export type ProductTermsForm = { hidden: string; down_payment: string; ships_on: string };

export const PRODUCT_TERMS_FIELDS = [
  'hidden',
  'down_payment',
  'ships_on',
] as const satisfies readonly (keyof ProductTermsForm)[];
