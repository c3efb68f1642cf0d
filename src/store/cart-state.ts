import type { CartGroup } from '../api/contract/cart';
import { totalDueCents } from '../lib/money';
import type { CartState } from './store-state';

/**
 * The store's cart from the merchant groups of GET /api/carlists: the item
 * count is the sum of quantities; the total is what every line costs now
 * (`lineDueCents`: the down payment for is_earnest 1, the price otherwise),
 * in integer cents. The same function runs on the server and in the browser.
 */
export function cartState(groups: CartGroup[]): CartState {
  const lines = groups.flatMap((group) => group.child);
  return {
    groups,
    count: lines.reduce((sum, line) => sum + line.num, 0),
    totalCents: totalDueCents(lines),
  };
}
