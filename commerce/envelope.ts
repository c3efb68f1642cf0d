import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { CommerceEnv } from './commerce-env';
import { API_MESSAGES, apiMessage, type ApiMessageKey } from './messages';

/** `{ code: 0, msg, data }`: the programme's success envelope; `msg` is empty unless a message is given. */
export function ok<T, E extends CommerceEnv>(c: Context<E>, data: T, key?: ApiMessageKey) {
  return c.json({ code: 0, msg: key ? API_MESSAGES[c.get('lang') ?? 'en'][key] : '', data });
}

/** A failure envelope with a non-zero code and a message in the caller's language. */
export function fail<E extends CommerceEnv>(
  c: Context<E>,
  code: number,
  key: ApiMessageKey,
  status: ContentfulStatusCode = 200,
  /** Values for the message's `{{name}}` placeholders (the item a refusal is about). */
  params: Record<string, string | number> = {},
) {
  return c.json({ code, msg: apiMessage(c.get('lang') ?? 'en', key, params), data: null }, status);
}

/** The 400 answer for input that does not match its schema. */
export function badRequest<E extends CommerceEnv>(c: Context<E>) {
  return fail(c, 400, 'badRequest', 400);
}
