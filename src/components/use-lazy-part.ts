import { type ComponentType, useRef, useState } from 'react';
import { reloadAfterChunkError } from '../app/reload-guard';

/**
 * A part of the page whose code loads the first time it is needed (a menu's, dialog's or panel's
 * contents), so no page's first script carries it. `Part` is null until then. `load()` fetches it
 * once and rejects when the fetch fails (the caller's action says so, and the shopper may press
 * again); `preload()` is the same, quietly, for a head start when the shopper points at or focuses
 * the control that shows it. `failed`: the last fetch failed (the control can offer another way, as
 * the cart summary offers the cart page).
 *
 * When a second press fails too while the browser is online, the file is most likely gone: a new
 * deploy replaced the hashed files this page names. The page then loads again (at most once a minute,
 * reload-guard.ts), so the next press finds the new files; `load()` stays pending while it leaves.
 */
export function useLazyPart<Props extends object>(importPart: () => Promise<ComponentType<Props>>) {
  const [Part, setPart] = useState<ComponentType<Props> | null>(null);
  const [failed, setFailed] = useState(false);
  const failedPresses = useRef(0);
  const fetchPart = async () => {
    if (Part) return;
    try {
      const loaded = await importPart();
      setPart(() => loaded);
    } catch (error) {
      setFailed(true);
      throw error;
    }
  };
  const load = async () => {
    try {
      await fetchPart();
    } catch (error) {
      failedPresses.current += 1;
      if (failedPresses.current > 1 && navigator.onLine && reloadAfterChunkError(location.href)) {
        return new Promise<never>(() => undefined);
      }
      throw error;
    }
  };
  const preload = () => void fetchPart().catch(() => undefined);
  return { Part, failed, load, preload };
}
