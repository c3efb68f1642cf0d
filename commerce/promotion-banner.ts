import { PROMOTION_BANNER_PATH, PROMOTION_BANNER_WIDTHS } from '../lib/promotion-banner';
import { coverPixels } from './photo/cover-pixels';
import { fitPixels } from './photo/fit-pixels';
import { jpegOf, PHOTO_MAX_SIDE, type ReencodeProblem, uprightPixels } from './photo/reencode-photo';
import { PRODUCT_PHOTO_BYTES } from './product-photo';

const [SMALL_WIDTH, WIDTH] = PROMOTION_BANNER_WIDTHS;
const UPLOAD_TYPES = new Set(['image/jpeg', 'image/png']);

export type PromotionBannerProblem = 'photoType' | 'photoSize' | 'bannerSmall' | ReencodeProblem;
/** A banner ready to store: its path in the shop and every R2 object to put. */
export type PromotionBanner = { path: string; objects: { key: string; bytes: Uint8Array }[] };

/** The R2 key of a stored banner, in the console's picture bucket (PRODUCT_PHOTOS). */
export const promotionBannerObject = (key: string) => `promotions/${key}`;

/**
 * An upload made into a promotion's banner: decoded whole and upright, its middle cut to 3:1, and encoded
 * again as new JPEGs 1200 and 600 px wide (lib/promotion-banner.ts): nothing of the upload but its
 * pixels, as with product photos (decision 016). Refuses a picture whose 3:1 middle is narrower than
 * 1200 px: the home page shows it that wide. `hex` is the banner's random name.
 */
export async function promotionBanner(file: File, hex: string): Promise<PromotionBanner | PromotionBannerProblem> {
  if (!UPLOAD_TYPES.has(file.type)) return 'photoType';
  if (file.size === 0 || file.size > PRODUCT_PHOTO_BYTES) return 'photoSize';
  // The console's page sends pictures at most PHOTO_MAX_SIDE on their long side (photoAsJpeg).
  const upright = uprightPixels(new Uint8Array(await file.arrayBuffer()), PHOTO_MAX_SIDE);
  if (typeof upright === 'string') return upright;
  // The shop shows a banner 3 wide to 1 high (catalogue-home.css).
  const middle = coverPixels(upright, 3, 1);
  if (middle.width < WIDTH) return 'bannerSmall';
  const large = fitPixels(middle, WIDTH);
  const objects = [
    { key: promotionBannerObject(`${hex}-${WIDTH}.jpg`), bytes: jpegOf(large) },
    { key: promotionBannerObject(`${hex}-${SMALL_WIDTH}.jpg`), bytes: jpegOf(fitPixels(large, SMALL_WIDTH)) },
  ];
  return { path: `${PROMOTION_BANNER_PATH}${hex}-${WIDTH}.jpg`, objects };
}
