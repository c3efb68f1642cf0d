import { Hono } from 'hono';
import { helpArticlesRequest } from '../contract/content';
import type { CommerceEnv } from '../commerce-env';
import { getHelpArticle, listHelpArticles, listHelpCategories, listOutlets } from '../db/content';
import { idOf, notFound, parsed, serve, type Service } from '../service';
import { answers } from '../route-spec';
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

/** Pick-up outlets and the help centre (categories; articles by category, slug, popularity or search words). */
export const content = new Hono<CommerceEnv>()
  .get('/outlets', answers(outletsResponse), serve(outlets))
  .get('/helpcategories', answers(helpCategoriesResponse), serve(helpCategories))
  .get('/helparticles', answers(helpArticlesResponse), serve(helpArticles))
  .get('/helparticles/:id', answers(helpArticleResponse), serve(helpArticle));
