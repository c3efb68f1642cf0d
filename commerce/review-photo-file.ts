import { REVIEW_THUMB_SIDE } from '../lib/review-photo-thumb';
import { imageResponse } from './image-response';
import { PHOTO_KEY, WITHHELD } from './review-photo';

const THUMB_SUFFIX = new RegExp(`-${REVIEW_THUMB_SIDE}(\\.[a-z]+)$`);
/**
 * A review photo can be withheld with its review (decision 028), so browsers and the edge keep one 5
 * minutes, not the year a product photo is kept (decision 037), and never keep its 404 (it is back when
 * the review is shown again).
 */
export const REVIEW_PHOTO_KEPT = 'public, max-age=300';

/**
 * A shopper's review photo from the REVIEW_PHOTOS bucket, as served at /media/reviews/:key; a
 * thumbnail's key (`<hex>-320.jpg`) of a photo stored before thumbnails existed gets the photo. Anything
 * else (a key of another shape, a photo that is gone or withheld with its hidden review) is a plain 404.
 * With `withheld`, for the console, a hidden review's photo is found too.
 */
export async function reviewPhotoFile(bucket: R2Bucket, key: string, withheld = false): Promise<Response> {
  const response = imageResponse(PHOTO_KEY.test(key) ? await findPhoto(bucket, key, withheld) : null);
  response.headers.set('cache-control', response.ok ? REVIEW_PHOTO_KEPT : 'no-store');
  return response;
}

async function findPhoto(bucket: R2Bucket, key: string, withheld: boolean): Promise<R2ObjectBody | null> {
  const names = [`reviews/${key}`, ...(THUMB_SUFFIX.test(key) ? [`reviews/${key.replace(THUMB_SUFFIX, '$1')}`] : [])];
  for (const name of withheld ? names.flatMap((one) => [one, WITHHELD + one]) : names) {
    const object = await bucket.get(name);
    if (object) return object;
  }
  return null;
}
