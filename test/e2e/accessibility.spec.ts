import { expect, test } from '@playwright/test';
import { localizePath } from '../../lib/paths';
import { ROUTES } from '../../src/routes';
import { PER_PAGE_MS, seriousViolations } from './axe';
import { examplePath } from './urls';

const publicRoutes = ROUTES.filter((r) => r.guard !== 'requireUser');

// One project is enough: axe checks the document, and both viewports are covered by the other suites.
// The member pages, signed in as the demo shopper, are accessibility-members.spec.ts.
test.describe('accessibility', () => {
  test.skip(({ isMobile }) => !isMobile, 'runs once, at the phone size');

  for (const lang of ['en', 'km'] as const) {
    test(`every public page has no serious or critical axe violation (${lang})`, async ({ page }) => {
      test.setTimeout(publicRoutes.length * PER_PAGE_MS);
      const problems: string[] = [];
      for (const route of publicRoutes) {
        const url = localizePath(examplePath(route.path), lang);
        await page.goto(url);
        for (const violation of await seriousViolations(page)) problems.push(`${url}: ${violation}`);
      }
      expect(problems).toEqual([]);
    });
  }

  test('the 404 page has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/nope');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
