import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../app-env';
import { callUpstream } from '../api/upstream';
import { ApiError } from '../../commerce/contract/api-error';

/**
 * A GET of the `/api` contract over HTTP, as the browser's calls go (`callUpstream`: lang, the
 * session's token, a time limit), its answer validated with the contract's schema.
 */
export async function httpCall<T extends { code: number; msg: string }>(
  c: Context<AppEnv>,
  path: string,
  schema: z.ZodType<T>,
  query?: Record<string, string>,
): Promise<T> {
  const url = new URL(`/api${path}`, c.req.url);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  const response = await callUpstream(c, new Request(url, { headers: { accept: 'application/json' } }), c.get('lang'));
  const json: unknown = await response.json();
  // A failure envelope carries `data: null`, which no answer schema accepts: read its code first,
  // so a loader can tell "not found" (404) from an upstream that is down or garbled.
  const failed = json as { code?: unknown; msg?: unknown } | null;
  if (typeof failed?.code === 'number' && failed.code !== 0) throw new ApiError(failed.code, String(failed.msg ?? ''));
  return schema.parse(json);
}
