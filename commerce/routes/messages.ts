import { memberRead, withReads } from '../read';
import { Hono } from 'hono';
import { messageListRequest } from '../contract/messages';
import { nowSeconds } from '../../lib/clock';
import type { CommerceEnv } from '../commerce-env';
import { findMessage, listMessages, markMessageRead, unreadCount } from '../db/messages';
import { paginate } from '../paginate';
import { requireUser } from '../require-user';
import { idOf, member, notFound, parsed, serve, type Service } from '../service';
import { answers } from '../route-spec';
import { messageListResponse, messageResponse, unreadResponse } from '../contract/messages';

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

/** One of the shopper's messages; reading it changes nothing (a GET is reachable from any site). */
export const message = (async (ctx, input) => {
  const { id: userId } = await member(ctx);
  const found = await findMessage(ctx.db, ctx.lang, userId, idOf(input));
  if (!found) throw notFound();
  return found;
}) satisfies Service<unknown>;

/** Marks one of the shopper's messages read; the unread count after it, for the header's badge. */
export const readMessage = (async (ctx, input) => {
  const { id: userId } = await member(ctx);
  const left = await markMessageRead(ctx.db, userId, idOf(input), nowSeconds());
  if (!left) throw notFound();
  return left;
}) satisfies Service<unknown>;

/** The module's GETs, as the client calls them and the routes mount them (read.ts). */
export const messageReads = {
  list: memberRead('/messages', messageListResponse, messageList),
  unread: memberRead('/messages/unread', unreadResponse, unreadMessages),
  detail: memberRead('/messages/:id', messageResponse, message),
};

/** The shopper's inbox: list (with the unread count), the unread count alone, one message, and marking one read. */
export const messages = withReads(new Hono<CommerceEnv>(), messageReads, '/messages').post(
  '/:id/read',
  answers(unreadResponse),
  requireUser(),
  serve(readMessage),
);
