import { Hono } from 'hono';
import { contactRequest } from '../contract/content';
import { nowSeconds } from '../../lib/clock';
import type { CommerceEnv } from '../commerce-env';
import { addMessage } from '../db/messages';
import { addSupportRequest, takeContactAttempt } from '../db/support-requests';
import { badRequest, fail, ok } from '../envelope';
import { requestUser } from '../require-user';
import { sha256Hex } from '../secrets';
import { supportReceipt } from '../support-receipt';
import { answers, takes } from '../route-spec';
import { contactResponse } from '../contract/content';

/** The support reference a shopper quotes: CS- and the request's number. */
export const supportReference = (id: number) => `CS-${String(id).padStart(6, '0')}`;

/**
 * POST /api/contact: the customer-service form. A filled honeypot (`website`) and bad fields store
 * nothing; the network address and the mobile/e-mail are rate-limited (the address only as a hash).
 * A signed-in shopper also finds the request in their messages.
 */
export const contact = new Hono<CommerceEnv>().post(
  '/contact',
  answers(contactResponse),
  takes(contactRequest),
  async (c) => {
    const input = c.get('valid');
    if (input.website) return badRequest(c);
    const now = nowSeconds();
    const ip = c.req.header('cf-connecting-ip') ?? 'unknown';
    const allowed = await takeContactAttempt(c.env.DB, `ip:${await sha256Hex(ip)}`, `to:${input.contact}`, now);
    if (!allowed) return fail(c, 429, 'contactLimited', 429);
    const found = await requestUser(c);
    const { name, contact: reply, topic, message } = input;
    const id = await addSupportRequest(
      c.env.DB,
      { userId: found?.user.id ?? null, name, contact: reply, topic, message, lang: c.get('lang') },
      now,
    );
    const reference = supportReference(id);
    if (found) await addMessage(c.env.DB, supportReceipt(found.user.id, id, reference, message), now);
    return ok(c, { reference }, 'contactReceived');
  },
);
