import type { HelpArticle } from '../../commerce/contract/content';
import { ApiError } from '../../commerce/contract/api-error';
import type { Commerce } from '../data/commerce';
import { helpCategories } from './help-center';
import { defineLoader } from './loader';

/** The article, null when the API could not answer (the page shows an error block), or 'missing'. */
type Found = HelpArticle | null | 'missing';

/** An article with its topic and, streamed, the topic's other articles. */
async function articleResult(api: Commerce, found: Found) {
  if (found === 'missing') return { notFound: true as const };
  if (!found) return { data: { article: null, category: null } };
  const categories = await helpCategories(api).catch(() => null);
  const data = { article: found, category: categories?.find((item) => item.id === found.category_id) ?? null };
  const related = api.content
    .helpArticles({ category: String(found.category_id) })
    .then((answer) => answer.filter((item) => item.id !== found.id));
  return { data, deferred: { related }, head: { title: found.title, description: found.body.slice(0, 160) } };
}

/** /helpcenter/list/:id/:slug: the article is found by its slug (unique across topics). */
export const helpArticle = defineLoader(async ({ api, params }) => {
  const found: Found = await api.content.helpArticles({ slug: params.slug! }).then(
    (answer) => answer[0] ?? 'missing',
    () => null,
  );
  return articleResult(api, found);
});

/** /accounts/help-center-details/:id: the article by its number. */
export const helpArticleById = defineLoader(async ({ api, params }) => {
  const found: Found = await api.content
    .helpArticle({ id: params.id })
    .catch((error) => (error instanceof ApiError && error.code === 404 ? 'missing' : null));
  return articleResult(api, found);
});
