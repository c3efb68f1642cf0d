import { useMenus } from '../app/menus-context';
import { useI18n } from '../i18n/use-i18n';
import { Icon } from './Icon';
import { Link } from './Link';

/** The app-download block: the store links the operator configured, and the app page. */
export function AppDownload() {
  const { t } = useI18n();
  const { appStore, playStore } = useMenus().site.links;
  return (
    <section className="footer-col app-download" aria-labelledby="footer-app">
      <h2 id="footer-app">{t('shell.footer.app')}</h2>
      <p className="footer-note">{t('shell.footer.appText')}</p>
      <div className="store-links">
        {appStore && (
          <a className="store-link" href={appStore} target="_blank" rel="noopener noreferrer">
            <Icon name="app" />
            {t('shell.footer.appStore')}
          </a>
        )}
        {playStore && (
          <a className="store-link" href={playStore} target="_blank" rel="noopener noreferrer">
            <Icon name="play" />
            {t('shell.footer.playStore')}
          </a>
        )}
      </div>
      <Link to="/app" className="footer-more">
        {t('shell.footer.appPage')}
      </Link>
    </section>
  );
}
