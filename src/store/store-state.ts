/** The client state's shape and its first values: plain data, the same on the server and in the browser. */
import type { CartGroup } from '../../commerce/contract/cart';
import type { Lang } from '../../lib/lang';

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
  /**
   * The signed-in shopper's cart as GET /api/carlists gave it: merchant groups with their lines,
   * the item count (sum of quantities) and the selected lines' amount due now in cents, as the server counts them.
   */
  cart: CartState;
  /** Today's check-in (Asia/Phnom_Penh day) and the points balance, from GET /api/mygrade. */
  checkin: { checkedInToday: boolean; points: number };
  /** Ids of the products the shopper saved and the merchants they follow (GET /api/marks): hearts and follow buttons. */
  marks: { saved: number[]; followed: number[] };
  /** How many messages the signed-in shopper has not read (the header's badge); 0 for guests. */
  unread: number;
  banners: { topHidden: boolean; popupOpen: boolean };
  online: boolean;
  /** A client navigation is waiting for data or code. */
  navigating: boolean;
  toasts: Toast[];
};

export type CartState = { groups: CartGroup[]; count: number; totalCents: number };

export type Store = StoreState;

/** The cart of a guest, or before the cart has loaded. */
export const EMPTY_CART: CartState = { groups: [], count: 0, totalCents: 0 };

/** The session facts of a shopper who is not signed in. */
export const GUEST_SESSION: StoreState['session'] = { loggedIn: false, userName: '', mobile: '' };

export function initialState(lang: Lang): StoreState {
  return {
    lang,
    session: { ...GUEST_SESSION },
    cart: { ...EMPTY_CART },
    checkin: { checkedInToday: false, points: 0 },
    marks: { saved: [], followed: [] },
    unread: 0,
    banners: { topHidden: false, popupOpen: false },
    online: true,
    navigating: false,
    toasts: [],
  };
}
