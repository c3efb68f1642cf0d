import { useI18n } from '../i18n/use-i18n';
import { formatDate } from '../../lib/phnom-penh-time';
import { reviewPhotoThumb } from '../../lib/review-photo-thumb';

export type Review = {
  id: number;
  author: string;
  rating: number;
  body: string;
  created_at: number;
  product_name?: string;
  photos?: string[];
};

/** Shoppers' reviews, newest first as the API gives them; on a shop's page each names its product. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  const { t, lang } = useI18n();
  return (
    <ul className="review-list">
      {reviews.map((review) => (
        <li key={review.id} className="review">
          <p className="review-head">
            <span className="rating" aria-hidden="true">
              {'★'.repeat(review.rating)}
              <span className="review-stars-off">{'★'.repeat(5 - review.rating)}</span>
            </span>
            <span className="visually-hidden">{t('catalogue.product.stars', { count: review.rating })}</span>
            <span className="review-by">
              {t('catalogue.product.reviewBy', { author: review.author, date: formatDate(review.created_at, lang) })}
            </span>
          </p>
          {review.product_name && (
            <p className="review-product">{t('catalogue.merchant.reviewOn', { product: review.product_name })}</p>
          )}
          {review.body && <p className="review-body">{review.body}</p>}
          {review.photos && review.photos.length > 0 && (
            <ul className="review-photos">
              {review.photos.map((photo, index) => (
                <li key={photo}>
                  <a href={photo} target="_blank" rel="noopener">
                    <img
                      src={reviewPhotoThumb(photo)}
                      alt={t('catalogue.product.reviewPhoto', { n: index + 1, author: review.author })}
                      width={80}
                      height={80}
                      loading="lazy"
                      decoding="async"
                    />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
