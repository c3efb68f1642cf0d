import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { CommerceEnv } from './commerce-env';
import { API_MESSAGES, type ApiMessageKey } from './messages';

/** `{ code: 0, msg: '', data }`: the programme's success envelope. */
export function ok<T>(c: Context<CommerceEnv>, data: T) {
  return c.json({ code: 0, msg: '', data });
}

/** A failure envelope with a non-zero code and a message in the caller's language. */
export function fail(c: Context<CommerceEnv>, code: number, key: ApiMessageKey, status: ContentfulStatusCode = 200) {
  const lang = c.get('lang') ?? 'en';
  return c.json({ code, msg: API_MESSAGES[lang][key], data: null }, status);
}
