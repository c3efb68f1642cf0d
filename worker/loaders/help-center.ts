import type { Commerce } from '../data/commerce';
import { defineLoader } from './loader';

/** The help centre's categories (cached per language, they change rarely). */
export const helpCategories = (api: Commerce) =>
  api.cached('helpcategories', async () => await api.content.helpCategories());

/** The help centre's front page: categories and the most asked questions; each part may fail alone. */
export const helpCenter = defineLoader(async ({ api }) => {
  const [categories, popular] = await Promise.all([
    helpCategories(api).catch(() => null),
    api.content.helpArticles({ popular: '1' }).catch(() => null),
  ]);
  const data = { categories, popular };
  return { data };
});
