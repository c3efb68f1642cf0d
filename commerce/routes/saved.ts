import { memberRead, withReads } from '../read';
import { Hono } from 'hono';
import { savedListRequest } from '../contract/saved';
import { nowSeconds } from '../../lib/clock';
import type { CommerceEnv } from '../commerce-env';
import { listFollowedMerchants } from '../db/merchants';
import { merchantView } from '../merchant-view';
import { listSaved, setSaved, shopperMarks } from '../db/saved';
import { badRequest, fail, ok } from '../envelope';
import { paginate } from '../paginate';
import { pathId } from '../path-id';
import { productCard } from '../product-card';
import { requireUser } from '../require-user';
import { member, parsed, type Service } from '../service';
import { answers } from '../route-spec';
import { followListResponse, marksResponse, saveResponse, savedListResponse } from '../contract/saved';

export const marks = (async (ctx) => shopperMarks(ctx.db, (await member(ctx)).id)) satisfies Service<unknown>;

/** The shopper's saved products, a page at a time. */
export const savedList = (async (ctx, raw) => {
  const { id: userId } = await member(ctx);
  const input = parsed(savedListRequest, raw);
  const { rows, total } = await listSaved(
    ctx.db,
    ctx.lang,
    userId,
    input.limit,
    (input.page - 1) * input.limit,
    nowSeconds(),
  );
  return paginate(rows.map(productCard), total, input.page, input.limit);
}) satisfies Service<unknown>;

/** The merchants the shopper follows, a page at a time. */
export const followList = (async (ctx, raw) => {
  const { id: userId } = await member(ctx);
  const input = parsed(savedListRequest, raw);
  const { rows, total } = await listFollowedMerchants(
    ctx.db,
    ctx.lang,
    userId,
    input.limit,
    (input.page - 1) * input.limit,
  );
  return paginate(rows.map(merchantView), total, input.page, input.limit);
}) satisfies Service<unknown>;

/** The module's GETs, as the client calls them and the routes mount them (read.ts). */
export const savedReads = {
  products: memberRead('/saved', savedListResponse, savedList),
  follows: memberRead('/follows', followListResponse, followList),
  marks: memberRead('/marks', marksResponse, marks),
};

/** Saved products (save, unsave, list), followed merchants (list) and the ids of both. */
export const saved = withReads(new Hono<CommerceEnv>(), savedReads)
  .post('/goods/:id/save', answers(saveResponse), requireUser(), async (c) => {
    const id = pathId(c);
    if (!id) return badRequest(c);
    return (await setSaved(c.env.DB, c.get('user').id, id, true, nowSeconds()))
      ? ok(c, { saved: true })
      : fail(c, 404, 'productMissing', 404);
  })
  .post('/goods/:id/unsave', answers(saveResponse), requireUser(), async (c) => {
    const id = pathId(c);
    if (!id) return badRequest(c);
    await setSaved(c.env.DB, c.get('user').id, id, false, nowSeconds());
    return ok(c, { saved: false });
  });
