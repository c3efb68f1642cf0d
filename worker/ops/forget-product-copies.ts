import type { Context } from 'hono';
import { forgetCached } from '../data/forget-cached';
import type { OpsEnv } from './ops-app';

/** Where a product is listed: its merchant and brand, before and after a change. */
type Placement = { merchant_id: number; brand_id: number | null };

/**
 * The shop's cached catalogue reads a change to these products makes wrong: every product list (all
 * products, a category's, a brand's and home's picks are `/goods` queries; deals and pre-orders), their
 * merchants' lists, the product counts on their merchants' and brands' cards and pages, and the sitemap.
 */
function productCopies(placements: readonly Placement[]): { keys: string[]; paths: string[] } {
  const merchants = new Set(placements.map((placement) => placement.merchant_id));
  const brands = new Set(placements.flatMap((placement) => (placement.brand_id === null ? [] : [placement.brand_id])));
  return {
    keys: ['sitemap'],
    paths: [
      '/goods',
      '/discounts',
      '/preorders',
      '/merchants',
      '/brands',
      ...[...merchants].flatMap((id) => [`/merchants/${id}`, `/merchants/${id}/about`, `/merchants/${id}/goods`]),
      ...[...brands].map((id) => `/brands/${id}`),
    ],
  };
}

/** Forgets them after a product write, so the shop's lists show the change at once. */
export function forgetProductCopies(c: Context<OpsEnv>, placements: readonly Placement[]): Promise<void> {
  return forgetCached(c.env.CACHE, c.get('memory') ?? null, productCopies(placements));
}
