import { useI18n } from '../i18n/use-i18n';

type RatingSummaryProps = {
  average: number;
  count: number /** Reviews per star ("5" → 12). */;
  stars: Record<string, number>;
};

/** The average rating and how the reviews spread over one to five stars. */
export function RatingSummary({ average, count, stars }: RatingSummaryProps) {
  const { t } = useI18n();
  return (
    <div className="rating-summary">
      <p className="rating-summary-average">
        <strong>★ {t('catalogue.product.average', { average: average.toFixed(1) })}</strong>
        <span>{t('catalogue.product.basedOn', { count })}</span>
      </p>
      <ul className="rating-summary-bars">
        {[5, 4, 3, 2, 1].map((star) => {
          const n = stars[String(star)] ?? 0;
          return (
            <li key={star}>
              <span aria-hidden="true">{t('catalogue.product.stars', { count: star })}</span>
              <span className="stock-bar-track" aria-hidden="true">
                <span
                  className="stock-bar-fill"
                  style={{ width: `${count > 0 ? Math.round((n / count) * 100) : 0}%` }}
                />
              </span>
              <span aria-hidden="true">{n}</span>
              <span className="visually-hidden">{t('catalogue.product.starsCount', { stars: star, count: n })}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
