import type { ApiClient } from '../api/client';
import type { Store } from './store-state';

/** Reloads the ids of saved products and followed merchants (GET /api/marks), after signing in without a reload. */
export async function refreshMarks(store: Store, api: ApiClient): Promise<void> {
  if (!store.session.loggedIn) return;
  const answer = await api.get<Store['marks']>('/marks');
  if (answer.code === 0) store.marks = answer.data;
}

/** Puts `id` in or out of a list of marks, once. */
function mark(list: number[], id: number, on: boolean): void {
  const at = list.indexOf(id);
  if (on && at < 0) list.unshift(id);
  if (!on && at >= 0) list.splice(at, 1);
}

/**
 * Saves or unsaves a product (POST /api/goods/:id/save|unsave). Every heart for it follows the store.
 * Returns the API's message when it refused, else null.
 */
export async function setSaved(
  store: Store,
  api: ApiClient,
  productId: number,
  saved: boolean,
): Promise<string | null> {
  const answer = await api.post<{ saved: boolean }>(`/goods/${productId}/${saved ? 'save' : 'unsave'}`);
  if (answer.code !== 0) return answer.msg;
  mark(store.marks.saved, productId, answer.data.saved);
  return null;
}

/** Follows or unfollows a merchant (POST /api/merchants/:id/follow|unfollow); the answer's follower count, or the API's message. */
export async function setFollowed(
  store: Store,
  api: ApiClient,
  merchantId: number,
  followed: boolean,
): Promise<number | string> {
  const answer = await api.post<{ followed: boolean; followers: number }>(
    `/merchants/${merchantId}/${followed ? 'follow' : 'unfollow'}`,
  );
  if (answer.code !== 0) return answer.msg;
  mark(store.marks.followed, merchantId, answer.data.followed);
  return answer.data.followers;
}
