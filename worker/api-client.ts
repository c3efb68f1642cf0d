import type { Context } from 'hono';
import type { z } from 'zod';
import { API_LANG } from '../src/lib/lang';
import type { AppEnv } from './app-env';
import { fetchUpstream } from './upstream';

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
};

/** The loaders' API client: the same upstream path as the browser's calls, without an HTTP round trip. */
export function createApi(c: Context<AppEnv>): Api {
  const origin = new URL(c.req.url).origin;
  return {
    async get(path, schema, query) {
      const url = new URL(`/api${path}`, origin);
      for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
      const request = new Request(url, { headers: { lang: API_LANG[c.var.lang], accept: 'application/json' } });
      const response = await fetchUpstream(request, c.env, c.var.config, c.executionCtx);
      const body = schema.parse(await response.json());
      if (body.code !== 0) throw new ApiError(body.code, body.msg);
      return body;
    },
  };
}
