import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// The walks grow with the route table, so the time does too: 10 s a page (a loaded machine took over 2).
export const PER_PAGE_MS = 10_000;

/**
 * The page's serious and critical axe violations, each with up to three of its elements.
 *
 * Run in the page itself (legacy mode), reporting violations only: the default finishes each run in a
 * new tab with axe injected again and collects every passing node, and took 1.3 s a page here where
 * this takes 0.36 s (49 pages: 64.8 s, 17.8 s). Every rule still runs; the shop's pages have no frames.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
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
