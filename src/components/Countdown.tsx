import { useEffect, useState } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { formatTime, splitDuration } from '../lib/phnom-penh-time';

type CountdownProps = {
  /** Unix seconds the count runs to. */
  until: number;
  /** Counting to the end of something on now, or to the start of something coming. */
  kind: 'ends' | 'starts';
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
 * A live countdown to `until`. Rendered on the server (and before hydration) as the time on the
 * Phnom Penh clock ("Ends at 23:59"), then as the time left ("Ends in 02:13:45"), every second.
 */
export function Countdown({ until, kind }: CountdownProps) {
  const { t } = useI18n();
  const now = useNowSeconds();
  const dateTime = new Date(until * 1000).toISOString();
  if (now === null) {
    return <span className="countdown">{t(`catalogue.flash.${kind}At`, { time: formatTime(until) })}</span>;
  }
  const left = until - now;
  const { days, clock } = splitDuration(left);
  return (
    <span className="countdown">
      <span className="countdown-label">{t(`catalogue.flash.${kind}In`)}</span>{' '}
      <time className="countdown-clock" dateTime={dateTime}>
        {left <= 0
          ? t('catalogue.countdown.ended')
          : `${days > 0 ? `${t('catalogue.countdown.days', { count: days })} ` : ''}${clock}`}
      </time>
    </span>
  );
}
