import { Hono } from 'hono';
import type { CommerceEnv } from '../commerce-env';
import { listFreebieGrants } from '../db/freebie-grants';
import { ok } from '../envelope';
import { requireUser } from '../require-user';

/** GET /api/myfreebies: the freebies the shopper's orders earned, with their status. */
export const myFreebies = new Hono<CommerceEnv>().get('/myfreebies', requireUser(), async (c) =>
  ok(c, await listFreebieGrants(c.env.DB, c.var.lang, c.var.user.id)),
);
