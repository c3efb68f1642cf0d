import { read, withReads } from '../read';
import { Hono } from 'hono';
import { helpArticlesRequest } from '../contract/content';
import type { CommerceEnv } from '../commerce-env';
import { getHelpArticle, listHelpArticles, listHelpCategories, listOutlets } from '../db/content';
import { idOf, notFound, parsed, type Service } from '../service';
import {
  helpArticleResponse,
  helpArticlesResponse,
  helpCategoriesResponse,
  outletsResponse,
} from '../contract/content';

export const outlets = (async (ctx) => listOutlets(ctx.db, ctx.lang)) satisfies Service<unknown>;

export const helpCategories = (async (ctx) => listHelpCategories(ctx.db, ctx.lang)) satisfies Service<unknown>;

/** Help articles by category, slug, popularity or search words. */
export const helpArticles = (async (ctx, raw) => {
  const input = parsed(helpArticlesRequest, raw);
  const terms = input.q?.split(/\s+/).filter(Boolean);
  return listHelpArticles(ctx.db, ctx.lang, {
    category: input.category,
    slug: input.slug,
    popular: input.popular === 1,
    terms,
  });
}) satisfies Service<unknown>;

export const helpArticle = (async (ctx, input) => {
  const article = await getHelpArticle(ctx.db, ctx.lang, idOf(input));
  if (!article) throw notFound();
  return article;
}) satisfies Service<unknown>;

/** The module's GETs, as the client calls them and the routes mount them (read.ts). */
export const contentReads = {
  outlets: read('/outlets', outletsResponse, outlets),
  helpCategories: read('/helpcategories', helpCategoriesResponse, helpCategories),
  helpArticles: read('/helparticles', helpArticlesResponse, helpArticles),
  helpArticle: read('/helparticles/:id', helpArticleResponse, helpArticle),
};

/** Pick-up outlets and the help centre (categories; articles by category, slug, popularity or search words). */
export const content = withReads(new Hono<CommerceEnv>(), contentReads);
