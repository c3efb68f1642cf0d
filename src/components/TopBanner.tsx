import { useMenus } from '../app/menus-context';
import { useI18n } from '../i18n/use-i18n';
import { cookieName, secureCookies } from '../../lib/cookie-name';
import { TOP_BANNER_COOKIE } from '../../lib/top-banner-cookie';
import { useStore, useStoreSnapshot } from '../store/use-store';
import { Icon } from './Icon';
import { Link } from './Link';

/** The dismissible app banner above the header, in the words owners set in the console (none: no banner). */
export function TopBanner() {
  const { t } = useI18n();
  const store = useStore();
  const { banners } = useStoreSnapshot();
  const { text, cta } = useMenus().site.topBanner;
  if (banners.topHidden || !text) return null;

  function hide() {
    store.banners.topHidden = true;
    const here = location.href;
    const secure = secureCookies(here) ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
    document.cookie = `${cookieName(TOP_BANNER_COOKIE, here)}=hidden; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax${secure}`;
  }

  return (
    <div className="top-banner">
      <div className="container top-banner-row">
        <Icon name="app" />
        <p>{text}</p>
        {cta && (
          <Link to="/app" className="top-banner-cta">
            {cta}
          </Link>
        )}
        <button type="button" className="icon-button" onClick={hide}>
          <Icon name="close" size={18} />
          <span className="visually-hidden">{t('shell.topBanner.close')}</span>
        </button>
      </div>
    </div>
  );
}
