import type { OpsDealItem } from '../contract/console/deals';
import { raiseCatalogueVersion } from '../db/catalogue-version';
import { auditStatement } from '../db/operators';
import { dealItemStatement, readDealItem } from '../db/ops-deals';

/** A product's deal in a slot as the console saves it: its deal price, its deal stock and its per-shopper limit. */
export type DealItemAsked = { productId: number; dealCents: number; stock: number; limit: number };

/** A deal item's numbers as its audit entry names them. */
export const dealItemAudit = (item: OpsDealItem) => ({
  dealCents: item.deal_cents,
  stock: item.stock_total,
  limit: item.limit_per_shopper,
});

/**
 * Puts a product in a flash-deal slot, or changes its deal, from an operator's checked form, with its audit
 * entry in one batch that raises the catalogue's version (decision 027). `added` when the product was not in
 * the slot before, else `saved`.
 */
export async function saveDealItem(
  db: D1Database,
  slotId: number,
  item: DealItemAsked,
  operatorId: number,
  now: number,
): Promise<'added' | 'saved'> {
  const before = await readDealItem(db, slotId, item.productId);
  await db.batch([
    raiseCatalogueVersion(db),
    dealItemStatement(db, { slotId, ...item }),
    auditStatement(
      db,
      {
        operatorId,
        action: 'deal_item_save',
        entity: 'flash_deal_item',
        entityId: `${slotId}:${item.productId}`,
        before: before && dealItemAudit(before),
        after: { dealCents: item.dealCents, stock: item.stock, limit: item.limit },
      },
      now,
    ),
  ]);
  return before ? 'saved' : 'added';
}
