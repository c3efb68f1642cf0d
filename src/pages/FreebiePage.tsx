import type { PageProps } from '../app/page-props';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { Price } from '../components/Price';
import { useI18n } from '../i18n/use-i18n';
import { formatUsd, toCents } from '../../lib/money';
import { formatDate } from '../../lib/phnom-penh-time';
import type { freebie } from '../../worker/loaders/deals';

/** A freebie: what it is, the spend that earns it, how many are left, until when, and the product. */
export default function FreebiePage({ route, data }: PageProps<typeof freebie>) {
  const { t, lang } = useI18n();
  const { freebie, product } = data;
  if (!freebie) {
    return (
      <>
        <h1>{t(['route', route])}</h1>
        <LoadError />
      </>
    );
  }
  return (
    <article className="freebie">
      <img className="freebie-image" src={freebie.image} alt="" width={480} height={480} fetchPriority="high" />
      <div>
        <h1>{freebie.title}</h1>
        <p className="product-terms">
          {t('catalogue.freebie.minSpend', { amount: formatUsd(toCents(freebie.min_spend)) })}
        </p>
        <p className="product-facts">
          <span>{t('catalogue.freebie.left', { count: freebie.stock_left })}</span>
          <span>{t('catalogue.freebie.until', { date: formatDate(freebie.ends_at, lang) })}</span>
        </p>
        <h2>{t('catalogue.freebie.terms')}</h2>
        <p className="product-description">{freebie.terms}</p>
        {product && (
          <p className="freebie-product">
            <Link to={`/products/${product.id}`}>{product.name}</Link> <Price money={product.money} />
          </p>
        )}
      </div>
    </article>
  );
}
