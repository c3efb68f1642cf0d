import type { Context } from 'hono';
import { authUserResponse } from '../../commerce/contract/accounts';
import { cartListResponse } from '../../commerce/contract/cart';
import { CODE_TOKEN_INVALID } from '../../commerce/contract/codes';
import { unreadResponse } from '../../commerce/contract/messages';
import { myGradeResponse } from '../../commerce/contract/points';
import { marksResponse } from '../../commerce/contract/saved';
import { cartState } from '../../src/store/cart-state';
import { GUEST_SESSION } from '../../src/store/store-state';
import type { AppEnv } from '../app-env';
import { clearSessionCookies } from '../cookies';
import { describeError, log } from '../../lib/log';
import { GUEST_SHOPPER, type Shopper } from '../session-facts';
import { ApiError } from './api-error';
import type { Commerce } from './commerce';

/**
 * The shopper from a remote commerce API, which knows nothing of this edge: who they are (GET
 * /api/auth/user), then the cart, grade and check-in, saved and followed ids, and unread count in
 * parallel. An expired token (1012) clears the cookies and the request goes on as a guest.
 */
export async function remoteShopper(c: Context<AppEnv>, commerce: Commerce): Promise<Shopper> {
  try {
    const { data: user } = await commerce.get('/auth/user', authUserResponse);
    const [cart, grade, marks, unread] = await Promise.all([
      commerce.get('/carlists', cartListResponse).catch(swallow('cart')),
      commerce.get('/mygrade', myGradeResponse).catch(swallow('check-in')),
      commerce.get('/marks', marksResponse).catch(swallow('saved and followed')),
      commerce.get('/messages/unread', unreadResponse).catch(swallow('unread count')),
    ]);
    return {
      session: { loggedIn: true, userName: user.name ?? '', mobile: user.mobile ?? '' },
      state: {
        ...(cart && { cart: cartState(cart.data) }),
        ...(grade && { checkin: { checkedInToday: grade.data.is_everyday === 1, points: grade.data.points } }),
        ...(marks && { marks: marks.data }),
        ...(unread && { unread: unread.data.unread }),
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
