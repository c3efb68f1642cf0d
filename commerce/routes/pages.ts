import { read, withReads } from '../read';
import { Hono } from 'hono';
import type { CommerceEnv } from '../commerce-env';
import { getContentPage, listServiceHours } from '../db/pages';
import { badInput, notFound, type Service } from '../service';
import { contentPageResponse, serviceHoursResponse } from '../contract/content';

const SLUG = /^[a-z0-9-]{1,40}$/;

export const contentPage = (async (ctx, input) => {
  const slug = input.slug;
  if (typeof slug !== 'string' || !SLUG.test(slug)) throw badInput();
  const page = await getContentPage(ctx.db, ctx.lang, slug);
  if (!page) throw notFound();
  return page;
}) satisfies Service<unknown>;

export const serviceHours = (async (ctx) => listServiceHours(ctx.db)) satisfies Service<unknown>;

/** The module's GETs, as the client calls them and the routes mount them (read.ts). */
export const pageReads = {
  page: read('/pages/:slug', contentPageResponse, contentPage),
  serviceHours: read('/servicehours', serviceHoursResponse, serviceHours),
};

/** The shop's own pages (about, contact, WeChat, policies) and customer-service hours, stored in D1. */
export const pages = withReads(new Hono<CommerceEnv>(), pageReads);
