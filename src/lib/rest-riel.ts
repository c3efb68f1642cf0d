import { rielFor } from '../../lib/money';

/**
 * The riel of what is left of a total once `partCents` of it is paid: the total's riel less the part's
 * (each rounded to 100៛), so the riel shown for the part and for the rest add up to the total's.
 * Its own module: only order pages need it, and money.ts is in every page's initial JS.
 */
export function restRiel(totalCents: number, partCents: number, khrPerUsd: number): number {
  return rielFor(totalCents, khrPerUsd) - rielFor(partCents, khrPerUsd);
}
