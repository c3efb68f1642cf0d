import { test as base, expect } from '@playwright/test';
import { createServer, type AddressInfo } from 'node:net';
import { startServer } from '../../scripts/run.mjs';
import { waitForHydration, watchConsole } from './console';

const IDS = { ANALYTICS_ID: 'G-E2ETEST01', PIXEL_ID: '123456789012' };
const TAG_HOSTS = /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//;

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

// A second shop with both ids set (wrangler dev --var), so the default shop and `npm start` never load tags.
const test = base.extend<object, { taggedShop: string }>({
  taggedShop: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it must be one
    async ({}, use) => {
      const server = await startServer(await freePort(), { quiet: true, vars: IDS });
      try {
        await use(server.url.slice(0, -1));
      } finally {
        server.stop();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

test.skip(({ isMobile }) => !isMobile, 'when tags load does not depend on the viewport');

test('set: the Google tag and the Meta pixel are requested only after the page has loaded, with the nonce', async ({
  page,
  taggedShop,
}) => {
  const problems = watchConsole(page);
  const requested: string[] = [];
  // No internet here: the vendors' scripts are answered locally.
  await page.route(TAG_HOSTS, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.tagRan = (window.tagRan || 0) + 1;' });
  });
  await page.goto(`${taggedShop}/kh`);
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => (window as { tagRan?: number }).tagRan)).toBe(2);
  expect(requested.sort()).toEqual([
    'https://connect.facebook.net/en_US/fbevents.js',
    `https://www.googletagmanager.com/gtag/js?id=${IDS.ANALYTICS_ID}`,
  ]);

  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const tags = performance
      .getEntriesByType('resource')
      .filter((entry) => /googletagmanager|facebook/.test(entry.name));
    return { loadEnd: navigation?.loadEventEnd ?? Infinity, starts: tags.map((entry) => entry.startTime) };
  });
  expect(timing.starts).toHaveLength(2);
  for (const start of timing.starts) expect(start).toBeGreaterThan(timing.loadEnd);

  const nonces = await page
    .locator('script[src^="https://"]')
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
  expect(nonces).toHaveLength(2);
  for (const nonce of nonces) expect(nonce).not.toBe('');
  const queued = await page.evaluate(() => {
    const w = window as { dataLayer?: ArrayLike<unknown>[]; fbq?: { queue: unknown[][] } };
    return { gtag: w.dataLayer?.map((args) => Array.from(args)[0]), fbq: w.fbq?.queue.map((args) => args.slice(0, 2)) };
  });
  expect(queued).toEqual({
    gtag: ['js', 'config'],
    fbq: [
      ['init', IDS.PIXEL_ID],
      ['track', 'PageView'],
    ],
  });
  // The CSP let them run: no violation in the console.
  expect(problems).toEqual([]);
});

test.describe('unset', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the default shop: no tag is requested, before or after the after-load work ran', async ({ page }) => {
    const requested: string[] = [];
    await page.route(TAG_HOSTS, (route) => {
      requested.push(route.request().url());
      return route.abort();
    });
    await page.goto('/');
    await waitForHydration(page);
    // The after-load chunk registers the service worker, then loads the tags that are set, in the same task.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect(page.locator('script[src^="https://"]')).toHaveCount(0);
    expect(await page.evaluate(() => 'dataLayer' in window || 'fbq' in window)).toBe(false);
    expect(requested).toEqual([]);
  });
});
