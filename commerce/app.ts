import { Hono } from 'hono';
import { describeError, log } from '../lib/log';
import { apiLang } from './api-lang';
import type { CommerceEnv } from './commerce-env';
import { fail } from './envelope';
import { ServiceError } from './service';
import { strictBody } from './strict-body';
import { account } from './routes/account';
import { addresses } from './routes/addresses';
import { messages } from './routes/messages';
import { myFreebies } from './routes/my-freebies';
import { auth } from './routes/auth';
import { cart } from './routes/cart';
import { categories } from './routes/categories';
import { contact } from './routes/contact';
import { content } from './routes/content';
import { coupons } from './routes/coupons';
import { deals } from './routes/deals';
import { goods } from './routes/goods';
import { login } from './routes/login';
import { newsletter } from './routes/newsletter';
import { operator } from './routes/operator';
import { orders } from './routes/orders';
import { payments } from './routes/payments';
import { pages } from './routes/pages';
import { points } from './routes/points';
import { shops } from './routes/shops';
import { reviews } from './routes/reviews';
import { saved } from './routes/saved';
import { social } from './routes/social';

/**
 * The embedded commerce API: what /api/* reaches when API_ORIGIN is unset.
 * It speaks the programme's contract (commerce/contract) on D1.
 */
export const commerce = new Hono<CommerceEnv>().basePath('/api');

commerce.use(apiLang());
commerce.use(strictBody());
// A module whose endpoints share a prefix is mounted there; the programme's contract names most endpoints
// flat (/carlists, /addcart, /signin, /mygrade, /goods, /brands, /merchants, ...), so those modules mount at '/'.
commerce.route('/', categories);
commerce.route('/', login);
commerce.route('/auth', auth);
commerce.route('/', points);
commerce.route('/', cart);
commerce.route('/', goods);
commerce.route('/', shops);
commerce.route('/', coupons);
commerce.route('/', deals);
commerce.route('/', content);
commerce.route('/', account);
commerce.route('/', newsletter);
commerce.route('/', payments);
commerce.route('/', orders);
commerce.route('/', addresses);
commerce.route('/', pages);
commerce.route('/', contact);
commerce.route('/messages', messages);
commerce.route('/', myFreebies);
commerce.route('/operator', operator);
commerce.route('/orders/:id/reviews', reviews);
commerce.route('/', saved);
commerce.route('/auth', social);

commerce.notFound((c) => fail(c, 404, 'notFound', 404));
commerce.onError((error, c) => {
  if (error instanceof ServiceError) return fail(c, error.code, error.key, error.status, error.params);
  log('error', 'commerce API error', { path: new URL(c.req.url).pathname, error: describeError(error) });
  return fail(c, 500, 'serverError', 500);
});
