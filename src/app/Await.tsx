import { createContext, Suspense, useContext, type ReactNode } from 'react';
import { serializeJson } from '../../lib/serialize-json';
import type { AnyLoader, LoaderDeferred } from './page-props';
import type { Settled } from './payload';

/** Where a page's deferred data comes from: server promises, streamed HTML, or navigation JSON. */
export type DeferredSource = { read: (name: string) => Settled };

export const DeferredContext = createContext<DeferredSource>({ read: () => ({ ok: false }) });

type AwaitProps<Deferred, Name extends keyof Deferred & string> = {
  /** One of the loader's deferred keys. */
  name: Name;
  fallback: ReactNode;
  children: (settled: Settled<Deferred[Name]>) => ReactNode;
};

/** The Await of one page: `name` must be a deferred key of its loader, and the child gets that key's value type. */
export type AwaitOf<Deferred> = <Name extends keyof Deferred & string>(props: AwaitProps<Deferred, Name>) => ReactNode;

/**
 * The Await component for a loader's page (`const Await = awaitFor<typeof product>()`). Renaming a
 * deferred key in the loader, or changing its type, then fails the type check where the page reads it.
 */
export function awaitFor<L extends AnyLoader>(): AwaitOf<LoaderDeferred<L>> {
  return Await as AwaitOf<LoaderDeferred<L>>;
}

/**
 * Renders a loader's deferred value once it settles, streaming `fallback`
 * first. The settled value is written beside the content so the browser
 * hydrates the boundary with exactly the data the server rendered.
 */
function Await({ name, fallback, children }: AwaitProps<Record<string, unknown>, string>) {
  return (
    <Suspense fallback={fallback}>
      <Resolved name={name}>{children}</Resolved>
    </Suspense>
  );
}

function Resolved({ name, children }: Omit<AwaitProps<Record<string, unknown>, string>, 'fallback'>) {
  const settled = useContext(DeferredContext).read(name);
  return (
    <>
      {children(settled)}
      <script
        type="application/json"
        data-deferred={name}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: serialized by serializeJson, which escapes <, > and & so the JSON cannot close the script
        dangerouslySetInnerHTML={{ __html: serializeJson(settled) }}
      />
    </>
  );
}
