import { Hono } from 'hono';
import { helpArticlesRequest } from '../../../src/api/contract/content';
import type { CommerceEnv } from '../commerce-env';
import { getHelpArticle, listHelpArticles, listHelpCategories, listOutlets } from '../db/content';
import { badRequest, fail, ok, parseInput } from '../envelope';
import { pathId } from '../path-id';
import { readInput } from '../read-input';

/** Pick-up outlets and the help centre (categories; articles by category, slug, popularity or search words). */
export const content = new Hono<CommerceEnv>()
  .get('/outlets', async (c) => ok(c, await listOutlets(c.env.DB, c.var.lang)))
  .get('/helpcategories', async (c) => ok(c, await listHelpCategories(c.env.DB, c.var.lang)))
  .get('/helparticles', async (c) => {
    const input = parseInput(helpArticlesRequest, await readInput(c));
    if (!input) return badRequest(c);
    const terms = input.q?.split(/\s+/).filter(Boolean);
    return ok(c, await listHelpArticles(c.env.DB, c.var.lang, { category: input.category, slug: input.slug, popular: input.popular === 1, terms }));
  })
  .get('/helparticles/:id', async (c) => {
    const id = pathId(c);
    if (!id) return badRequest(c);
    const article = await getHelpArticle(c.env.DB, c.var.lang, id);
    return article ? ok(c, article) : fail(c, 404, 'itemMissing', 404);
  });
