import { REVIEW_THUMB_SIDE } from '../../src/lib/review-photo-thumb';
import { imageResponse } from './image-response';
import { PHOTO_KEY } from './review-photo';

const THUMB_SUFFIX = new RegExp(`-${REVIEW_THUMB_SIDE}(\\.[a-z]+)$`);

/**
 * A shopper's review photo from the REVIEW_PHOTOS bucket, as served at /media/reviews/:key; a
 * thumbnail's key (`<hex>-320.jpg`) of a photo stored before thumbnails existed gets the photo. Anything
 * else (a key of another shape, a photo that is gone) is a plain 404.
 */
export async function reviewPhotoFile(bucket: R2Bucket, key: string): Promise<Response> {
  return imageResponse(
    PHOTO_KEY.test(key)
      ? ((await bucket.get(`reviews/${key}`)) ??
          (THUMB_SUFFIX.test(key) ? await bucket.get(`reviews/${key.replace(THUMB_SUFFIX, '$1')}`) : null))
      : null,
  );
}
