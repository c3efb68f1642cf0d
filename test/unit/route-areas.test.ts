import { expect, test } from 'vitest';
import { AREAS } from '../../src/i18n/message-areas';
import { ROUTES } from '../../src/routes';
import { usedAreas } from './used-areas';

/** The page module a route's `page: () => import('./pages/X')` loads, read from the function's text. */
function pageFile(load: () => unknown): string {
  const name = /pages\/(\w+)/.exec(load.toString())?.[1];
  if (!name) throw new Error(`no page module in ${load.toString()}`);
  return `src/pages/${name}.tsx`;
}

test("the shell (every page's frame) uses only the messages that load with every page", () => {
  expect(usedAreas('src/app/Root.tsx')).toEqual([]);
  expect(usedAreas('src/pages/NotFoundPage.tsx')).toEqual([]);
  expect(usedAreas('src/pages/ErrorPage.tsx')).toEqual([]);
});

test('each route names exactly the message areas its page uses', () => {
  // A route without `areas` works (it gets every area) but sends them all with each page.
  const wrong = ROUTES.filter((route) => !route.movedTo)
    .map((route) => ({ id: route.id, names: route.areas ?? AREAS, uses: usedAreas(pageFile(route.page)) }))
    .filter(({ names, uses }) => names.join() !== uses.join())
    .map(({ id, uses }) => `${id}: give it areas: ${JSON.stringify(uses)} in src/routes.ts`);
  expect(wrong).toEqual([]);
});

test('the reader finds area keys through imports, and none in a module without them', () => {
  expect(usedAreas('src/pages/CartPage.tsx')).toEqual(['catalogue', 'checkout']);
  expect(usedAreas('lib/money.ts')).toEqual([]);
});
