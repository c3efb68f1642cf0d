import { Hono } from 'hono';
import type { CommerceEnv } from '../commerce-env';
import { getContentPage, listServiceHours } from '../db/pages';
import { badRequest, fail, ok } from '../envelope';

const SLUG = /^[a-z0-9-]{1,40}$/;

/** The shop's own pages (about, contact, WeChat, policies) and customer-service hours, stored in D1. */
export const pages = new Hono<CommerceEnv>()
  .get('/pages/:slug', async (c) => {
    const slug = c.req.param('slug');
    if (!SLUG.test(slug)) return badRequest(c);
    const page = await getContentPage(c.env.DB, c.var.lang, slug);
    return page ? ok(c, page) : fail(c, 404, 'itemMissing', 404);
  })
  .get('/servicehours', async (c) => ok(c, await listServiceHours(c.env.DB)));
