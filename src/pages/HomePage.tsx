import type { ReactNode } from 'react';
import { awaitFor } from '../app/Await';
import type { LoaderDeferred, PageProps } from '../app/page-props';
import { useDocumentFacts } from '../app/document-context';
import { useMenus } from '../app/menus-context';
import { BrandGrid } from '../components/BrandGrid';
import { CategoryGrid } from '../components/CategoryGrid';
import { JsonLd } from '../components/JsonLd';
import { FlashDealStrip } from '../components/FlashDealStrip';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { MerchantCard } from '../components/MerchantCard';
import { ProductGrid } from '../components/ProductGrid';
import { PromotionHero, type Promotion } from '../components/PromotionHero';
import { useI18n } from '../i18n/use-i18n';
import { organizationData } from '../lib/structured-data';
import type { home } from '../../worker/loaders/home';

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

const Await = awaitFor<typeof home>();
type Streamed = LoaderDeferred<typeof home>;
type SectionProps<Name extends keyof Streamed & string> = Omit<FrameProps, 'children'> & {
  name: Name;
  children: (value: Streamed[Name]) => ReactNode;
  minHeight: string;
};

/** A home section whose data streams in; its placeholder keeps the space so nothing below jumps. */
function Section<Name extends keyof Streamed & string>({ name, children, minHeight, ...frame }: SectionProps<Name>) {
  const { t } = useI18n();
  return (
    <Frame {...frame}>
      <Await
        name={name}
        fallback={
          <div className="skeleton" style={{ minHeight }} aria-busy="true">
            {t('catalogue.loading')}
          </div>
        }
      >
        {(settled) => (settled.ok ? children(settled.value) : <LoadError />)}
      </Await>
    </Frame>
  );
}

/** The first promotion as the page's largest image, or why there is none. */
function Hero({ promotions }: { promotions: Promotion[] }) {
  const { t } = useI18n();
  return promotions[0] ? <PromotionHero promotion={promotions[0]} eager /> : <p>{t('catalogue.promotions.none')}</p>;
}

/** Home: promotion hero, flash deals, categories, best-offer brands, shops and recommended products. */
export default function HomePage({ data }: PageProps<typeof home>) {
  const { t } = useI18n();
  const { origin } = useDocumentFacts();
  const { goodsCategories } = useMenus();
  const { promotions } = data;
  return (
    <>
      <h1 className="visually-hidden">{t('site.name')}</h1>
      <JsonLd data={import.meta.env.SSR ? organizationData(t('site.name'), origin) : null} />
      {promotions === undefined ? (
        <Section id="home-hero" title={t('catalogue.home.hero')} more="/promotions" name="promotions" minHeight="12rem">
          {(streamed) => <Hero promotions={streamed} />}
        </Section>
      ) : (
        <Frame id="home-hero" title={t('catalogue.home.hero')} more="/promotions">
          {promotions === null ? <LoadError /> : <Hero promotions={promotions} />}
        </Frame>
      )}
      <Section id="home-flash" title={t('catalogue.home.flash')} more="/flashdeal" name="flashdeals" minHeight="18rem">
        {(slots) => (slots[0] ? <FlashDealStrip slot={slots[0]} /> : <p>{t('catalogue.flash.none')}</p>)}
      </Section>
      {/* From the menus the shell waited for: without them (a cold cache and a slow upstream) the section is left out. */}
      {goodsCategories.length > 0 && (
        <Frame id="home-categories" title={t('home.categories')} more="/category">
          <CategoryGrid categories={goodsCategories} />
        </Frame>
      )}
      <Section id="home-brands" title={t('catalogue.home.brands')} more="/bestoffer" name="brands" minHeight="8rem">
        {(brands) => <BrandGrid brands={brands} />}
      </Section>
      <Section
        id="home-merchants"
        title={t('catalogue.home.merchants')}
        more="/merchant-lists"
        name="merchants"
        minHeight="8rem"
      >
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
      <Section
        id="home-recommended"
        title={t('catalogue.home.recommended')}
        more="/products"
        name="recommended"
        minHeight="18rem"
      >
        {(products) => <ProductGrid products={products} />}
      </Section>
    </>
  );
}
