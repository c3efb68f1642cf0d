import type { ImageAttributes } from './product-image';

/**
 * Promotion banners uploaded in the console are 3:1 JPEGs stored at two widths, the larger one named:
 * `/media/promotions/<32 hex>-1200.jpg`, with `<hex>-600.jpg` beside it (a phone's screen). The seed's
 * drawn banners (SVG) scale by themselves and are used as they are.
 */
export const PROMOTION_BANNER_WIDTHS = [600, 1200] as const;
/** Where the shop serves them (worker/media.ts), before the key. */
export const PROMOTION_BANNER_PATH = '/media/promotions/';
/** A stored banner's key: its random name and its width. */
export const PROMOTION_BANNER_KEY = /^[0-9a-f]{32}-(600|1200)\.jpg$/;
const STORED = /^(\/media\/promotions\/[0-9a-f]{32})-1200\.jpg$/;

/** The `<img>` attributes of a promotion's banner, shown as wide as the page's column (1200 CSS px at most). */
export function promotionBannerImage(src: string): ImageAttributes {
  const stored = STORED.exec(src);
  if (!stored) return { src };
  return { src, srcSet: `${stored[1]}-600.jpg 600w, ${src} 1200w`, sizes: '(min-width: 1240px) 1200px, 100vw' };
}
