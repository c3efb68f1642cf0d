import { useEffect } from 'react';
import { useStore } from './use-store';

/** A page that read the unread count (the inbox, or a message just opened) puts it in the header's badge. */
export function useUnreadSync(unread: number | null | undefined): void {
  const store = useStore();
  useEffect(() => {
    if (typeof unread === 'number') store.unread = unread;
  }, [store, unread]);
}
