import type { Context } from 'hono';
import { CODE_TOKEN_INVALID } from '../../commerce/contract/codes';
import { cartState } from '../../src/store/cart-state';
import { GUEST_SESSION } from '../../src/store/store-state';
import type { AppEnv } from '../app-env';
import { clearSessionCookies } from '../request/cookies';
import { describeError, log } from '../../lib/log';
import { GUEST_SHOPPER, type Shopper } from '../page/session-facts';
import { ApiError } from '../../commerce/contract/api-error';
import type { CommerceReads } from '../../commerce/client';

/**
 * The shopper from a remote commerce API, which knows nothing of this edge: who they are (GET
 * /api/auth/user), then the cart, grade and check-in, saved and followed ids, and unread count in
 * parallel. An expired token (1012) clears the cookies and the request goes on as a guest.
 */
export async function remoteShopper(c: Context<AppEnv>, commerce: CommerceReads): Promise<Shopper> {
  try {
    const user = await commerce.auth.user();
    const [cart, grade, marks, unread] = await Promise.all([
      commerce.cart.list().catch(swallow('cart')),
      commerce.points.grade().catch(swallow('check-in')),
      commerce.saved.marks().catch(swallow('saved and followed')),
      commerce.messages.unread().catch(swallow('unread count')),
    ]);
    return {
      session: { loggedIn: true, userName: user.name ?? '', mobile: user.mobile ?? '' },
      state: {
        ...(cart && { cart: cartState(cart) }),
        ...(grade && { checkin: { checkedInToday: grade.is_everyday === 1, points: grade.points } }),
        ...(marks && { marks }),
        ...(unread && { unread: unread.unread }),
      },
    };
  } catch (error) {
    if (error instanceof ApiError && error.code === CODE_TOKEN_INVALID) {
      clearSessionCookies(c);
      c.set('session', null);
      return GUEST_SHOPPER;
    }
    log('error', 'session facts unavailable', { error: describeError(error) });
    return { session: { ...GUEST_SESSION, loggedIn: true }, state: {} };
  }
}

function swallow(part: string) {
  return (error: unknown) => {
    log('error', `${part} unavailable for the first paint`, { error: describeError(error) });
    return null;
  };
}
