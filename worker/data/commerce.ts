import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import {
  type AuthUser,
  type BatchedRead,
  type Maintenance,
  maintain,
  readCatalogueVersion,
  reviewPhotoFile,
  type ServiceContext,
  tokenUser,
} from '../../commerce/embedded';
import type { Config } from '../middleware/config';
import { kvCached } from '../cache/kv-cache';
import { GUEST_SHOPPER, type Shopper } from '../page/session-facts';
import { CODE_TOKEN_INVALID } from '../../commerce/contract/codes';
import { clearSessionCookies } from '../request/cookies';
import { ApiError } from '../../commerce/contract/api-error';
import { describeError, log } from '../../lib/log';
import { catalogueEpoch, isCatalogueRead } from '../cache/catalogue-cache';
import { cachedSearch, isCatalogueSearch, withSearchWords } from '../cache/search-cache';
import { commerceReads, runEmbedded, type CommerceReads, type ReadCall } from '../../commerce/client';
import { embeddedShopper, type EmbeddedShopper } from './embedded-shopper';
import { httpCall } from './http-call';
import { remoteReviewPhoto } from './remote-review-photo';
import { remoteShopper } from './remote-shopper';

/**
 * What the loaders read the shop's data through, whichever commerce API answers: the typed client of
 * its reads (`api.goods.detail({ id })`, commerce/client.ts), and the edge's own helpers beside them.
 * A read rejects with ApiError on a refusal; the same read twice in a request runs once; a catalogue
 * read comes from the edge cache (catalogue-cache.ts).
 */
export type Commerce = CommerceReads & {
  /** The catalogue's epoch (catalogue-cache.ts), or null when it cannot be read: then nothing is cached by it. */
  epoch(): Promise<string | null>;
  /** The catalogue's version (decision 027): the embedded API's counter; a backend named by API_ORIGIN has none (0). */
  catalogueVersion(): Promise<number>;
  /** `load()` through the KV cache under `key` (stale-while-revalidate, per language). */
  cached<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * Who is signed in and their header state (cart, check-in, saved and followed ids, unread count); the
   * token is checked once, and the same call twice in a request reads once.
   */
  shopper(): Promise<Shopper>;
  /**
   * Whether a shopper is signed in, when the page needs no header state (a client navigation's data):
   * the token checked on its own, once. A token that is not live clears the cookies, as `shopper()` does.
   */
  signedIn(): Promise<boolean>;
  /** A review photo (GET /media/reviews/:key): the image, or a 404. */
  reviewPhoto(key: string): Promise<Response>;
};

/**
 * The request's Commerce. Embedded (no API_ORIGIN): the commerce services are called directly on this
 * request's D1 session, and the shopper's token is checked once, in the same round trip as their
 * header state and the page's `reads`, whose answers stand in for the same calls from a loader.
 * Remote: the `/api` contract over HTTP, answers validated with the zod schemas.
 */
