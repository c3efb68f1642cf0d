import type { Context } from 'hono';
import { TOP_BANNER_COOKIE } from '../../lib/top-banner-cookie';
import { GUEST_SESSION, type StoreState } from '../../src/store/store-state';
import type { AppEnv } from '../app-env';
import { readCookie } from '../request/cookies';

export type SessionFacts = StoreState['session'];

/** The parts of the store the first paint needs: the header's cart, the check-in state, saved and followed ids, the unread count, the banners. */
export type ShopperState = Pick<StoreState, 'cart' | 'checkin' | 'marks' | 'unread' | 'banners'>;

/**
 * Who is signed in and what the header shows them, for SSR and the store, so the header's counts,
 * every heart and every follow button are right before hydration. A guest is GUEST_SESSION with no
 * state; a part that failed to load is left out (the page still renders).
 */
export type Shopper = { session: SessionFacts; state: Partial<Omit<ShopperState, 'banners'>> };

export const GUEST_SHOPPER: Shopper = { session: GUEST_SESSION, state: {} };

/** Whether the shopper hid the top banner (a cookie, so the server leaves it out and nothing flashes). */
export function bannerState(c: Context<AppEnv>): Pick<ShopperState, 'banners'> {
  return { banners: { topHidden: readCookie(c, TOP_BANNER_COOKIE) === 'hidden', popupOpen: false } };
}
