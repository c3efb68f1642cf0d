import { businessCategoryResponse } from '../src/api/contract/categories';
import { NO_MENUS } from '../src/app/menus-context';
import type { Menus } from '../src/app/payload';
import type { Api } from './api-client';
import { describeError, log } from './log';

/** How many merchant categories the header asks for (the specification's num=8). */
const BUSINESS_CATEGORIES = 8;
/** The shell never waits longer than this for a menu the cache does not hold yet. */
const MENU_WAIT_MS = 300;

/**
 * The header's category menu, from the KV cache. When there is no copy, the
 * shell waits at most 300 ms for the upstream and otherwise renders without
 * the menu, while the fetch goes on filling the cache for the next page.
 */
export async function loadMenus(api: Api, waitUntil: (promise: Promise<unknown>) => void): Promise<Menus> {
  const load = api
    .cached('businesscategory', async () => {
      const body = await api.get('/businesscategory', businessCategoryResponse, { num: String(BUSINESS_CATEGORIES) });
      return { items: body.data.data, total: body.data.total };
    })
    .then(
      (businessCategories): Menus => ({ businessCategories }),
      (error: unknown) => {
        log('error', 'menus unavailable', { error: describeError(error) });
        return NO_MENUS;
      },
    );
  waitUntil(load);
  const timeout = new Promise<Menus>((resolve) => setTimeout(() => resolve(NO_MENUS), MENU_WAIT_MS));
  return Promise.race([load, timeout]);
}
