import { Hono } from 'hono';
import { messageListRequest } from '../../../src/api/contract/messages';
import { nowSeconds } from '../clock';
import type { CommerceEnv } from '../commerce-env';
import { listMessages, readMessage, unreadCount } from '../db/messages';
import { paginate } from '../paginate';
import { requireUser } from '../require-user';
import { idOf, member, notFound, parsed, serve, type Service } from '../service';
import { answers } from '../route-spec';
import { messageListResponse, messageResponse, unreadResponse } from '../../../src/api/contract/messages';

export const unreadMessages = (async (ctx) => ({
  unread: await unreadCount(ctx.db, (await member(ctx)).id),
})) satisfies Service<unknown>;

export const messageList = (async (ctx, raw) => {
  const input = parsed(messageListRequest, raw);
  const { page, limit } = input;
  const { rows, total, unread } = await listMessages(
    ctx.db,
    ctx.lang,
    (await member(ctx)).id,
    input.kind ?? null,
    limit,
    (page - 1) * limit,
  );
  return { ...paginate(rows, total, page, limit), unread };
}) satisfies Service<unknown>;

/** One of the shopper's messages, which this marks read. */
export const message = (async (ctx, input) => {
  const { id: userId } = await member(ctx);
  const found = await readMessage(ctx.db, ctx.lang, userId, idOf(input), nowSeconds());
  if (!found) throw notFound();
  return found;
}) satisfies Service<unknown>;

/** The shopper's inbox: list (with the unread count), the unread count alone, one message (which marks it read). */
export const messages = new Hono<CommerceEnv>()
  .get('/', answers(messageListResponse), requireUser(), serve(messageList))
  .get('/unread', answers(unreadResponse), requireUser(), serve(unreadMessages))
  .get('/:id', answers(messageResponse), requireUser(), serve(message));
