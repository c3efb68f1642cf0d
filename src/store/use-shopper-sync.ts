import { useEffect, useRef } from 'react';
import { useApi } from '../api/client';
import { refreshCart } from './cart-actions';
import { refreshCheckin } from './checkin-actions';
import { EMPTY_CART } from './store-state';
import { refreshMarks } from './marks-actions';
import { refreshUnread } from './unread-actions';
import { useStore, useStoreSnapshot } from './use-store';

/**
 * The server rendered the cart, check-in, marks and unread count of whoever was signed in; when
 * the session changes in the page (signing in without a reload, or a 1012
 * sign-out), they are loaded again or emptied.
 */
export function useShopperSync(): void {
  const store = useStore();
  const api = useApi();
  const { loggedIn } = useStoreSnapshot().session;
  const rendered = useRef(loggedIn);
  useEffect(() => {
    if (rendered.current === loggedIn) return;
    rendered.current = loggedIn;
    if (!loggedIn) {
      store.cart = { ...EMPTY_CART };
      store.checkin = { checkedInToday: false, points: 0 };
      store.marks = { saved: [], followed: [] };
      store.unread = 0;
      return;
    }
    void refreshCart(store, api).catch(() => undefined);
    void refreshCheckin(store, api).catch(() => undefined);
    void refreshMarks(store, api).catch(() => undefined);
    void refreshUnread(store, api).catch(() => undefined);
  }, [loggedIn, store, api]);
}
