import { useEffect, useRef } from 'react';
import { useNavigate } from '../app/navigate-context';
import { useStoreSnapshot } from './use-store';

/**
 * For a page that shows the shopper's points (the account home, My points): when their balance changes
 * while they are on it (the daily check-in), the page's data is read again, so its grade, progress and
 * ledger follow. The shopper stays where they were: the scroll and the focused button are put back.
 */
export function useRefreshOnPoints(): void {
  const navigate = useNavigate();
  const points = useStoreSnapshot().checkin.points;
  const shown = useRef(points);
  useEffect(() => {
    if (points === shown.current) return;
    shown.current = points;
    const [y, focused] = [scrollY, document.activeElement];
    void navigate(location.pathname + location.search, { localized: true, replace: true }).then(() => {
      scrollTo(0, y);
      if (focused instanceof HTMLElement && focused.isConnected) focused.focus({ preventScroll: true });
    });
  }, [points, navigate]);
}
