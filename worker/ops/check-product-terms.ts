import type { ProductTerms } from '../../commerce/contract/console/products';
import type { ProductTermsForm } from '../../src/ops/product-terms';
import { phnomPenhInput } from '../../lib/phnom-penh-time';
import { cents, phnomPenhSeconds } from './deal-forms';

export type TermsRefusal = 'badDownPayment' | 'badShipDate';

/**
 * The terms a typed editor form gives a product priced `priceCents`, or what is wrong: a down payment is
 * above 0 and below the price; a ship date is a day (Phnom Penh) and only a pre-order has one.
 */
export function checkProductTerms(
  typed: ProductTermsForm,
  priceCents: number,
  preorder: boolean,
): { terms: ProductTerms } | { refusal: TermsRefusal } {
  const earnest = typed.down_payment ? cents(typed.down_payment) : 0;
  if (earnest === null || (earnest > 0 && earnest >= priceCents)) return { refusal: 'badDownPayment' };
  const shipsAt = typed.ships_on ? phnomPenhSeconds(`${typed.ships_on}T00:00`) : null;
  if ((typed.ships_on && shipsAt === null) || (shipsAt !== null && !preorder)) return { refusal: 'badShipDate' };
  return { terms: { hidden: typed.hidden === '1' ? 1 : 0, earnest_cents: earnest, ships_at: shipsAt } };
}

/** Stored terms as the editor's fields. */
export const termsForm = (terms: ProductTerms | null): ProductTermsForm => ({
  hidden: terms?.hidden ? '1' : '',
  down_payment: terms?.earnest_cents ? (terms.earnest_cents / 100).toFixed(2) : '',
  ships_on: terms?.ships_at ? phnomPenhInput(terms.ships_at).slice(0, 10) : '',
});
