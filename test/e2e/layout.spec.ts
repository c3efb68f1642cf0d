import { expect, test } from '@playwright/test';
import { localizePath } from '../../lib/paths';
import { checked, walk } from './layout-walk';
import { examplePath } from './urls';

test.describe('layout of every page', () => {
  test.skip(({ isMobile }) => isMobile, 'runs once: each page is checked at all three widths');

  for (const lang of ['en', 'km'] as const) {
    test(`guest (${lang})`, async ({ page }) => {
      const routes = checked.filter((route) => route.guard !== 'requireUser');
      test.setTimeout(routes.length * 8_000);
      const problems = await walk(page, [
        ...routes.map((route) => localizePath(examplePath(route.path), lang)),
        // A filtered list: its filter panel is open on a phone.
        localizePath('/products?min_price=5&max_price=900', lang),
      ]);
      expect(problems).toEqual([]);
    });
  }
});
