import { useEffect } from 'react';
import { useMenus } from '../app/menus-context';
import { useI18n } from '../i18n/use-i18n';
import { useStore, useStoreSnapshot } from '../store/use-store';
import { Icon } from './Icon';
import { Link } from './Link';

/** The specification's limits: only narrower than 1200 px (also styles/feedback.css), and gone after 5 s. */
export const POPUP_MAX_WIDTH = 1199;
export const POPUP_MS = 5000;
/** Shown once per browser session: not again on every full page load, where it would cover the page's own bottom bar. */
const SEEN_KEY = 'app-popup-seen';

/**
 * The popup app banner for phones and tablets: it opens after hydration when the window is narrower
 * than 1200 px, or later, the first time it becomes so, and closes itself after 5 s or on a click.
 * Once per browser session. While open, CSS hides it whenever the window is 1200 px or wider. Its words
 * are the ones owners set in the console; without a text it never opens.
 */
export function PopupBanner() {
  const { t } = useI18n();
  const store = useStore();
  const { banners } = useStoreSnapshot();
  const { text, cta } = useMenus().site.popup;

  useEffect(() => {
    if (!text || sessionStorage.getItem(SEEN_KEY)) return;
    const narrow = matchMedia(`(max-width: ${POPUP_MAX_WIDTH}px)`);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      if (!narrow.matches || timer) return;
      narrow.removeEventListener('change', open);
      sessionStorage.setItem(SEEN_KEY, '1');
      store.banners.popupOpen = true;
      timer = setTimeout(() => (store.banners.popupOpen = false), POPUP_MS);
    };
    open();
    if (!timer) narrow.addEventListener('change', open);
    return () => {
      narrow.removeEventListener('change', open);
      clearTimeout(timer);
    };
  }, [store, text]);

  if (!banners.popupOpen || !text) return null;
  const close = () => (store.banners.popupOpen = false);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users close it with its own close button
    <aside className="popup-banner" aria-label={text} onClick={close}>
      <Icon name="app" size={28} />
      <p>{text}</p>
      {cta && (
        <Link to="/app" className="button button-brand">
          {cta}
        </Link>
      )}
      <button type="button" className="icon-button">
        <Icon name="close" size={18} />
        <span className="visually-hidden">{t('shell.popup.close')}</span>
      </button>
    </aside>
  );
}
