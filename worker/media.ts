import type { Context } from 'hono';
import { PHOTO_KEY } from './commerce/review-photo';
import type { AppEnv } from './app-env';

/**
 * GET /media/reviews/:key: a shopper's review photo from the REVIEW_PHOTOS bucket. Keys are random and
 * a photo never changes, so browsers and the edge may keep it for a year. Anything else is a plain 404.
 */
export async function reviewPhoto(c: Context<AppEnv>): Promise<Response> {
  const key = c.req.param('key') ?? '';
  const object = PHOTO_KEY.test(key) ? await c.env.REVIEW_PHOTOS.get(`reviews/${key}`) : null;
  if (!object) return c.text('Not found', 404, { 'cache-control': 'public, max-age=300' });
  const headers = new Headers({ 'cache-control': 'public, max-age=31536000, immutable', etag: object.httpEtag });
  object.writeHttpMetadata(headers);
  return new Response(object.body, { headers });
}
