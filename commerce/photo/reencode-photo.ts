import { encode as encodeJpeg } from 'jpeg-js';
import { REVIEW_THUMB_SIDE } from '../../lib/review-photo-thumb';
import { fitPixels } from './fit-pixels';
import { jpegPixels } from './jpeg-pixels';
import { orientPixels } from './orient-pixels';
import { readPhotoHeader } from './photo-header';
import type { Pixels } from './pixels';
import { pngPixels } from './png-pixels';

/** The long side of a stored photo: the largest the storefront shows (a full-screen photo on a phone). */
export const PHOTO_MAX_SIDE = 1600;
/**
 * The most pixels the server decodes. jpeg-js holds several bytes per pixel and component while it
 * decodes, and a worker has 128 MB; the review form and the console send at most 1600 × 1600 (2.56 MP),
 * so this only refuses uploads that skipped them.
 */
export const PHOTO_MAX_PIXELS = 3_000_000;
const JPEG_QUALITY = 82;

export type ReencodeProblem = 'photoUnreadable' | 'photoPixels';

/** A stored photo and its thumbnail (REVIEW_THUMB_SIDE on its long side), both new JPEGs. */
export type Reencoded = { photo: Uint8Array; thumb: Uint8Array };

/** The pixels as a new JPEG: nothing of any upload but these pixels. */
export const jpegOf = (pixels: Pixels) => {
  const { data } = encodeJpeg(pixels, JPEG_QUALITY);
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
};

/**
 * A JPEG or PNG upload decoded whole, upright (its EXIF orientation applied) and at most `maxSide` on
 * its long side. Refuses what does not decode as a whole picture, and what declares more than
 * PHOTO_MAX_PIXELS before decoding it, or holds more than it declares.
 */
export function uprightPixels(bytes: Uint8Array, maxSide: number): Pixels | ReencodeProblem {
  const header = readPhotoHeader(bytes);
  if (!header || header.width < 1 || header.height < 1) return 'photoUnreadable';
  if (header.width * header.height > PHOTO_MAX_PIXELS) return 'photoPixels';
  const pixels = header.format === 'jpeg' ? jpegPixels(bytes, header) : pngPixels(bytes, header);
  // A PNG whose data inflates past its declared size is as large as one that declares it (a bomb).
  if (pixels === 'tooLarge') return 'photoPixels';
  if (!pixels) return 'photoUnreadable';
  return orientPixels(fitPixels(pixels, maxSide), header.orientation);
}

/**
 * A review photo encoded again as a new JPEG of its upright pixels (uprightPixels), at most
 * PHOTO_MAX_SIDE on its long side: no EXIF or GPS position, no comments, no bytes after the image, so no
 * HTML or script riding along; with it a thumbnail for the lists, which show photos 80 px wide.
 */
export function reencodePhoto(bytes: Uint8Array): Reencoded | ReencodeProblem {
  const upright = uprightPixels(bytes, PHOTO_MAX_SIDE);
  if (typeof upright === 'string') return upright;
  return { photo: jpegOf(upright), thumb: jpegOf(fitPixels(upright, REVIEW_THUMB_SIDE)) };
}
