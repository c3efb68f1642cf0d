import type { z } from 'zod';
import type { promotionSchema } from '../../commerce/contract/deals';
import { useI18n } from '../i18n/use-i18n';
import { formatDate } from '../../lib/phnom-penh-time';
import { promotionBannerImage } from '../../lib/promotion-banner';
import { Link } from './Link';

export type Promotion = z.infer<typeof promotionSchema>;

/**
 * A promotion banner with its title, dates and a link to its sale. `eager` for the one that is
 * the largest image above the fold (the home page's hero), lazy otherwise.
 */
export function PromotionHero({ promotion, eager = false }: { promotion: Promotion; eager?: boolean }) {
  const { t, lang } = useI18n();
  return (
    <article className="promotion-hero">
      <img
        {...promotionBannerImage(promotion.banner)}
        alt=""
        width={1200}
        height={400}
        loading={eager ? undefined : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding={eager ? undefined : 'async'}
      />
      <div className="promotion-hero-text">
        <h3 className="promotion-hero-title">{promotion.title}</h3>
        <p>{promotion.description}</p>
        <p className="promotion-hero-dates">
          {t('catalogue.promotions.dates', {
            start: formatDate(promotion.starts_at, lang),
            end: formatDate(promotion.ends_at, lang),
          })}
        </p>
        <Link to={`/promotions/${promotion.slug}`} className="button button-primary promotion-hero-cta">
          {t('catalogue.promotions.shop')}
        </Link>
      </div>
    </article>
  );
}
