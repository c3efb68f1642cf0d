import { useI18n } from '../i18n/use-i18n';
import { Link } from './Link';

const LINKS = [
  { to: '/abouts/company', key: 'footer.about' },
  { to: '/abouts/contact', key: 'footer.contact' },
  { to: '/customerservices', key: 'footer.customerService' },
  { to: '/policies/privacy', key: 'footer.privacy' },
  { to: '/policies/terms', key: 'footer.terms' },
] as const;

export function SiteFooter() {
  const { t } = useI18n();
  return (
    <footer className="site-footer">
      <div className="container">
        <ul className="footer-links">
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
