import { createContext, type ReactNode, Suspense, use, useContext } from 'react';

/**
 * While the worker prerenders a page for every signed-in shopper (worker/render/prelude.tsx): a promise that
 * never settles, on which each ShopperPart waits, so it is left as a hole that is rendered per shopper.
 * A new one for each prerender: what React hangs on it goes with that prerender. Null otherwise.
 */
export const ShopperPendingContext = /* @__PURE__ */ createContext<Promise<never> | null>(null);

function Pending({ until }: { until: Promise<never> }): never {
  return use(until);
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
  const pending = import.meta.env.SSR ? useContext(ShopperPendingContext) : null;
  return <Suspense fallback={null}>{pending ? <Pending until={pending} /> : children}</Suspense>;
}
