import { REVIEW_THUMB_SIDE, reviewPhotoThumb } from '../lib/review-photo-thumb';
import { reencodePhoto, type ReencodeProblem } from './photo/reencode-photo';

/** What a review photo may be: JPEG or PNG, at most 2 MB, at most three per review. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTOS_PER_REVIEW = 3;

const UPLOAD_TYPES = new Set(['image/jpeg', 'image/png']);

/**
 * A photo ready to store, with its thumbnail: always JPEGs made by the server
 * (docs/decisions/016-review-photos-reencoded.md).
 */
export type CheckedPhoto = { bytes: Uint8Array; thumb: Uint8Array; type: 'image/jpeg'; extension: 'jpg' };
export type PhotoProblem = 'photoType' | 'photoSize' | ReencodeProblem;

/**
 * Accepts an uploaded file only when its declared type is JPEG or PNG, it is not empty or over the
 * limit, and it decodes as a whole picture; what is stored is not the upload but a new JPEG of its
 * pixels (reencodePhoto): no EXIF, no GPS position, no payload hidden after or inside the image. WebP
 * and HEIC reach the server as JPEG: the review form converts them in the browser.
 */
export async function checkPhoto(file: File): Promise<CheckedPhoto | PhotoProblem> {
  if (!UPLOAD_TYPES.has(file.type)) return 'photoType';
  if (file.size === 0 || file.size > PHOTO_MAX_BYTES) return 'photoSize';
  const reencoded = reencodePhoto(new Uint8Array(await file.arrayBuffer()));
  if (typeof reencoded === 'string') return reencoded;
  return { bytes: reencoded.photo, thumb: reencoded.thumb, type: 'image/jpeg', extension: 'jpg' };
}

/**
 * The shape of a stored photo's key, or its thumbnail's (`-320`): what /media/reviews/<key> accepts. New
 * photos are all .jpg; .png and .webp keys are those stored before decision 016, still served.
 */
export const PHOTO_KEY = new RegExp(`^[0-9a-f]{32}(-${REVIEW_THUMB_SIDE})?\\.(jpg|png|webp)$`);

/** The R2 objects of a stored photo: the photo and its thumbnail. */
export const photoObjects = (key: string) => [`reviews/${key}`, `reviews/${reviewPhotoThumb(key)}`];

/** Where the worker serves a stored photo (worker/media.ts); the API answers these paths. */
export const reviewPhotoPath = (key: string) => `/media/reviews/${key}`;

/** Where a hidden review's photos are kept: out of what /media/reviews/ serves, until it is shown again. */
export const WITHHELD = 'withheld/';

/**
 * Moves a review's photos and their thumbnails out of what /media/reviews/ serves (`withhold`), or back.
 * Safe to run again: an object already moved is left as it is.
 */
export async function withholdPhotos(bucket: R2Bucket, keys: string[], withhold: boolean): Promise<void> {
  await Promise.all(
    keys.flatMap(photoObjects).map(async (name) => {
      const [from, to] = withhold ? [name, WITHHELD + name] : [WITHHELD + name, name];
      const object = await bucket.get(from);
      if (!object) return;
      await bucket.put(to, object.body, { httpMetadata: object.httpMetadata });
      await bucket.delete(from);
    }),
  );
}
