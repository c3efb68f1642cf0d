import { helpArticlesResponse } from '../../src/api/contract/content';
import type { HelpSearchData } from '../../src/pages/HelpSearchPage';
import { helpCategories } from './help-center';
import type { Loader } from './loader';

/** Help articles containing every word searched for, in either language; the topics for the empty state. */
export const helpSearch: Loader = async ({ api, params }) => {
  const query = (params.search ?? '').trim().slice(0, 120);
  const [results, categories] = await Promise.all([
    api.get('/helparticles', helpArticlesResponse, { q: query }).then((answer) => answer.data, () => null),
    helpCategories(api).catch(() => null),
  ]);
  const data: HelpSearchData = { query, results, categories };
  return { data };
};
