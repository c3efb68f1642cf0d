import { useI18n } from '../../i18n/use-i18n';
import { Icon } from '../Icon';

/**
 * Links to the app stores the operator has set (menus.site.links); unset ones are left out. Text
 * buttons in the page's language, like the footer's (the stores' official badges read "Download on
 * the" and "GET IT ON" in English); the store's own name stays as the store writes it.
 */
export function StoreBadges({ appStore, playStore }: { appStore: string; playStore: string }) {
  const { t } = useI18n();
  return (
    <p className="store-badges">
      {appStore && (
        <a className="store-link" href={appStore} target="_blank" rel="noopener noreferrer">
          <Icon name="app" />
          {t('content.app.appStore')}
        </a>
      )}
      {playStore && (
        <a className="store-link" href={playStore} target="_blank" rel="noopener noreferrer">
          <Icon name="play" />
          {t('content.app.playStore')}
        </a>
      )}
    </p>
  );
}
