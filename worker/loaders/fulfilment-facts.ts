import { toCents } from '../../lib/money';
import type { LoaderContext } from './loader';

/**
 * What the shop's own data says about getting an order: the cheapest and dearest delivery fee (by
 * province, in cents; null when no province is served), the province where delivery is free over the
 * lowest goods total (if any), and how many stores hand orders out, where pick-up costs nothing
 * (order-prepare.ts charges shipping only to an address).
 */
export type FulfilmentFacts = {
  delivery: { from: number; to: number; free: { province: string; over: number } | null } | null;
  stores: number;
};

/** The delivery fees and pick-up stores from the edge cache (the keys checkout reads them under), summed up. */
export async function loadFulfilmentFacts(api: LoaderContext['api']): Promise<FulfilmentFacts> {
  const [fees, outlets] = await Promise.all([
    api.cached('shippingfees', async () => await api.orders.shippingFees()),
    api.cached('outlets', async () => await api.content.outlets()),
  ]);
  const cents = fees.map((row) => toCents(row.fee));
  const free = fees
    .flatMap((row) => (row.free_over === null ? [] : [{ province: row.name, over: toCents(row.free_over) }]))
    .sort((a, b) => a.over - b.over)[0];
  return {
    delivery: cents.length > 0 ? { from: Math.min(...cents), to: Math.max(...cents), free: free ?? null } : null,
    stores: outlets.length,
  };
}
