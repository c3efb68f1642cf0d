import { useApi } from '../api/client';
import { useAction } from '../app/use-action';
import { useI18n } from '../i18n/use-i18n';
import { checkIn } from '../store/checkin-actions';
import { useStore, useStoreSnapshot } from '../store/use-store';
import { Icon } from './Icon';

/**
 * The check-in dialog's contents (CheckinModal). A shopper who checked in today sees a disabled "See
 * you tomorrow"; a guest's button leads to sign-in and back to this page. After the call the dialog
 * closes and the toast tells how it went. Its code loads when the shopper reaches for the button.
 */
export function CheckinDialog({ close }: { close: () => void }) {
  const { t } = useI18n();
  const api = useApi();
  const store = useStore();
  const { session, checkin } = useStoreSnapshot();
  const { busy, run } = useAction({ member: true, report: 'toast' });

  async function onCheckIn() {
    if (!session.loggedIn) close();
    await run(() => checkIn(store, api));
    close();
  }

  const done = session.loggedIn && checkin.checkedInToday;
  return (
    <>
      <button type="button" className="modal-close" onClick={close}>
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
  );
}
