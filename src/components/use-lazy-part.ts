import { type ComponentType, useState } from 'react';

/**
 * A part of the page whose code loads the first time it is needed (a menu's, dialog's or panel's
 * contents), so no page's first script carries it. `Part` is null until then. `load()` fetches it
 * once and rejects when the fetch fails (the caller's action says so; the browser keeps that failure
 * until the page is loaded again); `preload()` is the same, quietly, for a head start when the
 * shopper points at or focuses the control that shows it. `failed`: the last fetch failed (the control
 * can offer another way, as the cart summary offers the cart page).
 */
export function useLazyPart<Props extends object>(importPart: () => Promise<ComponentType<Props>>) {
  const [Part, setPart] = useState<ComponentType<Props> | null>(null);
  const [failed, setFailed] = useState(false);
  const load = async () => {
    if (Part) return;
    try {
      const loaded = await importPart();
      setPart(() => loaded);
    } catch (error) {
      setFailed(true);
      throw error;
    }
  };
  const preload = () => void load().catch(() => undefined);
  return { Part, failed, load, preload };
}
