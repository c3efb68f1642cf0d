import { defineConfig } from '@playwright/test';

/** Debian's Chromium, never a downloaded browser; the flags keep it off the closed network. */
export const CHROMIUM = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

// scripts/e2e.mjs builds the shop, starts it and sets BASE_URL.
export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:8787',
    launchOptions: CHROMIUM,
    trace: 'off',
  },
  projects: [
    { name: 'mobile', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    { name: 'desktop', use: { viewport: { width: 1366, height: 900 } } },
  ],
});
