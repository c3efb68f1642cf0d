import type { ApiClient, ApiEnvelope } from '../api/client';
import type { CartList } from '../../commerce/contract/cart';
import { cartState } from './cart-state';
import type { Store } from './store-state';

/**
 * Reloads the cart from GET /api/carlists into the store and returns the
 * answer. A guest has no cart to load (the call would answer 1012 and send
 * them to sign-in), so it returns null without calling. A non-zero code
 * leaves the store as it was. Offline, it throws the client's OfflineError
 * after the shopper saw the toast.
 */
export async function refreshCart(store: Store, api: ApiClient): Promise<ApiEnvelope<CartList> | null> {
  if (!store.session.loggedIn) return null;
  const answer = await api.get<CartList>('/carlists');
  if (answer.code === 0) store.cart = cartState(answer.data);
  return answer;
}

const PENDING_ADD = 'pending-cart-add';

/** A guest's add to cart, kept for the moment they have signed in (sessionStorage: this tab, until it closes). */
export function rememberCartAdd(goodsId: number, num: number): void {
  sessionStorage.setItem(PENDING_ADD, JSON.stringify({ goodsId, num }));
}

/** Adds what a guest asked for before signing in, once; the add call's envelope, or null when nothing waited. */
export async function addRememberedToCart(store: Store, api: ApiClient): Promise<ApiEnvelope<unknown> | null> {
  const raw = sessionStorage.getItem(PENDING_ADD);
  sessionStorage.removeItem(PENDING_ADD);
  const pending = raw ? (JSON.parse(raw) as { goodsId?: unknown; num?: unknown }) : null;
  if (typeof pending?.goodsId !== 'number' || typeof pending.num !== 'number') return null;
  return addToCart(store, api, pending.goodsId, pending.num);
}

/**
 * POST /api/addcart {goods_id, num}, then reloads the cart so the header's
 * count and total follow. Returns the add call's envelope: the caller shows
 * `msg` when `code` is not 0 (out of stock, over the limit). A guest gets
 * 1012 and the client sends them to sign-in and back to this page.
 */
export async function addToCart(store: Store, api: ApiClient, goodsId: number, num = 1): Promise<ApiEnvelope<unknown>> {
  const answer = await api.post('/addcart', { goods_id: goodsId, num });
  if (answer.code === 0) await refreshCart(store, api);
  return answer;
}
