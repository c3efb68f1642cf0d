import type { PageProps } from '../app/page-props';
import { LoadError } from '../components/LoadError';
import { ProductCard } from '../components/ProductCard';
import { PromotionHero } from '../components/PromotionHero';
import { promotionBannerImage } from '../../lib/promotion-banner';
import { useI18n } from '../i18n/use-i18n';
import { formatDate } from '../../lib/phnom-penh-time';
import { formatUsd, toCents } from '../../lib/money';
import type { promotion, promotions } from '../../worker/loaders/deals';

/**
 * Every promotion (/promotions), or one sale with its products. A card's price is what the product costs
 * now: the sale's price while it is on; before it starts, the sale's price is shown beside it with the
 * day it starts; once it is over, the page says so.
 */
export default function PromotionsPage({ route, data }: PageProps<typeof promotions | typeof promotion>) {
  const { t, lang } = useI18n();
  if ('promotions' in data) {
    return (
      <>
        <h1>{t(['route', route])}</h1>
        {data.promotions === null ? (
          <LoadError />
        ) : data.promotions.length === 0 ? (
          <p>{t('catalogue.promotions.none')}</p>
        ) : (
          <ul className="promotion-list">
            {data.promotions.map((promotion, index) => (
              <li key={promotion.id}>
                <PromotionHero promotion={promotion} eager={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }
  const { promotion, phase } = data;
  if (!promotion) {
    return (
      <>
        <h1>{t(['route', route])}</h1>
        <LoadError />
      </>
    );
  }
  return (
    <>
      <img
        className="promotion-banner"
        {...promotionBannerImage(promotion.banner)}
        alt=""
        width={1200}
        height={400}
        fetchPriority="high"
      />
      <h1>{promotion.title}</h1>
      <p>{promotion.description}</p>
      <p className="promotion-hero-dates">
        {t('catalogue.promotions.dates', {
          start: formatDate(promotion.starts_at, lang),
          end: formatDate(promotion.ends_at, lang),
        })}
      </p>
      {phase === 'over' && <p className="alert alert-info">{t('catalogue.promotions.over')}</p>}
      <h2>{t('catalogue.promotions.products')}</h2>
      {promotion.child.length === 0 ? (
        <p>{t('catalogue.promotions.noProducts')}</p>
      ) : (
        <ul className="product-grid">
          {promotion.child.map((product) => (
            <li key={product.id}>
              <ProductCard product={product}>
                {phase === 'coming' && toCents(product.promo_money) < toCents(product.money) && (
                  <p className="promotion-price-ahead">
                    {t('catalogue.promotions.priceFrom', {
                      date: formatDate(promotion.starts_at, lang),
                      price: formatUsd(toCents(product.promo_money)),
                    })}
                  </p>
                )}
              </ProductCard>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
