/**
 * The one definition of a live flash deal, as SQL over `flash_deal_items i JOIN flash_deal_slots s`:
 * its slot has started and not ended at `now` (an SQL parameter) and it still has deal stock. Cards,
 * the product page, the cart and the order all price a product by it, so a product has one price.
 */
export const isLiveDeal = (now: string) => `s.starts_at <= ${now} AND s.ends_at > ${now} AND i.stock_left > 0`;

/**
 * A column of product `p`'s live deal at `now` (the cheapest, then the first slot, as the order takes
 * it: db/order-lines.ts); NULL without one.
 */
export const liveDeal = (now: string, column: 'deal_cents' | 'limit_per_shopper' | 'stock_left' | 'slot_id') =>
  `(SELECT i.${column} FROM flash_deal_items i JOIN flash_deal_slots s ON s.id = i.slot_id
    WHERE i.product_id = p.id AND ${isLiveDeal(now)} ORDER BY i.deal_cents, i.slot_id LIMIT 1)`;
