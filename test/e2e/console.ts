import type { Page } from '@playwright/test';

/**
 * Collects what a shopper's console would show: errors, warnings (React's
 * hydration mismatch warnings among them) and uncaught exceptions.
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The 404 page's own document status is reported as a failed resource.
    if (message.text().includes('status of 404') && page.url().includes('/nope')) return;
    // playwright.config.ts blocks service workers outside their own spec; the shop registers one after load.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Resolves once React has hydrated the document (the client router then handles links). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.documentElement).some((key) => key.startsWith('__react')));
}
