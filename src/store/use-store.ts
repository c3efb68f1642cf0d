import { createContext, useContext } from 'react';
import type { Store } from './store-state';

export const StoreContext = createContext<Store | null>(null);

/** The mutable store, for actions; read it in render with valtio's `useSnapshot`. */
export function useStore(): Store {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore outside StoreContext');
  return store;
}
