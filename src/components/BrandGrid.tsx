import type { Brand } from '../api/contract/shops';
import { useI18n } from '../i18n/use-i18n';
import { Link } from './Link';

export type { Brand };

/** Brands as logo tiles linking to their pages. */
export function BrandGrid({ brands }: { brands: Brand[] }) {
  const { t } = useI18n();
  return (
    <ul className="brand-grid">
      {brands.map((brand) => (
        <li key={brand.id}>
          <Link to={`/bestoffer/detail/${brand.id}`} className="brand-tile">
            <img src={brand.logo} alt="" width={120} height={60} loading="lazy" decoding="async" />
            <span className="brand-tile-name">{brand.name}</span>
            <span className="brand-tile-count">{t('catalogue.brands.products', { count: brand.products })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
