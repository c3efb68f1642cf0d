import { useI18n } from '../i18n/use-i18n';
import { Icon } from './Icon';
import { useModalPart } from './use-modal-part';

/**
 * Below 992 px the navigation collapses behind this button: a modal drawer over a dimmed backdrop
 * (MobileMenuDrawer). A chosen link closes it; so do the backdrop, Escape and the close button.
 */
export function MobileMenu({ path }: { path: string }) {
  const { t } = useI18n();
  // The drawer's contents are rendered the first time it opens, not into every page's HTML.
  const { dialog, Contents, open, close, preload } = useModalPart(() =>
    import('./MobileMenuDrawer').then((module) => module.MobileMenuDrawer),
  );
  return (
    <>
      <button
        type="button"
        className="header-icon mobile-menu-button"
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={open}
      >
        <Icon name="menu" size={24} />
        <span className="visually-hidden">{t('shell.nav.openMenu')}</span>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a modal dialog closes on Escape by itself; the click is the backdrop's */}
      <dialog
        ref={dialog}
        className="drawer"
        aria-label={t('shell.nav.menu')}
        onClick={(event) => {
          // A link inside closes the drawer, and so does the dimmed backdrop: a click on the dialog
          // element itself outside its box (inside the box it is the drawer's own padding).
          const drawer = dialog.current;
          if (!drawer) return;
          const box = drawer.getBoundingClientRect();
          const outside =
            event.clientX > box.right ||
            event.clientX < box.left ||
            event.clientY > box.bottom ||
            event.clientY < box.top;
          if ((event.target === drawer && outside) || (event.target as Element).closest('a')) drawer.close();
        }}
      >
        {Contents && <Contents path={path} close={close} />}
      </dialog>
    </>
  );
}
