import type { Context } from 'hono';
import { cartState } from '../../src/store/cart-state';
import { GUEST_SESSION } from '../../src/store/store-state';
import type { AppEnv } from '../app-env';
import { nowSeconds, phnomPenhDate } from '../../commerce/clock';
import { type BatchedRead, shopperRows, type ShopperRows } from '../../commerce/db/shopper-state';
import type { AuthUser } from '../../commerce/db/tokens';
import { cartView } from '../../commerce/routes/cart';
import { gradeView } from '../../commerce/routes/points';
import { sha256Hex } from '../../commerce/secrets';
import { clearSessionCookies } from '../cookies';
import { describeError, log } from '../../lib/log';
import { GUEST_SHOPPER, type Shopper } from '../session-facts';

/** The shopper, and the answers of the calls their header state already holds (a loader asking again gets them free). */
export type EmbeddedShopper = { shopper: Shopper; user: AuthUser | null; answers: Record<string, unknown> };

/**
 * The shopper from the embedded commerce: the token checked and the header state read in one D1 round
 * trip (`shopperRows`), with the page's own `reads`. A token that is not live clears the cookies and the
 * request goes on as a guest; a failed read keeps the session but shows no name.
 */
export async function embeddedShopper(c: Context<AppEnv>, reads: readonly BatchedRead[]): Promise<EmbeddedShopper> {
  const token = c.get('session')?.token;
  if (!token) return { shopper: GUEST_SHOPPER, user: null, answers: {} };
  const now = nowSeconds();
  let rows: ShopperRows | null;
  try {
    rows = await shopperRows(c.get('db'), await sha256Hex(token), c.get('lang'), now, phnomPenhDate(now), reads);
  } catch (error) {
    log('error', 'session facts unavailable', { error: describeError(error) });
    return { shopper: { session: { ...GUEST_SESSION, loggedIn: true }, state: {} }, user: null, answers: {} };
  }
  if (!rows) {
    clearSessionCookies(c);
    c.set('session', null);
    return { shopper: GUEST_SHOPPER, user: null, answers: {} };
  }
  const cart = cartView(rows.cart);
  const grade = gradeView(rows.points, c.get('lang'));
  return {
    shopper: {
      session: { loggedIn: true, userName: rows.user.name, mobile: rows.user.mobile },
      state: {
        cart: cartState(cart),
        checkin: { checkedInToday: rows.points.checkedIn, points: rows.points.balance },
        marks: rows.marks,
        unread: rows.unread,
      },
    },
    user: rows.user,
    // Not the unread count or the marks: a page may change them before reading them (saving a product).
    answers: { '/carlists': cart, '/mygrade': grade, ...rows.answers },
  };
}
