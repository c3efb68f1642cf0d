import { useEffect, useState } from 'react';
import { type DealTimes, type DealWindow, dealWindowAt } from '../lib/deal-window';

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
 * Where flash-deal `slot` stands by the browser's clock, each second, so a page left open moves on
 * when a window starts or ends (a daily slot to the next day's window). Until hydrated, and on the
 * server, it is the server's view: on now when `live`, else coming up, with `now` null.
 */
export function useDealWindow(slot: DealTimes, live: boolean): DealWindow & { now: number | null } {
  const now = useNowSeconds();
  if (now === null) return { phase: live ? 'live' : 'upcoming', starts_at: slot.starts_at, ends_at: slot.ends_at, now };
  return { ...dealWindowAt(slot, now), now };
}
