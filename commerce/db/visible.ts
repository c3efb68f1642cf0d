/**
 * Products the console has not hidden (migration 0120), as a condition on a product id expression
 * (`p.id`, or `f.rowid` on a search index). SQLite reads the hidden ones from their partial index once per
 * query and checks each row by its id, so a count or a walk that reads only an index stays index-only.
 */
export const visible = (id: string) => `${id} NOT IN (SELECT id FROM products WHERE hidden = 1)`;

/** The stock a shopper may buy of product `p`: none of a hidden product, which carts show as sold out. */
export const SALE_STOCK = 'CASE p.hidden WHEN 1 THEN 0 ELSE p.stock END';

/**
 * Merchants the console has not closed (migration 0122), as a condition on a merchant id expression: a
 * closed one's page, list entries and coupons leave the shop (its products are hidden with it).
 */
export const openMerchant = (id: string) => `${id} NOT IN (SELECT merchant_id FROM merchant_closures)`;
