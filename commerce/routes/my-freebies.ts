import { Hono } from 'hono';
import type { CommerceEnv } from '../commerce-env';
import { myFreebiesResponse } from '../contract/deals';
import { listFreebieGrants } from '../db/freebie-grants';
import { memberRead, withReads } from '../read';
import { member, type Service } from '../service';

export const freebieGrants = (async (ctx) =>
  listFreebieGrants(ctx.db, ctx.lang, (await member(ctx)).id)) satisfies Service<unknown>;

/** The module's GETs, as the client calls them and the routes mount them (read.ts). */
export const myFreebieReads = {
  list: memberRead('/myfreebies', myFreebiesResponse, freebieGrants),
};

/** GET /api/myfreebies: the freebies the shopper's orders earned, with their status. */
export const myFreebies = withReads(new Hono<CommerceEnv>(), myFreebieReads);
