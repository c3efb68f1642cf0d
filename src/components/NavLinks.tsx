import { useMenus } from '../app/menus-context';
import { useI18n } from '../i18n/use-i18n';
import { Link } from './Link';

const NAV = [
  { to: '/', key: 'nav.home' },
  { to: '/products', key: 'nav.products' },
  { to: '/bestoffer', key: 'nav.brands' },
  { to: '/merchant-lists', key: 'nav.merchants' },
  { to: '/discount', key: 'nav.discount' },
  { to: '/voucher', key: 'nav.vouchers' },
] as const;

/**
 * Whether a navigation item is the current page's: home only on `/`, the others for their sub-pages too;
 * "All products" not on one category's list (`/products?category=3`: the category menu is where that is).
 */
export function isActive(to: string, path: string): boolean {
  const [current = '/', query = ''] = path.split('?');
  if (to === '/') return current === '/';
  if (to === '/products' && current === to && Number(new URLSearchParams(query).get('category'))) return false;
  return current === to || current.startsWith(`${to}/`);
}

/** The main navigation's items; promotions only when a promotion title exists. */
export function NavLinks({ path, className }: { path: string; className: string }) {
  const { t } = useI18n();
  const { hasPromotion } = useMenus();
  const items: { to: string; label: string }[] = NAV.map((item) => ({ to: item.to, label: t(item.key) }));
  if (hasPromotion) items.push({ to: '/promotions', label: t('shell.nav.promotions') });
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} aria-current={isActive(item.to, path) ? 'page' : undefined}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
