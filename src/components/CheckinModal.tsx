import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useApi } from '../api/client';
import { useI18n } from '../i18n/use-i18n';
import { checkIn } from '../store/checkin-actions';
import { useStore, useStoreSnapshot } from '../store/use-store';
import { Icon } from './Icon';
import { useAction } from '../app/use-action';

/**
 * The daily check-in: a header button opening a modal dialog (focus moves
 * in, Escape closes, focus returns). A shopper who checked in today sees a
 * disabled "See you tomorrow"; a guest's button leads to sign-in and back
 * to this page. After the call the dialog closes and the toast tells how it went.
 */
export function CheckinModal() {
  const { t } = useI18n();
  const api = useApi();
  const store = useStore();
  const { session, checkin } = useStoreSnapshot();
  const dialog = useRef<HTMLDialogElement>(null);
  const { busy, run } = useAction({ member: true, report: 'toast' });
  // The dialog's contents are rendered the first time it opens, not into every page's HTML (it needs JavaScript anyway).
  const [opened, setOpened] = useState(false);
  const open = () => {
    flushSync(() => setOpened(true));
    dialog.current?.showModal();
  };

  async function onCheckIn() {
    if (!session.loggedIn) dialog.current?.close();
    await run(() => checkIn(store, api));
    dialog.current?.close();
  }

  const done = session.loggedIn && checkin.checkedInToday;
  return (
    <>
      <button type="button" className="header-icon" aria-haspopup="dialog" onClick={open}>
        <Icon name="calendar" size={24} />
        <span className="visually-hidden">{t('shell.checkin.open')}</span>
      </button>
      <dialog ref={dialog} className="modal checkin-modal" aria-labelledby="checkin-title">
        {opened && (
          <>
            <button type="button" className="modal-close" onClick={() => dialog.current?.close()}>
              <Icon name="close" />
              <span className="visually-hidden">{t('shell.checkin.close')}</span>
            </button>
            <span className="checkin-badge" aria-hidden="true">
              <Icon name="calendar" size={36} />
            </span>
            <h2 id="checkin-title">{t('shell.checkin.title')}</h2>
            <p>{t('shell.checkin.text')}</p>
            {session.loggedIn ? (
              <p className="checkin-points">{t('shell.checkin.points', { points: checkin.points })}</p>
            ) : (
              <p className="checkin-guest">{t('shell.checkin.guest')}</p>
            )}
            <button type="button" className="button button-primary" disabled={done || busy} onClick={onCheckIn}>
              {done ? t('shell.checkin.done') : t('shell.checkin.button')}
            </button>
          </>
        )}
      </dialog>
    </>
  );
}
