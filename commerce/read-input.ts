import type { Context } from 'hono';
import type { CommerceEnv } from './commerce-env';
import { FORM_TYPE, JSON_TYPE, mediaType, MULTIPART_TYPE } from '../lib/media-type';

/**
 * The request's fields as one object: the query, overlaid for POST/PUT/DELETE by the body (JSON, form or
 * multipart, by its media type; another type counts as empty). A body that is not UTF-8 or JSON that does
 * not parse never gets here (`strictBody`). Read once per request.
 */
export async function readInput<E extends CommerceEnv>(c: Context<E>): Promise<Record<string, unknown>> {
  const cached = c.get('input');
  if (cached) return cached;
  const input: Record<string, unknown> = { ...c.req.query() };
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    const type = mediaType(c.req.header('content-type'));
    try {
      const body =
        type === JSON_TYPE
          ? await c.req.json()
          : type === FORM_TYPE || type === MULTIPART_TYPE
            ? await c.req.parseBody()
            : {};
      if (body && typeof body === 'object' && !Array.isArray(body)) Object.assign(input, body);
    } catch {
      // A multipart body without its boundary: the route's schema reports what is missing.
    }
  }
  c.set('input', input);
  return input;
}
