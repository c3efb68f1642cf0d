import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { PRODUCT_PHOTO_KEY } from '../lib/product-image';
import { PROMOTION_BANNER_KEY } from '../lib/promotion-banner';
import { imageResponse, productPhotoObject, promotionBannerObject } from '../commerce/embedded';
import { createCommerce } from './data/commerce';

/** GET /media/reviews/:key: a shopper's review photo, from whichever commerce API keeps it. */
export function reviewPhoto(c: Context<AppEnv>): Promise<Response> {
  return createCommerce(c).reviewPhoto(c.req.param('key') ?? '');
}

/**
 * GET /media/products/:key: a product photo uploaded in the console. The console writes to the edge's own
 * D1 and R2 (decision 020), so its photos are served from there whichever API answers /api.
 */
export async function productPhoto(c: Context<AppEnv>): Promise<Response> {
  const key = c.req.param('key') ?? '';
  return imageResponse(PRODUCT_PHOTO_KEY.test(key) ? await c.env.PRODUCT_PHOTOS.get(productPhotoObject(key)) : null);
}

/** GET /media/promotions/:key: a promotion's banner uploaded in the console, kept beside its product photos. */
export async function promotionBannerFile(c: Context<AppEnv>): Promise<Response> {
  const key = c.req.param('key') ?? '';
  return imageResponse(
    PROMOTION_BANNER_KEY.test(key) ? await c.env.PRODUCT_PHOTOS.get(promotionBannerObject(key)) : null,
  );
}
