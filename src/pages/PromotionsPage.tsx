import type { PageProps } from '../app/page-props';
import { LoadError } from '../components/LoadError';
import { ProductCard } from '../components/ProductCard';
import { PromotionHero } from '../components/PromotionHero';
import { useI18n } from '../i18n/use-i18n';
import { formatDate } from '../lib/phnom-penh-time';
import type { promotion1212, promotions } from '../../worker/loaders/deals';

/** Every promotion (/promotions), or one sale with its products at sale prices (12.12, 11.11). */
export default function PromotionsPage({ route, data }: PageProps<typeof promotions | typeof promotion1212>) {
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
  const { promotion } = data;
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
      <img className="promotion-banner" src={promotion.banner} alt="" width={1200} height={400} fetchPriority="high" />
      <h1>{promotion.title}</h1>
      <p>{promotion.description}</p>
      <p className="promotion-hero-dates">
        {t('catalogue.promotions.dates', {
          start: formatDate(promotion.starts_at, lang),
          end: formatDate(promotion.ends_at, lang),
        })}
      </p>
      <h2>{t('catalogue.promotions.products')}</h2>
      {promotion.child.length === 0 ? (
        <p>{t('catalogue.promotions.noProducts')}</p>
      ) : (
        <ul className="product-grid">
          {promotion.child.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} dealMoney={product.promo_money} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
