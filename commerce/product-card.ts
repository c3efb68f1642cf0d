import type { ProductCardRow } from './db/products';
import { fromCents } from '../lib/money';

/** A product row as the wire's product card: money as 2-decimal strings, rating as stars (one decimal). */
export function productCard(row: ProductCardRow) {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    money: fromCents(row.price_cents),
    market_money: row.compare_cents ? fromCents(row.compare_cents) : null,
    discount_percent: row.compare_cents ? Math.round((1 - row.price_cents / row.compare_cents) * 100) : 0,
    is_earnest: row.is_earnest,
    earnest_money: fromCents(row.earnest_cents),
    stock: row.stock,
    sold: row.sold,
    rating: row.rating_x10 / 10,
    rating_count: row.rating_count,
    merchant_id: row.merchant_id,
    brand_id: row.brand_id,
    is_preorder: row.is_preorder,
  };
}
