import type { GoodsCategory } from '../../commerce/contract/categories';
import { idSchema } from '../../commerce/contract/fields';
import { goodsCategories } from './goods-categories';
import { defineLoader, type LoaderContext } from './loader';
import { loaderI18n } from './loader-i18n';
import { readProductQuery } from './product-query';

const PAGE_SIZE = '20';

/** The best sellers, offered when a search or a filter finds nothing: 8, two full rows of the four-column grid. */
const popular = (context: LoaderContext) =>
  context.api.goods.list({ sort: 'best_selling', limit: '8' }).then((answer) => answer.list);

/** The category (top-level or not) the list's `category` names (`102`, `0102`, `១០២`), or null. */
function chosenCategory(categories: GoodsCategory[] | null, value: string | undefined) {
  const id = idSchema.safeParse(value);
  if (!id.success) return null;
  return (categories ?? []).flatMap((top) => [top, ...top.child]).find((category) => category.id === id.data) ?? null;
}

/**
 * A product list page: the URL's filters (validated), plus the route's fixed ones (discounted,
 * pre-order, search words). The list is critical; the category chips come from the KV cache.
 * `byCategory`: with a category chosen, the list is that category's page, titled by its name (the links
 * of the menus, the category tiles and the sitemap), and its canonical address keeps the category.
 */
function productList(
  path: (context: LoaderContext) => string,
  fixed: (context: LoaderContext) => Record<string, string>,
  { byCategory = false } = {},
) {
  return defineLoader(async (context) => {
    const query = readProductQuery(context.query);
    const [result, categories] = await Promise.all([
      context.api.goods.list({ ...query, ...fixed(context), limit: PAGE_SIZE }).catch(() => null),
      goodsCategories(context.api).catch(() => null),
    ]);
    // path: the unprefixed path of this list, for its links; search: the words searched for, on the search page;
    // heading: the category's name on a category's page.
    const category = byCategory ? chosenCategory(categories, query.category) : null;
    const heading = category?.name ?? null;
    const data = { path: path(context), query, search: context.params.search ?? null, heading, result, categories };
    const deferred = result?.total === 0 ? { popular: popular(context) } : undefined;
    if (!category) return { data, deferred };
    return { data, deferred, head: { title: category.name, canonical: `${data.path}?category=${category.id}` } };
  });
}

export const products = productList(
  () => '/products',
  () => ({}),
  { byCategory: true },
);
export const productsIndexList = productList(
  () => '/products/index-list',
  () => ({}),
);
export const discount = productList(
  () => '/discount',
  () => ({ discount: '1' }),
);
export const productsDiscount = productList(
  () => '/products/discount',
  () => ({ discount: '1' }),
);
export const preorder = productList(
  () => '/preorder',
  () => ({ preorder: '1' }),
);

const searchList = productList(
  ({ params }) => `/products/search/${encodeURIComponent(params.search ?? '')}`,
  ({ params }) => ({ q: (params.search ?? '').slice(0, 100) }),
);

/** The closest spelling in the catalogue, offered when a search finds nothing ("did you mean"). */
const suggestion = (context: LoaderContext, words: string) =>
  context.api.goods.suggest({ q: words.slice(0, 100) }).then((answer) => answer.term);

/** Search results, titled after the words searched for. */
export const search = defineLoader(async (context) => {
  const [result, i18n] = await Promise.all([searchList(context), loaderI18n(context.lang)]);
  const words = context.params.search ?? '';
  if ('notFound' in result) return result;
  const deferred = result.deferred && { ...result.deferred, suggestion: suggestion(context, words) };
  return { ...result, deferred, head: { title: i18n.t('catalogue.search.title', { words }) } };
});
