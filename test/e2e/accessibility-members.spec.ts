import { expect, test } from '@playwright/test';
import { localizePath } from '../../lib/paths';
import { ROUTES } from '../../src/routes';
import { PER_PAGE_MS, seriousViolations } from './axe';
import { examplePath } from './urls';
import { signIn } from './shell-helpers';
import { sharesData } from './shared-data';

sharesData();

const memberRoutes = ROUTES.filter((r) => r.guard === 'requireUser');

// The demo shopper's pages (their orders, reviews and messages are the ids the walk opens), at the phone size.
test.describe('accessibility', () => {
  test.skip(({ isMobile }) => !isMobile, 'runs once, at the phone size');

  for (const lang of ['en', 'km'] as const) {
    test(`every member page, signed in, has no serious or critical axe violation (${lang})`, async ({ page }) => {
      test.setTimeout(memberRoutes.length * PER_PAGE_MS);
      await signIn(page);
      const problems: string[] = [];
      for (const route of memberRoutes) {
        const url = localizePath(examplePath(route.path), lang);
        await page.goto(url);
        await expect(page).toHaveURL(new RegExp(`${url.replace(/[.?]/g, '\\$&')}$`));
        for (const violation of await seriousViolations(page)) problems.push(`${url}: ${violation}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
