import type { Context } from 'hono';
import { type AuthUser, type BatchedRead, type ShopperBatch, shopperBatch } from '../../commerce/embedded';
import { describeError, log } from '../../lib/log';
import { cartState } from '../../src/store/cart-state';
import { GUEST_SESSION } from '../../src/store/store-state';
import type { AppEnv } from '../app-env';
import { clearSessionCookies } from '../request/cookies';
import { GUEST_SHOPPER, type Shopper } from '../page/session-facts';

/** The shopper, and the answers of the calls their header state already holds (a loader asking again gets them free). */
export type EmbeddedShopper = { shopper: Shopper; user: AuthUser | null; answers: Record<string, unknown> };

/**
 * The shopper from the embedded commerce: the token checked and the header state read in one D1 round
 * trip (`shopperBatch`), with the page's own `reads`. A token that is not live clears the cookies and the
 * request goes on as a guest; a failed read keeps the session but shows no name.
 */
export async function embeddedShopper(c: Context<AppEnv>, reads: readonly BatchedRead[]): Promise<EmbeddedShopper> {
  const token = c.get('session')?.token;
  if (!token) return { shopper: GUEST_SHOPPER, user: null, answers: {} };
  let batch: ShopperBatch | null;
  try {
    batch = await shopperBatch(c.get('db'), token, c.get('lang'), reads);
  } catch (error) {
    log('error', 'session facts unavailable', { error: describeError(error) });
    return { shopper: { session: { ...GUEST_SESSION, loggedIn: true }, state: {} }, user: null, answers: {} };
  }
  if (!batch) {
    clearSessionCookies(c);
    c.set('session', null);
    return { shopper: GUEST_SHOPPER, user: null, answers: {} };
  }
  return {
    shopper: {
      session: { loggedIn: true, userName: batch.user.name, mobile: batch.user.mobile },
      state: { cart: cartState(batch.cart), checkin: batch.checkin, marks: batch.marks, unread: batch.unread },
    },
    user: batch.user,
    answers: batch.answers,
  };
}
