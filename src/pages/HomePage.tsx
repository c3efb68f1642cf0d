import type { ReactNode } from 'react';
import type { GoodsCategory } from '../api/contract/categories';
import type { ProductCard } from '../api/contract/products';
import { Await } from '../app/Await';
import type { PageProps } from '../app/page-props';
import { useDocumentFacts } from '../app/document-context';
import { BrandGrid, type Brand } from '../components/BrandGrid';
import { CategoryGrid } from '../components/CategoryGrid';
import { JsonLd } from '../components/JsonLd';
import { FlashDealStrip, type FlashSlot } from '../components/FlashDealStrip';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { MerchantCard, type Merchant } from '../components/MerchantCard';
import { ProductGrid } from '../components/ProductGrid';
import { PromotionHero, type Promotion } from '../components/PromotionHero';
import { useI18n } from '../i18n/use-i18n';

type FrameProps = { id: string; title: string; more: string; children: ReactNode };

/** A home section: its heading, a link to see all of it, and its content. */
function Frame({ id, title, more, children }: FrameProps) {
  const { t } = useI18n();
  return (
    <section aria-labelledby={id} className="home-section">
      <div className="section-head">
        <h2 id={id}>{title}</h2>
        <Link to={more}>{t('catalogue.seeAll')}</Link>
      </div>
      {children}
    </section>
  );
}

type SectionProps<T> = Omit<FrameProps, 'children'> & { name: string; children: (value: T) => ReactNode; minHeight: string; loading?: string };

/** A home section whose data streams in; its placeholder keeps the space so nothing below jumps. */
function Section<T>({ name, children, minHeight, loading, ...frame }: SectionProps<T>) {
  const { t } = useI18n();
  return (
    <Frame {...frame}>
      <Await<T> name={name} fallback={<div className="skeleton" style={{ minHeight }} aria-busy="true">{loading ?? t('catalogue.loading')}</div>}>
        {(settled) => (settled.ok ? children(settled.value) : <LoadError />)}
      </Await>
    </Frame>
  );
}

/** The promotions for the hero when they come with the shell (null: they could not be loaded; absent: they stream in). */
export type HomeData = { promotions?: Promotion[] | null };

/** The first promotion as the page's largest image, or why there is none. */
function Hero({ promotions }: { promotions: Promotion[] }) {
  const { t } = useI18n();
  return promotions[0] ? <PromotionHero promotion={promotions[0]} eager /> : <p>{t('catalogue.promotions.none')}</p>;
}

/** Home: promotion hero, flash deals, categories, best-offer brands, shops and recommended products. */
export default function HomePage({ data }: PageProps<HomeData>) {
  const { t } = useI18n();
  const { origin } = useDocumentFacts();
  const { promotions } = data;
  return (
    <>
      <h1 className="visually-hidden">{t('site.name')}</h1>
      <JsonLd data={{ '@type': 'Organization', name: t('site.name'), url: `${origin}/`, logo: `${origin}/favicon.svg` }} />
      {promotions === undefined ? (
        <Section<Promotion[]> id="home-hero" title={t('catalogue.home.hero')} more="/promotions" name="promotions" minHeight="12rem">
          {(streamed) => <Hero promotions={streamed} />}
        </Section>
      ) : (
        <Frame id="home-hero" title={t('catalogue.home.hero')} more="/promotions">
          {promotions === null ? <LoadError /> : <Hero promotions={promotions} />}
        </Frame>
      )}
      <Section<FlashSlot[]> id="home-flash" title={t('catalogue.home.flash')} more="/flashdeal" name="flashdeals" minHeight="18rem">
        {(slots) => (slots[0] ? <FlashDealStrip slot={slots[0]} /> : <p>{t('catalogue.flash.none')}</p>)}
      </Section>
      <Section<GoodsCategory[]> id="home-categories" title={t('home.categories')} more="/category" name="categories" minHeight="8rem" loading={t('home.loadingCategories')}>
        {(categories) => <CategoryGrid categories={categories} showChildren={false} />}
      </Section>
      <Section<Brand[]> id="home-brands" title={t('catalogue.home.brands')} more="/bestoffer" name="brands" minHeight="8rem">
        {(brands) => <BrandGrid brands={brands} />}
      </Section>
      <Section<Merchant[]> id="home-merchants" title={t('catalogue.home.merchants')} more="/merchant-lists" name="merchants" minHeight="8rem">
        {(merchants) => (
          <ul className="merchant-list">
            {merchants.map((merchant) => (
              <li key={merchant.id}>
                <MerchantCard merchant={merchant} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section<ProductCard[]> id="home-recommended" title={t('catalogue.home.recommended')} more="/products" name="recommended" minHeight="18rem">
        {(products) => <ProductGrid products={products} />}
      </Section>
    </>
  );
}