export function createCommerce(c: Context<AppEnv>, reads: readonly BatchedRead[] = []): Commerce {
  const calls = new Map<string, Promise<unknown>>();
  const embedded = !c.get('config').apiOrigin;
  const source = c.get('config').apiOrigin ?? 'embedded';
  let shopper: Promise<EmbeddedShopper> | undefined;
  let remote: Promise<Shopper> | undefined;
  let user: Promise<AuthUser | null> | undefined;
  let epoch: Promise<string | null> | undefined;
  const ctx: ServiceContext = {
    db: c.get('db'),
    // The bindings with this request's D1 session for DB; inherited, not copied (a copy of every binding costs
    // each request ~0.2 ms).
    env: Object.create(c.env, { DB: { value: c.get('db') } }),
    lang: c.get('lang'),
    user: () => (user ??= shopper ? shopper.then((found) => found.user) : sessionUser(c)),
  };

  function call(key: string, found: ReadCall): Promise<unknown> {
    if (!embedded) return httpCall(c, found.path, found.read.response, found.query).then((answer) => answer.data);
    const direct = () => {
      c.get('metrics').apiCalls += 1;
      return runEmbedded(ctx, found);
    };
    if (!shopper) return direct();
    return shopper.then((batch) => (key in batch.answers ? batch.answers[key] : direct()));
  }

  function get(asked: ReadCall): Promise<unknown> {
    const searching = isCatalogueSearch(asked);
    const found = searching ? withSearchWords(asked) : asked;
    const search = new URLSearchParams(found.query).toString();
    const key = search ? `${found.path}?${search}` : found.path;
    let answer = calls.get(key);
    if (!answer) {
      const load = () => call(key, found);
      // Keyed by the API too: answers of the embedded API never stand in for another backend's.
      const cacheKey = (epoch: string) => `catalogue:${source}:${epoch}:${key}`;
      const keep = isCatalogueRead(found)
        ? (at: string) => commerce.cached(at, load)
        : searching
          ? (at: string) => cachedSearch(c.get('memory'), `${at}:${c.get('lang')}`, load)
          : null;
      answer = keep ? commerce.epoch().then((epoch) => (epoch === null ? load() : keep(cacheKey(epoch)))) : load();
      calls.set(key, answer);
      // A failed call leaves a gap in the page: it must not be kept for other guests (guest-page-cache.ts).
      answer.catch(() => c.set('degraded', true));
    }
    return answer;
  }

  const commerce: Commerce = {
    ...commerceReads(get),
    epoch: () => (epoch ??= catalogueEpoch(commerce, source).catch(() => null)),
    catalogueVersion: () => (embedded ? readCatalogueVersion(c.get('db')) : Promise.resolve(0)),
    cached(key, load) {
      const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise);
      const answer = kvCached(c.env.CACHE, `${key}:${c.get('lang')}`, load, waitUntil, c.get('memory'));
      answer.catch(() => c.set('degraded', true));
      return answer;
    },
    shopper() {
      if (!c.get('session')) return Promise.resolve(GUEST_SHOPPER);
      if (!embedded) {
        remote ??= remoteShopper(c, commerce);
        return remote;
      }
      shopper ??= embeddedShopper(c, reads);
      return shopper.then((found) => found.shopper);
    },
    async signedIn() {
      if (!c.get('session')) return false;
      if (shopper || remote) return (await commerce.shopper()).session.loggedIn;
      // A failed check keeps the session, as a failed read of the header state does.
      const live = await (embedded ? ctx.user() : commerce.auth.user()).then(
        (found) => found !== null,
        (error: unknown) => {
          if (error instanceof ApiError && error.code === CODE_TOKEN_INVALID) return false;
          log('error', 'session unavailable', { error: describeError(error) });
          return true;
        },
      );
      if (!live) {
        clearSessionCookies(c);
        c.set('session', null);
      }
      return live;
    },
    reviewPhoto(key) {
      const origin = c.get('config').apiOrigin;
      return origin ? remoteReviewPhoto(origin, key) : reviewPhotoFile(c.env.REVIEW_PHOTOS, key);
    },
  };
  return commerce;
}

/**
 * The cron's round of the commerce API's timed work (payments asked of Bakong, unpaid orders expired,
 * old callback nonces forgotten). The embedded API does it on its D1; a backend named by API_ORIGIN
 * runs its own schedule, so the edge then leaves its data alone.
 */
export async function commerceJobs(env: CloudflareBindings, config: Config, now: number): Promise<Maintenance | null> {
  return config.apiOrigin ? null : maintain(env, now);
}

/** The shopper of the session's token, checked on its own (a request that never asked for the shopper's header state). */
async function sessionUser(c: Context<AppEnv>): Promise<AuthUser | null> {
  const token = c.get('session')?.token;
  return token ? tokenUser(c.get('db'), token) : null;
}
