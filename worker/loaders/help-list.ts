import { helpCategories } from './help-center';
import { defineLoader } from './loader';

/** One help topic and its articles; an unknown topic is a 404. */
export const helpList = defineLoader(async ({ api, params }) => {
  const id = Number(params.id);
  const [categories, articles] = await Promise.all([
    helpCategories(api).catch(() => null),
    api.content.helpArticles({ category: String(id) }).catch(() => null),
  ]);
  const category = categories?.find((item) => item.id === id);
  if (categories && !category) return { notFound: true };
  const data = { category: category ?? null, articles };
  return { data, head: category ? { title: category.name } : undefined };
});
