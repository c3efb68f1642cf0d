import { createContext, useContext } from 'react';
import { type Snapshot, useSnapshot } from 'valtio';
import type { Store } from './store-state';

export const StoreContext = createContext<Store | null>(null);

/** The server renders a page once and never changes its store between renders. */
const ON_SERVER = typeof window === 'undefined';

/** The mutable store, for actions; read it in render with `useStoreSnapshot`. */
export function useStore(): Store {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore outside StoreContext');
  return store;
}

/**
 * The store's state for rendering. In the browser, valtio's snapshot: the component renders again when
 * what it read changes. The server's store is the request's plain state (worker/render/render.tsx), read as is:
 * a proxy and a snapshot per component were a tenth of a page's server CPU.
 */
export function useStoreSnapshot(): Snapshot<Store> {
  const store = useStore();
  // biome-ignore lint/correctness/useHookAtTopLevel: ON_SERVER is fixed for the runtime, so every render calls the same hooks
  return ON_SERVER ? store : useSnapshot(store);
}
