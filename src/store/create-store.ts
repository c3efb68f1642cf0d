import { proxy } from 'valtio';
import type { Store, StoreState } from './store-state';

/**
 * The shop's client state as a valtio proxy. The server makes one per
 * request; the browser makes one from the snapshot the server serialized.
 */
export function createStore(state: StoreState): Store {
  return proxy(structuredClone(state));
}
