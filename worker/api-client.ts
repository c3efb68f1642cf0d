import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from './app-env';
import { kvCached } from './kv-cache';
import { callUpstream } from './upstream';

/** A commerce API answer with a non-zero code. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export type Api = {
  /** GET `/api${path}`, parsed with `schema`; throws ApiError on a non-zero code. */
  get<T extends { code: number; msg: string }>(path: string, schema: z.ZodType<T>, query?: Record<string, string>): Promise<T>;
  /** `load()` through the KV cache under `key` (stale-while-revalidate, per language). */
  cached<T>(key: string, load: () => Promise<T>): Promise<T>;
};

/**
 * The loaders' API client: the same path as the browser's /api calls
 * (`callUpstream`: lang, the session's token, time limit), without an HTTP
 * round trip to the embedded API.
 */
export function createApi(c: Context<AppEnv>): Api {
  return {
    async get(path, schema, query) {
      const url = new URL(`/api${path}`, c.req.url);
      for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
      const request = new Request(url, { headers: { accept: 'application/json' } });
      const response = await callUpstream(c, request, c.var.lang);
      const json: unknown = await response.json();
      // A failure envelope carries `data: null`, which no answer schema accepts: read its code first,
      // so a loader can tell "not found" (404) from an upstream that is down or garbled.
      const failed = json as { code?: unknown; msg?: unknown } | null;
      if (typeof failed?.code === 'number' && failed.code !== 0) throw new ApiError(failed.code, String(failed.msg ?? ''));
      return schema.parse(json);
    },
    cached(key, load) {
      return kvCached(c.env.CACHE, `${key}:${c.var.lang}`, load, (promise) => c.executionCtx.waitUntil(promise));
    },
  };
}
