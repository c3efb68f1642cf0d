import type { CartList } from '../../commerce/contract/cart';
import { toCents } from '../../lib/money';
import type { CartState } from './store-state';

/**
 * The store's cart from GET /api/carlists, with the server's figures as they are: `count` the items
 * (sum of quantities), `total` the selected lines' amount due now. The same function runs on the
 * server and in the browser; nothing here prices a cart a second time.
 */
export function cartState(list: CartList): CartState {
  return { groups: list.lists, count: list.count, totalCents: toCents(list.total) };
}
