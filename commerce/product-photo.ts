import { PRODUCT_PHOTO_MAX_SIDE, PRODUCT_PHOTO_SIDES } from '../lib/product-image';
import { fitPixels } from './photo/fit-pixels';
import { jpegOf, type ReencodeProblem, uprightPixels } from './photo/reencode-photo';
import { squarePixels } from './photo/square-pixels';

/** What the console takes as a product photo: JPEG or PNG (its page turns WebP and HEIC into JPEG first), 6 MB at most. */
export const PRODUCT_PHOTO_BYTES = 6 * 1024 * 1024;
/** A photo smaller than this on its long side would be blurred on the product page (560 CSS px, 2× screens). */
export const PRODUCT_PHOTO_MIN_SIDE = 640;
/** Photos per product: a gallery's thumbnails stay one row on a phone. */
export const PHOTOS_PER_PRODUCT = 8;

const UPLOAD_TYPES = new Set(['image/jpeg', 'image/png']);

export type ProductPhotoProblem = 'photoType' | 'photoSize' | 'photoSmall' | ReencodeProblem;
/** A photo ready to store: its key (the largest size's, named by its side) and every R2 object to put. */
export type ProductPhoto = { key: string; objects: { key: string; bytes: Uint8Array }[] };

/** The R2 key of a stored size, in the PRODUCT_PHOTOS bucket. */
export const productPhotoObject = (key: string) => `products/${key}`;

/**
 * An upload made into a product photo: decoded whole, upright, at most PRODUCT_PHOTO_MAX_SIDE on its long
 * side, centred on a white square, and encoded again as new JPEGs at that side and at every smaller side
 * the storefront asks for (lib/product-image.ts): no EXIF or GPS position, nothing of the upload but
 * its pixels (docs/decisions/016-review-photos-reencoded.md, applied to the console's uploads too).
 * `hex` is the photo's random name.
 */
export async function productPhoto(file: File, hex: string): Promise<ProductPhoto | ProductPhotoProblem> {
  if (!UPLOAD_TYPES.has(file.type)) return 'photoType';
  if (file.size === 0 || file.size > PRODUCT_PHOTO_BYTES) return 'photoSize';
  const upright = uprightPixels(new Uint8Array(await file.arrayBuffer()), PRODUCT_PHOTO_MAX_SIDE);
  if (typeof upright === 'string') return upright;
  if (Math.max(upright.width, upright.height) < PRODUCT_PHOTO_MIN_SIDE) return 'photoSmall';
  const square = squarePixels(upright);
  const key = `${hex}-${square.width}.jpg`;
  const smaller = PRODUCT_PHOTO_SIDES.filter((side) => side < square.width).map((side) => ({
    key: productPhotoObject(`${hex}-${side}.jpg`),
    bytes: jpegOf(fitPixels(square, side)),
  }));
  return { key, objects: [{ key: productPhotoObject(key), bytes: jpegOf(square) }, ...smaller] };
}
