import type { ApiClient } from '../api/client';
import type { z } from 'zod';
import type { myGradeSchema } from '../../commerce/contract/points';
import { showToast } from './actions';
import type { Store } from './store-state';

/** How long the check-in result toast stays (the specification's 1500 ms, top-right). */
export const CHECKIN_TOAST_MS = 1500;

/** Reloads today's check-in status and the points balance from GET /api/mygrade (signed-in shoppers only). */
export async function refreshCheckin(store: Store, api: ApiClient): Promise<void> {
  if (!store.session.loggedIn) return;
  const answer = await api.get<z.infer<typeof myGradeSchema>>('/mygrade');
  if (answer.code === 0) store.checkin = { checkedInToday: answer.data.is_everyday === 1, points: answer.data.points };
}

/**
 * The daily check-in, POST /api/signin: the answer's message shows top-right
 * for 1.5 s (success for code 0, error otherwise) and the points balance in
 * the store follows without a reload.
 */
export async function checkIn(store: Store, api: ApiClient): Promise<void> {
  const answer = await api.post<{ points: number; balance: number } | null>('/signin');
  if (!store.session.loggedIn) return;
  showToast(
    store,
    { kind: answer.code === 0 ? 'success' : 'error', text: answer.msg, position: 'top-right' },
    CHECKIN_TOAST_MS,
  );
  if (answer.code === 0 && answer.data) store.checkin = { checkedInToday: true, points: answer.data.balance };
  else await refreshCheckin(store, api);
}
