import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** A real id from the seed data for each parameter. */
export const examplePath = (path: string) =>
  path.replace(':id', '1').replace(':slug', 'delivery-times').replace(':search', 'phone');

// The walks grow with the route table, so the time does too: 10 s a page (a loaded machine took over 5).
export const PER_PAGE_MS = 10_000;

/** The page's serious and critical axe violations, each with up to three of its elements. */
export async function seriousViolations(page: Page): Promise<string[]> {
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
