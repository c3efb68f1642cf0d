import { useI18n } from '../../i18n/use-i18n';

/** The App Store badge, drawn inline (no outside image); the link carries the localized name. */
function AppStoreArt() {
  return (
    <svg width="150" height="44" viewBox="0 0 150 44" aria-hidden="true" focusable="false">
      <rect width="150" height="44" rx="8" fill="#000" />
      <path
        fill="#fff"
        d="M27.6 22.9c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8s2 .8 3.4.8c1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.7-1-2.7-4.1zM25.1 15.3c.7-.9 1.2-2 1-3.2-1 0-2.3.7-3 1.6-.7.8-1.2 2-1.1 3.1 1.2.1 2.3-.6 3.1-1.5z"
      />
      <text x="42" y="18" fill="#fff" fontSize="8.5" fontFamily="system-ui, sans-serif">
        Download on the
      </text>
      <text x="42" y="34" fill="#fff" fontSize="16" fontWeight="600" fontFamily="system-ui, sans-serif">
        App Store
      </text>
    </svg>
  );
}

/** The Google Play badge, drawn inline. */
function PlayStoreArt() {
  return (
    <svg width="150" height="44" viewBox="0 0 150 44" aria-hidden="true" focusable="false">
      <rect width="150" height="44" rx="8" fill="#000" />
      <path fill="#00d7fe" d="M13 10.5v23l11.7-11.5z" />
      <path fill="#00f076" d="M13 10.5 28.6 19.3l-3.9 2.7z" />
      <path fill="#ff3a44" d="M13 33.5l11.7-11.5 3.9 2.7z" />
      <path fill="#ffd500" d="M28.6 19.3 33 21.9c.9.5.9 1.3 0 1.8l-4.4 1-3.9-2.7z" />
      <text x="42" y="18" fill="#fff" fontSize="8.5" fontFamily="system-ui, sans-serif">
        GET IT ON
      </text>
      <text x="42" y="34" fill="#fff" fontSize="16" fontWeight="600" fontFamily="system-ui, sans-serif">
        Google Play
      </text>
    </svg>
  );
}

/** Links to the app stores the operator has set (config.public.links); unset ones are left out. */
export function StoreBadges({ appStore, playStore }: { appStore: string; playStore: string }) {
  const { t } = useI18n();
  return (
    <p className="store-badges">
      {appStore && (
        <a href={appStore} target="_blank" rel="noopener noreferrer" aria-label={t('content.app.appStore')}>
          <AppStoreArt />
        </a>
      )}
      {playStore && (
        <a href={playStore} target="_blank" rel="noopener noreferrer" aria-label={t('content.app.playStore')}>
          <PlayStoreArt />
        </a>
      )}
    </p>
  );
}
