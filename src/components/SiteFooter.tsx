import { useMenus } from '../app/menus-context';
import { useI18n } from '../i18n/use-i18n';
import { AppDownload } from './AppDownload';
import { Benefits } from './Benefits';
import { Link } from './Link';
import { NewsletterForm } from './NewsletterForm';
import { PaymentMethods } from './PaymentMethods';
import { SocialLinks } from './SocialLinks';

const LINKS = [
  { to: '/abouts/company', key: 'footer.about' },
  { to: '/abouts/contact', key: 'footer.contact' },
  { to: '/customerservices', key: 'footer.customerService' },
  { to: '/policies/privacy', key: 'footer.privacy' },
  { to: '/policies/terms', key: 'footer.terms' },
] as const;

/**
 * The specification's storage keys for the footer's last best-offer choice, written as the programme's
 * pages do. Nothing here reads them back: the link's address (`?cat=`) is what filters the brands, so
 * the header's Brands, with none, lists them all.
 */
export const BESTOFFER_KEYS = { id: 'bestoffer_cat_id', name: 'bestoffer_cat_name' } as const;

/** Benefits, best-offer categories, newsletter, app, payment methods, links and social channels. */
export function SiteFooter() {
  const { t } = useI18n();
  const { goodsCategories } = useMenus();
  return (
    <footer className="site-footer">
      <Benefits />
      <div className="container footer-grid">
        {goodsCategories.length > 0 && (
          <section className="footer-col" aria-labelledby="footer-bestoffers">
            <h2 id="footer-bestoffers">{t('shell.footer.bestOffers')}</h2>
            <ul className="footer-list">
              {goodsCategories.map((category) => (
                <li key={category.id}>
                  <Link
                    to={`/bestoffer?cat=${category.id}`}
                    onClick={() => {
                      localStorage.setItem(BESTOFFER_KEYS.id, String(category.id));
                      localStorage.setItem(BESTOFFER_KEYS.name, category.name);
                    }}
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section className="footer-col" aria-labelledby="footer-links">
          <h2 id="footer-links">{t('shell.footer.links')}</h2>
          <ul className="footer-list">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section className="footer-col" aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter">{t('shell.footer.newsletter')}</h2>
          <p className="footer-note">{t('shell.footer.newsletterText')}</p>
          <NewsletterForm />
          <h2 className="footer-subheading">{t('shell.footer.follow')}</h2>
          <SocialLinks className="footer-social" />
        </section>
        <AppDownload />
      </div>
      <div className="container footer-bottom">
        <PaymentMethods />
        <p className="footer-rights">{t('footer.rights', { year: new Date().getUTCFullYear() })}</p>
      </div>
    </footer>
  );
}
