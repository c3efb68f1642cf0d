import type { Reorder } from './contract/orders';
import { addToCart } from './db/cart';
import type { OrderItemRow } from './db/order-read';

/**
 * Puts an order's products back into the shopper's cart, each as many as before or, when the stock or
 * the limits no longer allow that, one; what cannot be added at all (sold out, over the limit, gone)
 * is listed as unavailable. addToCart checks stock and limits inside its statement.
 */
export async function reorder(db: D1Database, userId: number, items: OrderItemRow[], now: number): Promise<Reorder> {
  const result: Reorder = { added: [], unavailable: [] };
  for (const item of items) {
    const line = { product_id: item.product_id, name: item.name, num: item.num };
    const added = (await addToCart(db, userId, item.product_id, item.num, now))
      ? item.num
      : item.num > 1 && (await addToCart(db, userId, item.product_id, 1, now))
        ? 1
        : 0;
    if (added) result.added.push({ ...line, num: added });
    else result.unavailable.push(line);
  }
  return result;
}
