import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './scripts/chromium.mjs';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1366, height: 900 } };

// scripts/e2e.mjs builds the shop, starts it and sets BASE_URL; global-setup.ts makes the fresh shoppers.
export default defineConfig({
  testDir: 'test/e2e',
  globalSetup: './test/e2e/global-setup.ts',
  fullyParallel: false,
  // Two at a time: member tests sign in fresh shoppers (shoppers.ts); the suites that change shared data
  // take turns (shared-data.ts).
  workers: 2,
  // CI runs on a fresh, slower machine: one retry there, and a retried test is still reported as flaky.
  retries: process.env.CI ? 1 : 0,
  // The list reporter repeats every failure's details at the end, where a truncated CI log still shows them.
  reporter: 'list',
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:8787',
    launchOptions: CHROMIUM,
    trace: 'off',
    // A service worker would answer requests that tests route or take offline; its own spec allows it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'mobile', use: phone },
    { name: 'desktop', use: desktop },
  ],
});
