/** Stock and per-shopper limit of a product, to explain a refused cart change (read only). */
export async function getProductStock(
  db: D1Database,
  productId: number,
): Promise<{ stock: number; limit_per_shopper: number } | null> {
  return db.prepare('SELECT stock, limit_per_shopper FROM products WHERE id = ?1').bind(productId).first();
}
