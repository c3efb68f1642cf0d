import { useMenus } from '../app/menus-context';
import { useI18n } from '../i18n/use-i18n';
import { Dropdown } from './Dropdown';
import { Link } from './Link';

/** The brands dropdown: the brands with most products, with logo, and a link to every brand. */
export function BrandMenu() {
  const { t } = useI18n();
  const { brands } = useMenus();
  if (brands.items.length === 0) return null;
  return (
    <Dropdown className="menu-dropdown" summary={t('shell.nav.brandsMenu')}>
      <ul>
        {brands.items.map((brand) => (
          <li key={brand.id}>
            <Link to={`/bestoffer/detail/${brand.id}`}>
              <img src={brand.logo} width={48} height={24} alt="" loading="lazy" decoding="async" />
              <span>{brand.name}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link to="/bestoffer/index-list" className="menu-more">
            {t('shell.nav.allBrands')}
          </Link>
        </li>
      </ul>
    </Dropdown>
  );
}
