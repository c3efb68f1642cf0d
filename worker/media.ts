import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { createCommerce } from './data/commerce';

/** GET /media/reviews/:key: a shopper's review photo, from whichever commerce API keeps it. */
export function reviewPhoto(c: Context<AppEnv>): Promise<Response> {
  return createCommerce(c).reviewPhoto(c.req.param('key') ?? '');
}
