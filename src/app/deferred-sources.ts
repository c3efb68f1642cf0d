import { use } from 'react';
import type { DeferredSource } from './Await';
import type { Settled } from './payload';

/** Server: the loader's promises (already wrapped so they never reject). */
export function promiseSource(promises: Record<string, Promise<Settled>>): DeferredSource {
  return {
    read(name) {
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
