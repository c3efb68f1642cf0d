import { useI18n } from '../i18n/use-i18n';

/** "★ 4.5 (12)": the average out of 5, read out in full by screen readers. */
export function RatingStars({ rating, count }: { rating: number; count: number }) {
  const { t } = useI18n();
  return (
    <span className="rating">
      <span aria-hidden="true">
        ★ {rating.toFixed(1)} <span className="rating-count">({count})</span>
      </span>
      <span className="visually-hidden">{t('catalogue.rating.label', { rating: rating.toFixed(1), count })}</span>
    </span>
  );
}
