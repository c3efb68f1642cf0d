import { useI18n } from '../i18n/use-i18n';
import { Link } from './Link';

const LINKS = [
  { to: '/customerservices', key: 'footer.customerService' },
  { to: '/policies/terms', key: 'footer.terms' },
  { to: '/policies/privacy', key: 'footer.privacy' },
] as const;

/**
 * The footer of a page the shopper acts on at once (RouteDef.focused: the cart, checkout, paying): help and
 * the terms in one line, without the full footer's newsletter, app and category lists, which made a phone's
 * checkout thousands of pixels taller below its Place order.
 */
export function FocusedFooter() {
  const { t } = useI18n();
  return (
    <footer className="site-footer focused-footer">
      <div className="container footer-bottom">
        <ul className="focused-footer-links">
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{t(link.key)}</Link>
            </li>
          ))}
        </ul>
        <p className="footer-rights">{t('footer.rights', { year: new Date().getUTCFullYear() })}</p>
      </div>
    </footer>
  );
}
