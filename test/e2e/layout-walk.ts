import { expect, type Page } from '@playwright/test';
import { ROUTES } from '../../src/routes';
import { waitForHydration } from './console';
import { layoutProblems } from './layout-check';
import { pageApi } from './shell-helpers';

/**
 * The walk of layout.spec.ts (guests) and layout-members.spec.ts (signed in with a cart of normal,
 * down-payment and two-merchant lines): every route of the route table at 1366, 390 and 360 px, no
 * sideways scrolling, no text over text or pictures, no cut product name, no floating button over a
 * control or price, and on phones no tap target under 44×44 px. Each page loads once, at 1366 px; the
 * phone widths are the same document resized, which re-lays it out as a phone would.
 */

/** The social sign-in's hand-off page goes on to another page as soon as it runs: that page is checked itself. */
export const checked = ROUTES.filter((route) => route.path !== '/loading');

const WIDTHS = [
  { width: 1366, height: 900, phone: false },
  { width: 390, height: 844, phone: true },
  { width: 360, height: 780, phone: true },
];

/** A full cart: a down-payment line, two lines of one shop, a third shop. */
export async function fillCart(page: Page) {
  const cart = await pageApi(page, '/carlists');
  const ids = cart.data.lists.flatMap((group: { child: { id: number }[] }) => group.child.map((line) => line.id));
  if (ids.length) await pageApi(page, '/delcart', { ids });
  const list = (await pageApi(page, '/goods?limit=50&sort=newest')).data.list as {
    id: number;
    merchant_id: number;
    stock: number;
    is_earnest: number;
  }[];
  const perShop = new Map<number, number>();
  let deposit = false;
  for (const card of list) {
    const inShop = perShop.get(card.merchant_id) ?? 0;
    if (card.stock < 1 || inShop >= 2 || (card.is_earnest === 1 && deposit) || (perShop.size >= 3 && !inShop)) continue;
    if ((await pageApi(page, '/addcart', { goods_id: card.id, num: 1 })).code !== 0) continue;
    perShop.set(card.merchant_id, inShop + 1);
    if (card.is_earnest === 1) deposit = true;
    if ([...perShop.values()].reduce((sum, n) => sum + n, 0) >= 5 && deposit) break;
  }
  expect(perShop.size).toBeGreaterThanOrEqual(2);
}

export async function walk(page: Page, paths: string[]): Promise<string[]> {
  // The app popup shows once a session, and narrowing the window opens it (its own spec covers it): seen
  // already, so whether it is up does not depend on its timer.
  await page.addInitScript(() => sessionStorage.setItem('app-popup-seen', '1'));
  const problems: string[] = [];
  for (const path of paths) {
    await page.setViewportSize(WIDTHS[0]!);
    await page.goto(path);
    await waitForHydration(page);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      for (const problem of await layoutProblems(page, size.phone)) problems.push(`${path} @${size.width}: ${problem}`);
    }
  }
  return problems;
}
