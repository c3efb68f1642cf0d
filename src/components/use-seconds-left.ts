import { useEffect, useState } from 'react';
import { deadlineOnPage, secondsLeft } from '../lib/pay-clock';

/**
 * The seconds left to `expiresAt`, ticking on each whole second, counted from the server's `now` (src/lib/pay-clock.ts).
 * The server's render and the first one in the browser both show `expiresAt - serverNow`, so hydration
 * matches; a new answer of the server's (the page's poll) sets the count again from its own `now`.
 */
export function useSecondsLeft(expiresAt: number | null, serverNow: number): number {
  const [left, setLeft] = useState(expiresAt === null ? 0 : Math.max(0, expiresAt - serverNow));
  useEffect(() => {
    if (expiresAt === null) return;
    const deadline = deadlineOnPage(expiresAt, serverNow, performance.now());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const now = performance.now();
      const seconds = secondsLeft(deadline, now);
      setLeft(seconds);
      // Wake when the shown second changes, not a second after whenever this ran.
      if (seconds > 0) timer = setTimeout(tick, (deadline - now) % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [expiresAt, serverNow]);
  return left;
}
