import { useI18n } from '../i18n/use-i18n';
import type { DealTimes } from '../lib/deal-window';
import { useDealWindow } from './use-deal-window';

/** A flash-deal slot's "On now" or "Coming up" beside its title, moving on with the slot's countdown. */
export function FlashPhase({ slot, live }: { slot: DealTimes; live: boolean }) {
  const { t } = useI18n();
  const { phase } = useDealWindow(slot, live);
  if (phase === 'live') return <span className="flash-live">{t('catalogue.flash.live')}</span>;
  return (
    <span className="flash-upcoming">
      {t(phase === 'upcoming' ? 'catalogue.flash.upcoming' : 'catalogue.countdown.ended')}
    </span>
  );
}
