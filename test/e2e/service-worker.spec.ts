import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './console';

test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker (registered after the page is interactive) controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('registered after load, it replaces older caches; offline, a page is the offline page in its language, styled from the cache', async ({
  page,
  context,
}) => {
  await page.goto('/kh/products');
  // A cache a previous deploy left behind: activating this version deletes it.
  await page.evaluate(async () => void (await caches.open('shop-previous-deploy')));
  await waitForHydration(page);
  await controlled(page);
  const names = await page.evaluate(() => caches.keys());
  expect(names).toHaveLength(1);
  expect(names[0]).toMatch(/^shop-[0-9a-f]{12}$/);

  await context.setOffline(true);
  const styles: { url: string; fromCache: boolean; status: number }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'stylesheet')
      styles.push({ url: response.url(), fromCache: response.fromServiceWorker(), status: response.status() });
  });
  await page.goto('/kh/products/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('គ្មានការតភ្ជាប់អ៊ីនធឺណិត');
  await expect(page).toHaveURL(/\/kh\/products\/1$/);
  expect(styles.length).toBeGreaterThan(0);
  for (const style of styles) expect(style).toMatchObject({ fromCache: true, status: 200 });
  // The shop's stylesheet applies: the brand mark has the brand's colour.
  await expect(page.locator('.brand-mark')).toHaveCSS('background-color', 'rgb(200, 16, 46)');
  // And its icon is drawn from the icon sprite the service worker keeps.
  const sprite = (await page.locator('.offline-badge use').getAttribute('href'))?.split('#')[0] ?? '';
  expect(sprite).toMatch(/^\/assets\/icons-[\w-]+\.svg$/);
  const kept = await page.evaluate(async (path) => {
    const cached = await caches.match(path);
    return cached ? (await cached.text()).includes('<symbol id="offline"') : false;
  }, sprite);
  expect(kept).toBe(true);

  await page.goto('/products?sort=price');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No internet connection');
  await expect(page.getByText('Check that Wi-Fi or mobile data is turned on.')).toBeVisible();

  // Back online, "Try again" opens the page that was asked for.
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/products\?sort=price$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All products');
});

test('hashed scripts, styles and fonts come from the cache once the worker controls the page', async ({
  page,
  context,
}) => {
  await page.goto('/kh');
  await waitForHydration(page);
  await controlled(page);
  // The first controlled load stores what it fetches.
  await page.reload();
  await waitForHydration(page);
  const assets = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.startsWith('/assets/')),
  );
  expect(assets.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(1);
  expect(assets.filter((url) => url.endsWith('.woff2')).length).toBeGreaterThan(0);
  await context.setOffline(true);
  const statuses = await page.evaluate(
    (urls) => Promise.all(urls.map(async (url) => (await fetch(url)).status)),
    assets,
  );
  expect(statuses).toEqual(assets.map(() => 200));
});

test('/sw.js is never stale in the HTTP cache and may control the whole site', async ({ request }) => {
  const response = await request.get('/sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(response.headers()['service-worker-allowed']).toBe('/');
  expect(response.headers()['content-type']).toContain('javascript');
});
