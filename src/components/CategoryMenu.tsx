import { useMenus } from '../app/menus-context';
import { useI18n } from '../i18n/use-i18n';
import { Dropdown } from './Dropdown';
import { Link } from './Link';

/** How many merchant categories the menu lists before "show all". */
const SHOWN = 7;

/** The merchant-category dropdown: image and name, and a link to every category beyond seven. */
export function CategoryMenu() {
  const { t } = useI18n();
  const { businessCategories } = useMenus();
  if (businessCategories.items.length === 0) return null;
  return (
    <Dropdown className="menu-dropdown" summary={t('menu.categories')}>
      <ul>
        {businessCategories.items.slice(0, SHOWN).map((category) => (
          <li key={category.category_id}>
            <Link to={`/merchant-lists?category=${category.category_id}`}>
              <img src={category.image} width={28} height={28} alt="" loading="lazy" decoding="async" />
              <span>{category.name}</span>
            </Link>
          </li>
        ))}
        {businessCategories.total > SHOWN && (
          <li>
            <Link to="/category" className="menu-more">
              {t('menu.showMore')}
            </Link>
          </li>
        )}
      </ul>
    </Dropdown>
  );
}
