import type { ApiClient, ApiEnvelope } from '../api/client';
import { refreshCart } from './cart-actions';
import type { Store } from './store-state';

/**
 * The cart page's changes. Each calls the API, then reloads the cart into the store so the page
 * and the header's count and total show the same thing. Returns the change's envelope: the caller
 * shows `msg` when `code` is not 0 (over the stock or the limit, already removed).
 */
async function change(
  store: Store,
  api: ApiClient,
  path: string,
  body: Record<string, unknown>,
): Promise<ApiEnvelope<unknown>> {
  const answer = await api.post(path, body);
  await refreshCart(store, api);
  return answer;
}

/** Sets a line's quantity (cart line id). */
export const setQuantity = (store: Store, api: ApiClient, id: number, num: number) =>
  change(store, api, '/cartnum', { id, num });

/** Removes lines. */
export const removeLines = (store: Store, api: ApiClient, ids: number[]) => change(store, api, '/delcart', { ids });

/** Selects or deselects lines for checkout: one line, a merchant's lines, or every line (`ids` null). */
export const selectLines = (store: Store, api: ApiClient, ids: number[] | null, selected: boolean) =>
  change(store, api, '/selectcart', { ...(ids && { ids }), selected: selected ? 1 : 0 });
