import { useSnapshot } from 'valtio';
import { useStore } from '../store/use-store';

/** A slim bar while a client navigation waits; CSS delays it so quick ones never show it. */
export function ProgressBar() {
  const { navigating } = useSnapshot(useStore());
  return <div className={navigating ? 'progress progress-active' : 'progress'} aria-hidden="true" />;
}
