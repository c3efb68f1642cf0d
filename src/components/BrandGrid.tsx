import type { CSSProperties } from 'react';
import type { BrandTile } from '../../commerce/contract/shops';
import { balancedColumns } from '../lib/balanced-columns';
import { useI18n } from '../i18n/use-i18n';
import { Link } from './Link';

/** The widest a desktop row gets. */
const MAX_COLUMNS = 6;

/** Brands as logo tiles linking to their pages, in balanced rows on desktops (15 brands: 3 rows of 5). */
export function BrandGrid({ brands }: { brands: BrandTile[] }) {
  const { t } = useI18n();
  return (
    <ul className="brand-grid" style={{ '--columns': balancedColumns(brands.length, MAX_COLUMNS) } as CSSProperties}>
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
