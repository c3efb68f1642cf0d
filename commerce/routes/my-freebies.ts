import { Hono } from 'hono';
import type { CommerceEnv } from '../commerce-env';
import { listFreebieGrants } from '../db/freebie-grants';
import { requireUser } from '../require-user';
import { member, serve, type Service } from '../service';
import { answers } from '../route-spec';
import { myFreebiesResponse } from '../contract/deals';

export const freebieGrants = (async (ctx) =>
  listFreebieGrants(ctx.db, ctx.lang, (await member(ctx)).id)) satisfies Service<unknown>;

/** GET /api/myfreebies: the freebies the shopper's orders earned, with their status. */
export const myFreebies = new Hono<CommerceEnv>().get(
  '/myfreebies',
  answers(myFreebiesResponse),
  requireUser(),
  serve(freebieGrants),
);
