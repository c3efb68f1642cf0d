import { proxy } from 'valtio';
import type { Lang } from '../lib/lang';

export type Toast = {
  id: number;
  kind: 'success' | 'error';
  text: string;
  /** Centred for session and network errors, top-right for check-in results. */
  position: 'center' | 'top-right';
};

/** What the browser may know: session facts only, never the token. */
export type StoreState = {
  lang: Lang;
  session: { loggedIn: boolean; userName: string; mobile: string };
  cart: { count: number; totalCents: number };
  checkin: { checkedInToday: boolean };
  banners: { topHidden: boolean; popupOpen: boolean };
  navName: string;
  pageTitle: string;
  online: boolean;
  /** A client navigation is waiting for data or code. */
  navigating: boolean;
  toasts: Toast[];
};

export type Store = StoreState;

/** The session facts of a shopper who is not signed in. */
export const GUEST_SESSION: StoreState['session'] = { loggedIn: false, userName: '', mobile: '' };

export function initialState(lang: Lang): StoreState {
  return {
    lang,
    session: { ...GUEST_SESSION },
    cart: { count: 0, totalCents: 0 },
    checkin: { checkedInToday: false },
    banners: { topHidden: false, popupOpen: false },
    navName: 'home',
    pageTitle: '',
    online: true,
    navigating: false,
    toasts: [],
  };
}

/**
 * The shop's client state as a valtio proxy. The server makes one per
 * request; the browser makes one from the snapshot the server serialized.
 */
export function createStore(state: StoreState): Store {
  return proxy(structuredClone(state));
}
