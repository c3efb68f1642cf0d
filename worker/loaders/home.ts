import { SHELL_WAIT_MS } from '../page/menus';
import { within } from '../../lib/within';
import { brandTiles } from './brand-tiles';
import { defineLoader } from './loader';

/** Home's flash grid has four columns on a desktop and two on a phone. */
const FLASH_COLUMNS = 4;

/**
 * The first slot's deals in whole rows of four, at most two rows (the rest are a click away on /flashdeal);
 * fewer than four show as they are.
 */
function wholeRows<Slot extends { child: unknown[] }>(slot: Slot): Slot {
  const rows = Math.min(2, Math.floor(slot.child.length / FLASH_COLUMNS));
  return rows === 0 ? slot : { ...slot, child: slot.child.slice(0, rows * FLASH_COLUMNS) };
}

/**
 * Home. The promotion hero is the largest thing above the fold: streamed in, it would paint late and
 * push the page down, so it comes with the shell from the KV cache, or streams like the rest when the
 * cache holds no copy and the upstream takes longer than the shell waits for a menu. Every other
 * section streams in on its own, so a slow or failing part (flash deals, say) never holds up or
 * breaks the others.
 */
export const home = defineLoader(async ({ api }) => {
  const deferred = {
    flashdeals: api.deals.flash().then((answer) => answer.slice(0, 1).map(wholeRows)),
    brands: api.shops.brands().then((answer) => brandTiles(answer.slice(0, 12))),
    merchants: api.shops.merchants({ limit: '6' }).then((answer) => answer.list),
    recommended: api.goods.list({ sort: 'rating', in_stock: '1', limit: '10' }).then((answer) => answer.list),
  };
  // The renderer handles each of them once the loader returns; until then (up to SHELL_WAIT_MS) a
  // failed one would count as unhandled.
  for (const promise of Object.values(deferred)) promise.catch(() => undefined);
  // The hero shows a sale that is on or still to come (the list is by start), never one that has ended.
  const promotions = api
    .cached('promotions', async () => await api.deals.promotions())
    .then((list) => list.filter((promotion) => promotion.ends_at * 1000 > Date.now()));
  const hero = await within(
    promotions.catch(() => null),
    SHELL_WAIT_MS,
    'late' as const,
  );
  // The promotions come with the shell (null: they could not be loaded) or stream in.
  if (hero === 'late') return { data: { promotions: undefined }, deferred: { ...deferred, promotions } };
  return { data: { promotions: hero }, deferred };
});
