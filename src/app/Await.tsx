import { createContext, Suspense, useContext, type ReactNode } from 'react';
import { serializeJson } from '../lib/serialize-json';
import type { Settled } from './payload';

/** Where a page's deferred data comes from: server promises, streamed HTML, or navigation JSON. */
export type DeferredSource = { read: (name: string) => Settled };

export const DeferredContext = createContext<DeferredSource>({ read: () => ({ ok: false }) });

type AwaitProps<T> = {
  name: string;
  fallback: ReactNode;
  children: (settled: Settled<T>) => ReactNode;
};

/**
 * Renders a loader's deferred value once it settles, streaming `fallback`
 * first. The settled value is written beside the content so the browser
 * hydrates the boundary with exactly the data the server rendered.
 */
export function Await<T>({ name, fallback, children }: AwaitProps<T>) {
  return (
    <Suspense fallback={fallback}>
      <Resolved name={name}>{children}</Resolved>
    </Suspense>
  );
}

function Resolved<T>({ name, children }: Omit<AwaitProps<T>, 'fallback'>) {
  const settled = useContext(DeferredContext).read(name) as Settled<T>;
  return (
    <>
      {children(settled)}
      <script type="application/json" data-deferred={name} dangerouslySetInnerHTML={{ __html: serializeJson(settled) }} />
    </>
  );
}
