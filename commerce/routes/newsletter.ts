import { Hono } from 'hono';
import { newsletterRequest } from '../contract/content';
import { nowSeconds } from '../../lib/clock';
import type { CommerceEnv } from '../commerce-env';
import { subscribe } from '../db/newsletter';
import { badRequest, fail, ok } from '../envelope';
import { answers, takes } from '../route-spec';
import { newsletterResponse } from '../contract/content';

/**
 * POST /api/newsletter {email, website}: the footer's sign-up. `website` is a honeypot only robots fill. Only by POST,
 * so only this site's pages can subscribe an address (the edge's same-origin check); a GET is the 404 envelope.
 */
export const newsletter = new Hono<CommerceEnv>().post(
  '/newsletter',
  answers(newsletterResponse),
  takes(newsletterRequest),
  async (c) => {
    const input = c.get('valid');
    if (input.website) return badRequest(c);
    if (!input.email) return fail(c, 400, 'badEmail', 400);
    const added = await subscribe(c.env.DB, input.email, c.get('lang'), nowSeconds());
    return ok(c, { subscribed: true, already: !added }, added ? 'subscribed' : 'alreadySubscribed');
  },
);
