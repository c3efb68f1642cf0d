/** Stock (none of a hidden product) and per-shopper limit of a product, to explain a refused cart change (read only). */
export async function getProductStock(
  db: D1Database,
  productId: number,
): Promise<{ stock: number; limit_per_shopper: number } | null> {
  return db
    .prepare('SELECT CASE hidden WHEN 1 THEN 0 ELSE stock END AS stock, limit_per_shopper FROM products WHERE id = ?1')
    .bind(productId)
    .first();
}
