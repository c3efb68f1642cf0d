import type { ApiClient } from '../api/client';
import { refreshCart } from './cart-actions';
import { refreshCheckin } from './checkin-actions';
import { refreshMarks } from './marks-actions';
import type { Store } from './store-state';

/**
 * Signs a shopper in: POST /api/login (a ticket), POST /api/gettoken (the worker keeps the token in
 * the HttpOnly cookie), then GET /api/auth/user for the name in the header, then the cart and
 * today's check-in. Returns the API's message when a step fails, or null when the shopper is signed in.
 */
export async function signIn(store: Store, api: ApiClient, mobile: string, pass: string): Promise<string | null> {
  const login = await api.post<{ uid: number }>('/login', { mobile, pass });
  if (login.code !== 0) return login.msg;
  const token = await api.post('/gettoken', { uid: login.data.uid });
  if (token.code !== 0) return token.msg;
  const user = await api.get<{ name?: string | null }>('/auth/user');
  store.session = { loggedIn: true, userName: user.data?.name ?? '', mobile };
  // The specification's non-secret `num` key (the mobile); the token never leaves its HttpOnly cookie. Sign-out clears storage.
  localStorage.setItem('num', mobile);
  // The page was rendered for a guest: the shopper's cart, today's check-in and saved and followed ids come now.
  await Promise.all([refreshCart(store, api), refreshCheckin(store, api), refreshMarks(store, api)]);
  return null;
}
