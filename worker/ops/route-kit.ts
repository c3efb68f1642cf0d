import type { Context } from 'hono';
import type { Notice } from '../../src/ops/OpsNotice';

const ID_SHAPE = /^[1-9]\d{0,8}$/;

/**
 * What every section of the console shares: the path's id, the notice a `?done=` redirect names and a
 * refusal's notice.
 */

/** The path's `:name` when it is a row id, else null. */
export function idParam(c: Context, name = 'id'): number | null {
  const id = c.req.param(name) ?? '';
  return ID_SHAPE.test(id) ? Number(id) : null;
}

/** What a redirect after a write may say was done (`?done=`). */
const DONE = [
  'created',
  'added',
  'saved',
  'moved',
  'removed',
  'closed',
  'reopened',
  'sent',
  'hidden',
  'shown',
  'adjusted',
  'unlocked',
  'suspended',
  'reinstated',
  'resolved',
  'recorded',
  'asked',
] as const;
type Done = (typeof DONE)[number];

/** The page's words for the `?done=` a redirect after a write names (a section's messages have them), or null. */
export function doneNotice(c: Context, texts: Partial<Record<Done, unknown>>): (Notice & { kind: 'done' }) | null {
  const done = DONE.find((one) => one === c.req.query('done'));
  const text = done && texts[done];
  return typeof text === 'string' ? { kind: 'done', text } : null;
}

export const refused = (text: string): Notice => ({ kind: 'error', text });

/** A page's status by its notice: a refusal is a 400, anything else a 200. */
export const noticeStatus = (notice: Notice | null) => (notice?.kind === 'error' ? 400 : 200);
