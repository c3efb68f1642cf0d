import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { cartListResponse } from '../src/api/contract/cart';
import { CODE_TOKEN_INVALID } from '../src/api/contract/envelope';
import { unreadResponse } from '../src/api/contract/messages';
import { myGradeResponse } from '../src/api/contract/points';
import { marksResponse } from '../src/api/contract/saved';
import { TOP_BANNER_COOKIE } from '../src/components/TopBanner';
import { cartState } from '../src/store/cart-state';
import { GUEST_SESSION, type StoreState } from '../src/store/create-store';
import type { Api } from './api-client';
import type { AppEnv } from './app-env';
import { clearSessionCookies } from './cookies';
import { describeError, log } from './log';
import { callUpstream } from './upstream';

export type SessionFacts = StoreState['session'];

const GUEST = GUEST_SESSION;

const userAnswer = z.object({
  code: z.number(),
  data: z.object({ name: z.string().nullish(), mobile: z.string().nullish() }).nullish(),
});

/**
 * Who is signed in, for SSR and the store: the user's name and mobile from
 * GET /api/auth/user. An expired token (1012) clears the cookies and the
 * request continues as a guest; an upstream failure keeps the session but
 * shows no name.
 */
export async function loadSessionFacts(c: Context<AppEnv>): Promise<SessionFacts> {
  if (!c.var.session) return GUEST;
  try {
    const response = await callUpstream(c, new Request(new URL('/api/auth/user', c.req.url)), c.var.lang);
    const answer = userAnswer.parse(await response.json());
    if (answer.code === CODE_TOKEN_INVALID) {
      clearSessionCookies(c);
      c.set('session', null);
      return GUEST;
    }
    if (answer.code !== 0 || !answer.data) return { ...GUEST, loggedIn: true };
    return { loggedIn: true, userName: answer.data.name ?? '', mobile: answer.data.mobile ?? '' };
  } catch (error) {
    log('error', 'session facts unavailable', { error: describeError(error) });
    return { ...GUEST, loggedIn: true };
  }
}

/** The parts of the store the first paint needs: the header's cart, the check-in state, saved and followed ids, the unread count, the banners. */
export type ShopperState = Pick<StoreState, 'cart' | 'checkin' | 'marks' | 'unread' | 'banners'>;

/** Whether the shopper hid the top banner (a cookie, so the server leaves it out and nothing flashes). */
export function bannerState(c: Context<AppEnv>): Pick<ShopperState, 'banners'> {
  return { banners: { topHidden: getCookie(c, TOP_BANNER_COOKIE) === 'hidden', popupOpen: false } };
}

/**
 * The cart (GET /api/carlists), check-in status (GET /api/mygrade), the
 * saved and followed ids (GET /api/marks) and unread messages (GET
 * /api/messages/unread) of a signed-in shopper, for the server-rendered store,
 * so the header's counts, every heart and every follow button are right before
 * hydration (no request from the browser for them). A guest costs no call; a failed call leaves
 * that part empty (the page still renders).
 */
export async function loadShopperState(api: Api, session: SessionFacts): Promise<Partial<ShopperState>> {
  if (!session.loggedIn) return {};
  const [cart, grade, marks, unread] = await Promise.all([
    api.get('/carlists', cartListResponse).catch(swallow('cart')),
    api.get('/mygrade', myGradeResponse).catch(swallow('check-in')),
    api.get('/marks', marksResponse).catch(swallow('saved and followed')),
    api.get('/messages/unread', unreadResponse).catch(swallow('unread count')),
  ]);
  return {
    ...(cart && { cart: cartState(cart.data.lists) }),
    ...(grade && { checkin: { checkedInToday: grade.data.is_everyday === 1, points: grade.data.points } }),
    ...(marks && { marks: marks.data }),
    ...(unread && { unread: unread.data.unread }),
  };
}

function swallow(part: string) {
  return (error: unknown) => {
    log('error', `${part} unavailable for the first paint`, { error: describeError(error) });
    return null;
  };
}
