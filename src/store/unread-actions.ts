import type { ApiClient } from '../api/client';
import type { Store } from './store-state';

/** Reloads the header's unread count from GET /api/messages/unread (signed-in shoppers only). */
export async function refreshUnread(store: Store, api: ApiClient): Promise<void> {
  if (!store.session.loggedIn) return;
  const answer = await api.get<{ unread: number }>('/messages/unread');
  if (answer.code === 0) store.unread = answer.data.unread;
}
