import { Hono } from 'hono';
import { messageListRequest } from '../../../src/api/contract/messages';
import { nowSeconds } from '../clock';
import type { CommerceEnv } from '../commerce-env';
import { listMessages, readMessage, unreadCount } from '../db/messages';
import { badRequest, fail, ok, parseInput } from '../envelope';
import { paginate } from '../paginate';
import { pathId } from '../path-id';
import { readInput } from '../read-input';
import { requireUser } from '../require-user';

/** The shopper's inbox: list (with the unread count), the unread count alone, one message (which marks it read). */
export const messages = new Hono<CommerceEnv>()
  .use('/messages', requireUser())
  .use('/messages/*', requireUser())
  .get('/messages', async (c) => {
    const input = parseInput(messageListRequest, await readInput(c));
    if (!input) return badRequest(c);
    const { page, limit } = input;
    const { rows, total, unread } = await listMessages(c.env.DB, c.var.lang, c.var.user.id, input.kind ?? null, limit, (page - 1) * limit);
    return ok(c, { ...paginate(rows, total, page, limit), unread });
  })
  .get('/messages/unread', async (c) => ok(c, { unread: await unreadCount(c.env.DB, c.var.user.id) }))
  .get('/messages/:id', async (c) => {
    const id = pathId(c);
    if (!id) return badRequest(c);
    const message = await readMessage(c.env.DB, c.var.lang, c.var.user.id, id, nowSeconds());
    return message ? ok(c, message) : fail(c, 404, 'itemMissing', 404);
  });
