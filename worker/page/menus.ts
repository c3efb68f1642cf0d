import type { z } from 'zod';
import type { promotionListResponse } from '../../commerce/contract/deals';
import { NO_MENUS } from '../../src/app/payload';
import type { Menus } from '../../src/app/payload';
import type { Lang } from '../../lib/lang';
import type { Commerce } from '../data/commerce';
import { describeError, log } from '../../lib/log';
import { loadSiteTexts, SITE_TEXTS_KEY } from './site-texts';
import { within } from '../../lib/within';

/** How many merchant categories the header asks for (the specification's num=8). */
const BUSINESS_CATEGORIES = 8;
/** How many brands the header's brand menu lists before "See all brands". */
const BRANDS_SHOWN = 8;
/** The shell never waits longer than this for a menu (or the home hero) the cache does not hold yet. */
export const SHELL_WAIT_MS = 300;

/** Where the menus come from: the commerce API, and the edge's own D1 for the site's texts. */
export type MenuSources = { api: Commerce; db: D1Database; lang: Lang };

type MenuLoaders = { [K in keyof Menus]: (sources: MenuSources) => Promise<Menus[K]> };

/** Each menu's upstream call; each is cached in KV on its own, so one failing upstream call empties one menu only. */
const LOADERS: MenuLoaders = {
  businessCategories: async ({ api }) => {
    const body = await api.categories.business({ num: String(BUSINESS_CATEGORIES) });
    return { items: body.data, total: body.total };
  },
  // Cut to what the footer's links and home's tiles show (the category page's own copy keeps the children).
  goodsCategories: async ({ api }) =>
    (await api.categories.goods()).map(({ id, name, image }) => ({ id, name, image })),
  brands: async ({ api }) => {
    const body = await api.shops.brands();
    const brands = [...body].sort((a, b) => b.products - a.products);
    return {
      items: brands.slice(0, BRANDS_SHOWN).map(({ id, name, logo }) => ({ id, name, logo })),
      total: brands.length,
    };
  },
  hasPromotion: async ({ api }) => {
    const body = await api.deals.promotions();
    return hasTitle(body);
  },
  site: ({ db, lang }) => loadSiteTexts(db, lang),
};

/** The navigation shows its promotions item only when a promotion title exists. */
function hasTitle(promotions: z.infer<typeof promotionListResponse>['data']): boolean {
  return promotions.some((promotion) => promotion.title.trim() !== '');
}

const CACHE_KEYS: Record<keyof Menus, string> = {
  businessCategories: 'businesscategory',
  goodsCategories: 'category-menu',
  brands: 'brands-menu',
  hasPromotion: 'has-promotion',
  site: SITE_TEXTS_KEY,
};

/**
 * The header's and footer's menus and the site's texts, from the KV cache. When there is no copy,
 * the shell waits at most 300 ms for the upstream and otherwise renders
 * without that menu, while the fetch goes on filling the cache for the next page. `complete` is false
 * when a menu is left out (failed or late).
 */
export async function loadMenus(
  sources: MenuSources,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<{ menus: Menus; complete: boolean }> {
  const menus: Menus = { ...NO_MENUS };
  const names = Object.keys(LOADERS) as (keyof Menus)[];
  const loads = names.map((name) => loadMenu(sources, name, menus, waitUntil));
  // One deadline for all: a menu still loading when it passes stays empty on this page.
  const loaded = await within(Promise.all(loads), SHELL_WAIT_MS, null);
  return { menus: { ...menus }, complete: loaded?.every(Boolean) ?? false };
}

/** Loads one menu into `menus` (its empty value when the upstream fails); whether it loaded. */
function loadMenu<K extends keyof Menus>(
  sources: MenuSources,
  name: K,
  menus: Menus,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<boolean> {
  const load = sources.api
    .cached(CACHE_KEYS[name], () => LOADERS[name](sources))
    .then(
      (value) => {
        menus[name] = value;
        return true;
      },
      (error: unknown) => {
        log('error', 'menu unavailable', { menu: name, error: describeError(error) });
        return false;
      },
    );
  waitUntil(load);
  return load;
}
