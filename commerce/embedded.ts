import { nowSeconds, phnomPenhDate } from '../lib/clock';
import type { Lang } from '../lib/lang';
import { type BatchedRead, shopperRows } from './db/shopper-state';
import { type AuthUser, findTokenUser } from './db/tokens';
import { cartView } from './routes/cart';
import { gradeView } from './routes/points';
import { sha256Hex } from './secrets';

/*
 * What the edge uses of the embedded commerce API besides its reads (client.ts) and its routes
 * (app.ts): the shopper's header state in one batch, the token check, the catalogue's version, the
 * cron's round, the files it keeps in R2, and the constants both sides of /api agree on.
 */
export { CLIENT_ADDRESS_HEADER } from './client-address';
export { readCatalogueVersion } from './db/catalogue-version';
export { ACCOUNT_HOME_MESSAGES, type BatchedRead } from './db/shopper-state';
export type { SiteSettings } from './contract/console/site';
export { readSiteSettings } from './db/site-settings';
export type { AuthUser } from './db/tokens';
export { imageResponse } from './image-response';
export { maintain, type Maintenance } from './maintenance';
export { bakongOriginAllowed } from './payments/bakong';
export { MAX_PAYMENT_MINUTES } from './payments/payment-config';
export { productPhotoObject } from './product-photo';
export { promotionBannerObject } from './promotion-banner';
export { PHOTO_KEY, PHOTO_MAX_BYTES, PHOTOS_PER_REVIEW, reviewPhotoPath } from './review-photo';
export { REVIEW_PHOTO_KEPT, reviewPhotoFile } from './review-photo-file';
export type { ServiceContext } from './service';

/** The shopper of a live session token, checked on its own; null for a token that is not live. */
export async function tokenUser(db: D1Database, token: string): Promise<AuthUser | null> {
  return findTokenUser(db, await sha256Hex(token), nowSeconds());
}

/** A signed-in shopper's header state, as the cart and grade reads answer it, with the answers of the page's own reads. */
export type ShopperBatch = {
  user: AuthUser;
  cart: ReturnType<typeof cartView>;
  grade: ReturnType<typeof gradeView>;
  checkin: { checkedInToday: boolean; points: number };
  marks: { saved: number[]; followed: number[] };
  unread: number;
  /** By the read's path and query, as the client keys its calls: `/carlists`, `/mygrade` and the page's `reads`. */
  answers: Record<string, unknown>;
};

/**
 * The shopper of a session token and their header state in one D1 round trip (`shopperRows`: every
 * statement finds the shopper through the token, so the token is checked in the same batch), with the
 * page's own `reads`. Null when the token is not live.
 */
export async function shopperBatch(
  db: D1Database,
  token: string,
  lang: Lang,
  reads: readonly BatchedRead[],
): Promise<ShopperBatch | null> {
  const now = nowSeconds();
  const rows = await shopperRows(db, await sha256Hex(token), lang, now, phnomPenhDate(now), reads);
  if (!rows) return null;
  const cart = cartView(rows.cart);
  const grade = gradeView(rows.points, lang);
  return {
    user: rows.user,
    cart,
    grade,
    checkin: { checkedInToday: rows.points.checkedIn, points: rows.points.balance },
    marks: rows.marks,
    unread: rows.unread,
    // Not the unread count or the marks: a page may change them before reading them (saving a product).
    answers: { '/carlists': cart, '/mygrade': grade, ...rows.answers },
  };
}
