import { helpCategories } from './help-center';
import { defineLoader } from './loader';

/** Help articles containing every word searched for, in either language; the topics for the empty state. */
export const helpSearch = defineLoader(async ({ api, params }) => {
  const query = (params.search ?? '').trim().slice(0, 120);
  const [results, categories] = await Promise.all([
    api.content.helpArticles({ q: query }).catch(() => null),
    helpCategories(api).catch(() => null),
  ]);
  const data = { query, results, categories };
  return { data };
});
