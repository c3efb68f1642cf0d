import { useEffect, useState } from 'react';
import { useStoreSnapshot } from '../store/use-store';

/** A wait shorter than this is not noticeable: the bar never appears for it. */
export const PROGRESS_DELAY_MS = 150;
/** Once shown, the bar stays at least this long, so it never flickers (the specification's 200 ms). */
export const PROGRESS_MIN_MS = 200;

/** A slim bar while a client navigation waits for its data or code. */
export function ProgressBar() {
  const { navigating } = useStoreSnapshot();
  const [shownAt, setShownAt] = useState<number | null>(null);

  useEffect(() => {
    if (navigating && shownAt === null) {
      const timer = setTimeout(() => setShownAt(Date.now()), PROGRESS_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (!navigating && shownAt !== null) {
      const timer = setTimeout(() => setShownAt(null), Math.max(0, shownAt + PROGRESS_MIN_MS - Date.now()));
      return () => clearTimeout(timer);
    }
  }, [navigating, shownAt]);

  return (
    <div
      className={shownAt === null ? 'progress' : 'progress progress-active'}
      data-testid="progress"
      aria-hidden="true"
    />
  );
}
