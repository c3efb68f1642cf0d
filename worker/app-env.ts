import type { ReactElement } from 'react';
import type { Lang } from '../lib/lang';
import type { Config } from './middleware/config';
import type { MemoryCache } from './cache/memory-cache';
import type { RequestMetrics } from './data/request-metrics';

/** What the worker knows of a shopper's session (`session()`): the token never leaves the server. */
export type Session = { token: string; time: string };

/** Types of the Hono app: bindings from wrangler.toml and the values middleware sets. */
export type AppEnv = {
  Bindings: CloudflareBindings;
  Variables: {
    config: Config;
    /** Set by `session()`: the cookie-held token, or null for a guest. */
    session: Session | null;
    /** Set by `locale()`: the page language and the unprefixed, normalized path. */
    lang: Lang;
    path: string;
    /** Set by `requestLog()`: what this request cost the data layer. */
    metrics: RequestMetrics;
    /** Set by `d1Session()`: this request's D1 session, counted into `metrics`. */
    db: D1Database;
    /** Set by `security()`: this response's CSP nonce, which every script element carries. */
    secureHeadersNonce: string;
    /** Set by `isolateMemory()`: this isolate's parsed copies of edge-cache entries, or null when turned off. */
    memory: MemoryCache | null;
    /**
     * Set when the page lacks something it should show: a data call failed (createCommerce) or React reported
     * an error (documentRenderer). Such a page is not kept for other guests (guest-page-cache.ts).
     */
    degraded?: boolean;
    /** Set by `readCookie()` on its first read: this request's cookies, parsed once. */
    cookies?: Record<string, string>;
    /** The matched route's id, for the request log. */
    routeId?: string;
  };
};

/** The statuses a page is drawn with: the console's refusals (400, 409, 429) and its 404. */
export type PageStatus = 200 | 400 | 404 | 409 | 429;

declare module 'hono' {
  interface ContextRenderer {
    /**
     * Draws a page (the shop's documentRenderer, the console's opsRenderer). `status` is the console's:
     * the shop's pages stream, their status set before the render.
     */
    // biome-ignore lint/style/useShorthandFunctionType: Hono's renderer type grows by declaration merging, which needs an interface
    (content: ReactElement, options?: { status?: PageStatus }): Response | Promise<Response>;
  }
}
