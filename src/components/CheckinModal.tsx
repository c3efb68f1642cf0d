import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useAction } from '../app/use-action';
import { useI18n } from '../i18n/use-i18n';
import { Icon } from './Icon';
import { useLazyPart } from './use-lazy-part';

/**
 * The daily check-in: a header button opening a modal dialog (CheckinDialog; focus moves in, Escape
 * closes, focus returns).
 */
export function CheckinModal() {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  // The dialog's contents are rendered the first time it opens, not into every page's HTML (it needs
  // JavaScript anyway), and their code loads when the shopper reaches for the button.
  const [opened, setOpened] = useState(false);
  const {
    Part: Dialog,
    load: loadDialog,
    preload,
  } = useLazyPart(() => import('./CheckinDialog').then((module) => module.CheckinDialog));
  const { run } = useAction({ report: 'toast' });
  const open = () =>
    run(async () => {
      await loadDialog();
      flushSync(() => setOpened(true));
      dialog.current?.showModal();
    });

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
        {opened && Dialog && <Dialog close={() => dialog.current?.close()} />}
      </dialog>
    </>
  );
}
