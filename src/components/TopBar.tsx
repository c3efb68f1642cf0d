import { ShopperPart } from '../app/ShopperPart';
import { useMenus } from '../app/menus-context';
import { useI18n } from '../i18n/use-i18n';
import { labelText } from '../lib/label-text';
import { AccountMenu } from './AccountMenu';
import { Icon } from './Icon';
import { LanguageSwitch } from './LanguageSwitch';
import { Link } from './Link';
import { SocialLinks } from './SocialLinks';

/**
 * The strip above the header: contact and social channels from the operator's settings (both on wide
 * screens only; a phone has them in the footer), service links, account links, language.
 */
export function TopBar({ path }: { path: string }) {
  const { t, lang } = useI18n();
  const { contact } = useMenus().site;
  return (
    <div className="top-bar">
      <div className="container top-bar-row">
        <ul className="top-bar-contact">
          {contact.phone && (
            <li>
              <a
                href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                aria-label={`${labelText(lang, t('shell.topBar.phone'))} ${contact.phone}`}
              >
                <Icon name="phone" size={14} />
                {contact.phone}
              </a>
            </li>
          )}
          {contact.email && (
            <li>
              <a
                href={`mailto:${contact.email}`}
                aria-label={`${labelText(lang, t('shell.topBar.email'))} ${contact.email}`}
              >
                <Icon name="mail" size={14} />
                {contact.email}
              </a>
            </li>
          )}
        </ul>
        <SocialLinks className="top-bar-social" iconSize={16} />
        <nav className="top-bar-links" aria-label={t('shell.topBar.label')}>
          <Link to="/customerservices" className="header-link header-link-wide">
            {t('shell.topBar.customerService')}
          </Link>
          <Link to="/helpcenter" className="header-link header-link-wide">
            {t('shell.topBar.help')}
          </Link>
          <Link to="/app" className="header-link header-link-wide">
            {t('shell.topBar.app')}
          </Link>
          <ShopperPart>
            <AccountMenu />
          </ShopperPart>
          <LanguageSwitch path={path} />
        </nav>
      </div>
    </div>
  );
}
