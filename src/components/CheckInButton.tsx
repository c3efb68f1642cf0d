import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { OfflineError, useApi } from '../api/client';
import { useI18n } from '../i18n/use-i18n';
import { checkIn } from '../store/checkin-actions';
import { useStore } from '../store/use-store';

/** Today's check-in on the account pages: "Check in to get points", or a disabled "See you tomorrow". */
export function CheckInButton() {
  const { t } = useI18n();
  const api = useApi();
  const store = useStore();
  const { checkin } = useSnapshot(store);
  const [busy, setBusy] = useState(false);
  async function press() {
    setBusy(true);
    try {
      await checkIn(store, api);
    } catch (failure) {
      if (!(failure instanceof OfflineError)) throw failure;
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="checkin-box">
      <p>{t('member.points.checkInText')}</p>
      <button
        type="button"
        className="button button-primary"
        disabled={checkin.checkedInToday || busy}
        aria-busy={busy}
        onClick={press}
      >
        {checkin.checkedInToday ? t('member.points.tomorrow') : t('member.points.checkIn')}
      </button>
    </div>
  );
}
