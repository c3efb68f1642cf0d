import type { LoaderData, PageProps } from '../app/page-props';
import { CouponCard } from '../components/CouponCard';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { MerchantCard } from '../components/MerchantCard';
import { Pagination } from '../components/Pagination';
import { Price } from '../components/Price';
import { ProductGrid } from '../components/ProductGrid';
import { ReviewList } from '../components/ReviewList';
import { SortFilterBar } from '../components/SortFilterBar';
import { useI18n } from '../i18n/use-i18n';
import { formatUsd, toCents } from '../../lib/money';
import { formatDate } from '../../lib/phnom-penh-time';
import { productQueryHref } from '../../lib/product-query';
import type { merchant, MerchantSection } from '../../worker/loaders/merchants';

type Shop = NonNullable<LoaderData<typeof merchant>['merchant']>;

const TABS = [
  { kind: 'products', path: '/merchant/merchant-products/', key: 'catalogue.merchant.tabProducts' },
  { kind: 'about', path: '/merchant/merchant-products/about/', key: 'catalogue.merchant.tabAbout' },
  { kind: 'coupons', path: '/merchant/merchant-products/coupon/', key: 'catalogue.merchant.tabCoupons' },
  { kind: 'giftCards', path: '/merchant/merchant-products/gift-card/', key: 'catalogue.merchant.tabGiftCards' },
  { kind: 'reviews', path: '/merchant/merchant-products/review/', key: 'catalogue.merchant.tabReviews' },
] as const;

/** A shop: its card with follow, then one section (products, about, coupons, gift cards, reviews) by address. */
export default function MerchantPage({ route, params, data }: PageProps<typeof merchant>) {
  const { t } = useI18n();
  const { merchant, section, kind } = data;
  if (!merchant) {
    return (
      <>
        <h1>{t(['route', route])}</h1>
        <LoadError />
      </>
    );
  }
  const id = params.id ?? String(merchant.id);
  return (
    <>
      <h1 className="merchant-title">{merchant.name}</h1>
      <MerchantCard merchant={merchant} headingLevel={2} linked={false} />
      <nav className="merchant-tabs" aria-label={t('catalogue.merchant.sections')}>
        <ul className="chip-row">
          {TABS.map((tab) => (
            <li key={tab.kind}>
              <Link to={tab.path + id} className="chip" aria-current={tab.kind === kind ? 'page' : undefined}>
                {t(tab.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="visually-hidden">{t(TABS.find((tab) => tab.kind === kind)!.key)}</h2>
      {kind === 'about' ? (
        <MerchantAbout merchant={merchant} />
      ) : section === null ? (
        <LoadError />
      ) : (
        <Section section={section} path={`/merchant/merchant-products/${id}`} />
      )}
    </>
  );
}

function MerchantAbout({ merchant }: { merchant: Shop }) {
  const { t, lang } = useI18n();
  return (
    <div className="merchant-about">
      <p>{merchant.about}</p>
      <dl className="product-specs">
        <div>
          <dt>{t('catalogue.merchant.city')}</dt>
          <dd>{merchant.city}</dd>
        </div>
        <div>
          <dt>{t('catalogue.merchant.phone')}</dt>
          <dd>
            <a href={`tel:${merchant.phone.replace(/\s/g, '')}`}>{merchant.phone}</a>
          </dd>
        </div>
      </dl>
      <p>{t('catalogue.merchant.joined', { date: formatDate(merchant.created_at, lang) })}</p>
    </div>
  );
}

function Section({ section, path }: { section: MerchantSection; path: string }) {
  const { t } = useI18n();
  switch (section.kind) {
    case 'products':
      return (
        <>
          <SortFilterBar path={path} query={section.query} total={section.products.total} />
          <ProductGrid products={section.products.list} />
          <Pagination
            page={section.products.page}
            pages={section.products.pages}
            hrefFor={(page) => productQueryHref(path, section.query, { page: String(page) })}
          />
        </>
      );
    case 'coupons':
      return section.coupons.length === 0 ? (
        <p>{t('catalogue.merchant.noCoupons')}</p>
      ) : (
        <ul className="coupon-list">
          {section.coupons.map((coupon) => (
            <li key={coupon.id}>
              <CouponCard coupon={coupon} />
            </li>
          ))}
        </ul>
      );
    case 'giftCards':
      return section.giftCards.length === 0 ? (
        <p>{t('catalogue.merchant.noGiftCards')}</p>
      ) : (
        <ul className="gift-card-list">
          {section.giftCards.map((card) => (
            <li key={card.id} className="gift-card">
              <img src={card.image} alt="" width={320} height={200} loading="lazy" decoding="async" />
              <h3>{card.title}</h3>
              <p>{t('catalogue.merchant.giftValue', { value: formatUsd(toCents(card.value)) })}</p>
              <Price money={card.money} compareAt={card.value} />
            </li>
          ))}
        </ul>
      );
    case 'reviews':
      return section.reviews.list.length === 0 ? (
        <p>{t('catalogue.merchant.noReviews')}</p>
      ) : (
        <>
          <ReviewList reviews={section.reviews.list} />
          <Pagination
            page={section.reviews.page}
            pages={section.reviews.pages}
            hrefFor={(page) => `${path.replace('merchant-products/', 'merchant-products/review/')}?page=${page}`}
          />
        </>
      );
    default:
      return null;
  }
}
