import { useEffect, useState } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { formatTime, splitDuration } from '../lib/phnom-penh-time';

type CountdownProps = {
  /** Unix seconds the count runs to. */
  until: number;
  /** "Ends in" / "Starts in". */
  label: string;
};

/** The browser's clock in Unix seconds, ticking each second; null until hydrated (the server's clock would not match). */
function useNowSeconds(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Math.floor(Date.now() / 1000));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * A live countdown to `until`. Rendered on the server (and before hydration) as the end time on
 * the Phnom Penh clock, then as hours, minutes and seconds left, updated every second.
 */
export function Countdown({ until, label }: CountdownProps) {
  const { t } = useI18n();
  const now = useNowSeconds();
  const left = now === null ? null : until - now;
  const { days, clock } = splitDuration(left ?? 0);
  return (
    <span className="countdown">
      <span className="countdown-label">{label}</span>{' '}
      <time className="countdown-clock" dateTime={new Date(until * 1000).toISOString()}>
        {left === null ? formatTime(until) : left <= 0 ? t('catalogue.countdown.ended') : `${days > 0 ? `${t('catalogue.countdown.days', { count: days })} ` : ''}${clock}`}
      </time>
    </span>
  );
}
