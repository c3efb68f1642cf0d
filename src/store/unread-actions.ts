import type { ApiClient } from '../api/client';
import type { Store } from './store-state';

/** Reloads the header's unread count from GET /api/messages/unread (signed-in shoppers only). */
export async function refreshUnread(store: Store, api: ApiClient): Promise<void> {
  if (!store.session.loggedIn) return;
  const answer = await api.get<{ unread: number }>('/messages/unread');
  if (answer.code === 0) store.unread = answer.data.unread;
}

/**
 * Marks a message read (POST /api/messages/:id/read, same-origin only) once its page has shown it, and
 * puts the count left in the header's badge. Opening a message by GET changes nothing.
 */
export async function markRead(store: Store, api: ApiClient, id: number): Promise<void> {
  const answer = await api.post<{ unread: number }>(`/messages/${id}/read`);
  if (answer.code === 0) store.unread = answer.data.unread;
}
