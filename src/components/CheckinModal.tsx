import { useI18n } from '../i18n/use-i18n';
import { Icon } from './Icon';
import { useModalPart } from './use-modal-part';

/**
 * The daily check-in: a header button opening a modal dialog (CheckinDialog; focus moves in, Escape
 * closes, focus returns).
 */
export function CheckinModal() {
  const { t } = useI18n();
  const { dialog, Contents, open, close, preload } = useModalPart(() =>
    import('./CheckinDialog').then((module) => module.CheckinDialog),
  );

  return (
    <>
      <button
        type="button"
        className="header-icon"
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={open}
      >
        <Icon name="calendar" size={24} />
        <span className="visually-hidden">{t('shell.checkin.open')}</span>
      </button>
      <dialog ref={dialog} className="modal checkin-modal" aria-labelledby="checkin-title">
        {Contents && <Contents close={close} />}
      </dialog>
    </>
  );
}
