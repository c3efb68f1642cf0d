import { use } from 'react';
import type { DeferredSource } from './Await';
import type { Settled } from './payload';

/**
 * Server: the loader's promises (already wrapped so they never reject). A value that settled before its
 * boundary renders (from the edge cache, say) is rendered in place with the shell; only those still
 * loading suspend and stream after it, each costing a fallback, a hidden copy and a script to move it.
 */
export function promiseSource(promises: Record<string, Promise<Settled>>): DeferredSource {
  const settled = new Map<string, Settled>();
  for (const [name, promise] of Object.entries(promises)) void promise.then((value) => settled.set(name, value));
  return {
    read(name) {
      const known = settled.get(name);
      if (known) return known;
      const promise = promises[name];
      return promise ? use(promise) : { ok: false };
    },
  };
}

/** Client navigation: values that arrived settled in the JSON payload. */
export function settledSource(values: Record<string, Settled>): DeferredSource {
  return { read: (name) => values[name] ?? { ok: false } };
}

/**
 * First page load: values the server streamed next to each Suspense boundary.
 * React hydrates a boundary only after its streamed content arrived, so the
 * value is normally in the DOM already; otherwise wait until the document is parsed.
 */
export function streamedSource(doc: Document): DeferredSource {
  const waiting = new Map<string, Promise<Settled>>();
  const find = (name: string): Settled | undefined => {
    const node = doc.querySelector(`script[data-deferred="${CSS.escape(name)}"]`);
    return node?.textContent ? (JSON.parse(node.textContent) as Settled) : undefined;
  };
  return {
    read(name) {
      const found = find(name);
      if (found) return found;
      let promise = waiting.get(name);
      if (!promise) {
        promise = new Promise((resolve) => {
          doc.addEventListener('DOMContentLoaded', () => resolve(find(name) ?? { ok: false }), { once: true });
        });
        waiting.set(name, promise);
      }
      return use(promise);
    },
  };
}
