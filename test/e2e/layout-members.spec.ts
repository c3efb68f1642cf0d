import { expect, test } from '@playwright/test';
import { localizePath } from '../../lib/paths';
import { checked, fillCart, walk } from './layout-walk';
import { examplePath } from './urls';
import { signIn } from './shell-helpers';
import { sharesData } from './shared-data';

sharesData();

// The demo shopper's pages (their orders and reviews are the ids the walk opens), with their cart filled.
test.describe('layout of every page', () => {
  test.skip(({ isMobile }) => isMobile, 'runs once: each page is checked at all three widths');

  for (const lang of ['en', 'km'] as const) {
    test(`signed in with a full cart (${lang})`, async ({ page }) => {
      test.setTimeout(checked.length * 8_000);
      await signIn(page);
      await fillCart(page);
      const problems = await walk(
        page,
        checked.map((route) => localizePath(examplePath(route.path), lang)),
      );
      expect(problems).toEqual([]);
    });
  }
});
