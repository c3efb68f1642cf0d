import type { Context } from 'hono';
import { idSchema } from './contract/fields';

/** The `:id` path parameter as a positive integer, or null when it is not one. */
export function pathId(c: Context): number | null {
  const id = idSchema.safeParse(c.req.param('id'));
  return id.success ? id.data : null;
}
