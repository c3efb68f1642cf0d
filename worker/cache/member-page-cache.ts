import type { Context } from 'hono';
import type { Settled } from '../../src/app/payload';
import type { RouteDef } from '../../src/routes';
import type { AppEnv } from '../app-env';
import type { Commerce } from '../data/commerce';
import { pageKey } from './guest-page-cache';
import { keepCopy } from './guest-pages';
import { prerenderPrelude, resumePrelude } from '../render/prelude';
import type { Resumable } from '../render/page-parts';
import { bannerState } from '../page/session-facts';
import { describeError, log } from '../../lib/log';

/** A page's parts as its loader gave them, before they settled. */
type RenderedParts = Omit<Resumable['parts'], 'settled' | 'Layout'> & {
  deferred: Record<string, Promise<Settled>>;
  /** Whether the menus arrived whole. */
  complete: boolean;
};

/**
 * This isolate's prerendered catalogue pages for signed-in shoppers (decision 033), kept beside the guests'
 * copies and under the same rules (GUEST_PAGE_MS, the same key, dropped by an operator's write): a page is
 * rendered whole for the first shopper, prerendered after it is sent, and the shoppers who ask for it next
 * get the prelude with only their own parts rendered (the header's and the top bar's account parts, hearts,
 * follow buttons, the boot data's store). Only for a route marked `guestCache`, a signed-in shopper, a GET of
 * the document, and while the isolate's memory is on.
 */
export function memberPageCache(
  c: Context<AppEnv>,
  { route, url, api, json }: { route: RouteDef | undefined; url: URL; api: Commerce; json: boolean },
) {
  const memory = c.get('memory');
  const ms = c.get('config').guestPageMs;
  if (!memory || ms <= 0 || !route?.guestCache || json || !c.get('session') || c.req.method !== 'GET') return null;
  const { pages } = memory;
  const generation = pages.generation;
  const readAt = Date.now();
  const key = pageKey(c, url, api).then((name) => name && `member ${name}`);
  /** The prelude kept under `name` for at most GUEST_PAGE_MS, if any. */
  const kept = (name: string | null) => {
    const found = name === null ? undefined : pages.copies.get(name);
    return found && 'resume' in found && readAt - found.readAt < ms ? found : null;
  };

  return {
    /** The kept prelude of this page resumed for this shopper, or null (then the page is rendered whole). */
    async read(): Promise<Response | null> {
      // Read alongside the key: the page needs the shopper whether it is kept or not.
      const shopper = api.shopper();
      const found = kept(await key);
      return found ? resumePrelude(c, found, await shopper) : null;
    },
    /**
     * After this page was rendered for the shopper: once its data settled, prerenders it for the next
     * ones, when nothing failed (every deferred read and menu arrived) and no operator's write dropped
     * the copies meanwhile; at most one prerender of a page at a time.
     */
    keep(response: Response, { deferred, complete, ...parts }: RenderedParts): void {
      if (response.status !== 200) return;
      const names = Object.keys(deferred);
      const prelude = Promise.all([key, Promise.all(Object.values(deferred))]).then(async ([name, values]) => {
        // Not again while a prelude is kept (one that would not resume renders pages whole until it expires).
        if (name === null || kept(name) || pages.prerendering.has(name)) return;
        if (!complete || values.some((value) => !value.ok)) return;
        pages.prerendering.add(name);
        try {
          const settled = Object.fromEntries(names.map((deferredName, i) => [deferredName, values[i] as Settled]));
          const made = await prerenderPrelude(c, { ...parts, settled }, bannerState(c).banners);
          if (made && !c.get('degraded') && pages.generation === generation) {
            keepCopy(pages, name, { ...made, readAt });
          }
        } finally {
          pages.prerendering.delete(name);
        }
      });
      c.executionCtx.waitUntil(
        prelude.catch((error: unknown) => log('error', 'prerender failed', { error: describeError(error) })),
      );
    },
  };
}

export type MemberPageCache = NonNullable<ReturnType<typeof memberPageCache>>;
