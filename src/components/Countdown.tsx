import { useI18n } from '../i18n/use-i18n';
import type { DealTimes } from '../lib/deal-window';
import { formatTime, splitDuration } from '../../lib/phnom-penh-time';
import { useDealWindow } from './use-deal-window';

type CountdownProps = {
  /** The flash-deal slot's current or next window, as the server gave it. */
  slot: DealTimes;
  /** Whether the server found the window on (the count runs to its end) or coming (to its start). */
  live: boolean;
};

/**
 * A live countdown for a flash-deal slot. Rendered on the server (and before hydration) as the time on
 * the Phnom Penh clock ("Ends at 23:59"), then as the time left ("Ends in 02:13:45"), every second.
 * When the window ends with the page open it counts to the next day's start of a daily slot ("Starts
 * in 17:59:59"), or says a one-off slot has ended; when a coming window starts, it counts to its end.
 */
export function Countdown({ slot, live }: CountdownProps) {
  const { t } = useI18n();
  const { phase, starts_at, ends_at, now } = useDealWindow(slot, live);
  if (now === null) {
    const kind = live ? 'ends' : 'starts';
    return (
      <span className="countdown">
        {t(`catalogue.flash.${kind}At`, { time: formatTime(live ? ends_at : starts_at) })}
      </span>
    );
  }
  if (phase === 'ended') {
    return (
      <span className="countdown">
        <time className="countdown-clock" dateTime={new Date(ends_at * 1000).toISOString()}>
          {t('catalogue.countdown.ended')}
        </time>
      </span>
    );
  }
  const until = phase === 'live' ? ends_at : starts_at;
  const { days, clock } = splitDuration(until - now);
  return (
    <span className="countdown">
      <span className="countdown-label">
        {t(phase === 'live' ? 'catalogue.flash.endsIn' : 'catalogue.flash.startsIn')}
      </span>{' '}
      <time className="countdown-clock" dateTime={new Date(until * 1000).toISOString()}>
        {`${days > 0 ? `${t('catalogue.countdown.days', { count: days })} ` : ''}${clock}`}
      </time>
    </span>
  );
}
