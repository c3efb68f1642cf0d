import { useApi } from '../api/client';
import { useI18n } from '../i18n/use-i18n';
import { checkIn } from '../store/checkin-actions';
import { useStore, useStoreSnapshot } from '../store/use-store';
import { useAction } from '../app/use-action';

/** Today's check-in on the account pages: "Check in to get points", or a disabled "See you tomorrow". */
export function CheckInButton() {
  const { t } = useI18n();
  const api = useApi();
  const store = useStore();
  const { checkin } = useStoreSnapshot();
  const { busy, run } = useAction({ report: 'toast' });
  const press = () => run(() => checkIn(store, api));
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
