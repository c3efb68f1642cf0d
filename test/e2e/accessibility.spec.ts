import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../../src/routes';
import { localizePath } from '../../src/lib/paths';
import { waitForHydration } from './console';

/** A real id from the seed data for each parameter. */
const examplePath = (path: string) =>
  path.replace(':id', '1').replace(':slug', 'delivery-times').replace(':search', 'phone');

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

async function signIn(page: Page) {
  await page.goto('/user/login');
  await waitForHydration(page);
  await page.getByLabel('Mobile number').fill('012 345 678');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

// The walks grow with the route table, so the time does too: 10 s a page (a loaded machine took over 5).
const PER_PAGE_MS = 10_000;
const publicRoutes = ROUTES.filter((r) => r.guard !== 'requireUser');
const memberRoutes = ROUTES.filter((r) => r.guard === 'requireUser');

// One project is enough: axe checks the document, and both viewports are covered by the other suites.
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

  test('the 404 page has no serious or critical axe violation', async ({ page }) => {
    await page.goto('/nope');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
