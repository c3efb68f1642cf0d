import { outletsResponse } from '../../src/api/contract/content';
import { shippingFeesResponse } from '../../src/api/contract/orders';
import { toCents } from '../../src/lib/money';
import type { LoaderContext } from './loader';

/**
 * What the shop's own data says about getting an order: the cheapest and dearest delivery fee (by
 * province, in cents; null when no province is served) and how many stores hand orders out, where
 * pick-up costs nothing (order-prepare.ts charges shipping only to an address).
 */
export type FulfilmentFacts = { delivery: { from: number; to: number } | null; stores: number };

/** The delivery fees and pick-up stores from the edge cache (the keys checkout reads them under), summed up. */
export async function loadFulfilmentFacts(api: LoaderContext['api']): Promise<FulfilmentFacts> {
  const [fees, outlets] = await Promise.all([
    api.cached('shippingfees', async () => (await api.get('/shippingfees', shippingFeesResponse)).data),
    api.cached('outlets', async () => (await api.get('/outlets', outletsResponse)).data),
  ]);
  const cents = fees.map((row) => toCents(row.fee));
  return {
    delivery: cents.length > 0 ? { from: Math.min(...cents), to: Math.max(...cents) } : null,
    stores: outlets.length,
  };
}
