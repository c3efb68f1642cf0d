import type { Context } from 'hono';
import { nowSeconds } from '../commerce/clock';
import { auditStatement } from '../commerce/db/operators';
import type { OpsEnv } from './ops-app';
import type { Notice } from '../../src/ops/OpsNotice';

const ID_SHAPE = /^[1-9]\d{0,8}$/;
const DONE = ['added', 'saved', 'removed'] as const;

/**
 * What the content routes (promotion-routes.ts, help-routes.ts, page-routes.ts) share: the notice a
 * `?done=` redirect names, a refusal's notice, the path's `:id`, and the audit entry of the signed-in
 * operator to batch with a write.
 */
export const contentRouteKit = {
  /** The page's words for `?done=added|saved|removed`, or null. */
  doneNotice(c: Context, texts: Partial<Record<(typeof DONE)[number], string>>): Notice | null {
    const done = c.req.query('done');
    const text = (DONE as readonly string[]).includes(done ?? '') ? texts[done as (typeof DONE)[number]] : undefined;
    return text ? { kind: 'done', text } : null;
  },
  refused: (text: string): Notice => ({ kind: 'error', text }),
  /** The path's `:id` when it is a row id, else null. */
  idOf(c: Context): number | null {
    const id = c.req.param('id') ?? '';
    return ID_SHAPE.test(id) ? Number(id) : null;
  },
  audit: (c: Context<OpsEnv>, action: string, entity: string, id: string, before: unknown, after: unknown) =>
    auditStatement(
      c.env.DB,
      { operatorId: c.get('operator')!.id, action, entity, entityId: id, before, after },
      nowSeconds(),
    ),
};
