import { Hono } from 'hono';
import { messageListRequest } from '../../../src/api/contract/messages';
import { nowSeconds } from '../clock';
import type { CommerceEnv } from '../commerce-env';
import { listMessages, readMessage, unreadCount } from '../db/messages';
import { badRequest, fail, ok } from '../envelope';
import { paginate } from '../paginate';
import { pathId } from '../path-id';
import { requireUser } from '../require-user';
import { member, parsed, serve, type Service } from '../service';

export const unreadMessages = (async (ctx) => ({ unread: await unreadCount(ctx.db, (await member(ctx)).id) })) satisfies Service<unknown>;

export const messageList = (async (ctx, raw) => {
  const input = parsed(messageListRequest, raw);
  const { page, limit } = input;
  const { rows, total, unread } = await listMessages(ctx.db, ctx.lang, (await member(ctx)).id, input.kind ?? null, limit, (page - 1) * limit);
  return { ...paginate(rows, total, page, limit), unread };
}) satisfies Service<unknown>;

/** The shopper's inbox: list (with the unread count), the unread count alone, one message (which marks it read). */
export const messages = new Hono<CommerceEnv>()
  .use('/messages', requireUser())
  .use('/messages/*', requireUser())
  .get('/messages', serve(messageList))
  .get('/messages/unread', serve(unreadMessages))
  .get('/messages/:id', async (c) => {
    const id = pathId(c);
    if (!id) return badRequest(c);
    const message = await readMessage(c.env.DB, c.var.lang, c.var.user.id, id, nowSeconds());
    return message ? ok(c, message) : fail(c, 404, 'itemMissing', 404);
  });
