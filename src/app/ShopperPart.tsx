import { createContext, type ReactNode, Suspense, use, useContext } from 'react';

/**
 * True while the worker prerenders a page for every signed-in shopper (worker/prelude.tsx): who is
 * signed in is not known yet, so each ShopperPart is left as a hole that is rendered per shopper.
 */
export const ShopperPendingContext = /* @__PURE__ */ createContext(false);

/** Never settles: a part that waits on it stays a hole of the prerendered page. */
const UNKNOWN_SHOPPER = /* @__PURE__ */ new Promise<never>(() => undefined);

function Pending(): never {
  return use(UNKNOWN_SHOPPER);
}

/**
 * What depends on who is signed in (their name, cart, hearts, follows; decision 033): everything that
 * reads the store's `session`, `cart`, `checkin`, `marks` or `unread` in render is inside one. The
 * worker renders a signed-in shopper's catalogue page from a copy prerendered once for everyone, with
 * only these parts rendered for them; outside the prerender it is a Suspense boundary that never waits.
 */
export function ShopperPart({ children }: { children: ReactNode }) {
  // Only the server prerenders: the browser's bundle leaves the check out.
  // biome-ignore lint/correctness/useHookAtTopLevel: import.meta.env.SSR is fixed for a build, so every render calls the same hooks
  const pending = import.meta.env.SSR && useContext(ShopperPendingContext);
  return <Suspense fallback={null}>{pending ? <Pending /> : children}</Suspense>;
}
