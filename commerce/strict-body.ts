import type { HonoRequest, MiddlewareHandler } from 'hono';
import { FORM_TYPE, JSON_TYPE, mediaType, MULTIPART_TYPE } from '../lib/media-type';
import type { CommerceEnv } from './commerce-env';
import { badRequest } from './envelope';

/** A UTF-16 surrogate without its pair: what a JSON `\ud800` escape or a broken encoder leaves, no character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** What the runtime puts where a multipart text part had bytes that were not UTF-8 (its raw bytes are gone by then). */
const REPLACEMENT = '\uFFFD';

/** The bytes as UTF-8 text, or null when they are not valid UTF-8. */
function utf8(bytes: ArrayBuffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Whether every string in a parsed JSON value (keys too) is well-formed Unicode. */
function wellFormed(value: unknown): boolean {
  if (typeof value === 'string') return !LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.every(wellFormed);
  if (value && typeof value === 'object')
    return Object.entries(value).every(([key, item]) => !LONE_SURROGATE.test(key) && wellFormed(item));
  return true;
}

/** Whether a form body's names and values decode to UTF-8 text (`decodeURIComponent` throws on bytes that do not). */
function formDecodes(text: string): boolean {
  try {
    for (const pair of text.split('&')) decodeURIComponent(pair.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

/** Whether a body of `type` is text the API can store: valid UTF-8, and JSON that parses. */
async function readable(request: HonoRequest, type: string): Promise<boolean> {
  if (type === MULTIPART_TYPE) {
    const form = await request.formData().catch(() => null);
    if (!form) return false;
    for (const [name, value] of form)
      if (name.includes(REPLACEMENT) || (typeof value === 'string' && value.includes(REPLACEMENT))) return false;
    return true;
  }
  const text = utf8(await request.arrayBuffer());
  if (text === null) return false;
  if (type === FORM_TYPE) return formDecodes(text);
  if (!text.trim()) return true;
  try {
    return wellFormed(JSON.parse(text));
  } catch {
    return false;
  }
}

/**
 * Refuses, with the 400 envelope and before any route runs, a JSON, form or multipart body that is not
 * valid UTF-8 (a JSON string escaping half a surrogate pair, a form's percent-encoded bytes, a multipart
 * text part too) or JSON that does not parse: the runtime would otherwise store U+FFFD where the bytes were.
 */
export function strictBody(): MiddlewareHandler<CommerceEnv> {
  return async function strictBody(c, next) {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const type = mediaType(c.req.header('content-type'));
    if ((type === JSON_TYPE || type === FORM_TYPE || type === MULTIPART_TYPE) && !(await readable(c.req, type)))
      return badRequest(c);
    await next();
  };
}
