/** The long side of a review photo's thumbnail, stored beside the photo when it is uploaded. */
export const REVIEW_THUMB_SIDE = 320;

/**
 * A review photo's thumbnail, as a path or an R2 key: `/media/reviews/<hex>.jpg` →
 * `/media/reviews/<hex>-320.jpg`. Photos stored before thumbnails existed are served whole at it.
 */
export const reviewPhotoThumb = (photo: string) => photo.replace(/(\.[a-z]+)$/, `-${REVIEW_THUMB_SIDE}$1`);
