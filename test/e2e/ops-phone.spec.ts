import { expect, type Locator, type Page, test } from '@playwright/test';
import { watchConsole } from './console';
import { opsSignIn } from './ops-sign-in';
import { sharesData } from './shared-data';

sharesData();

// The console's tables on a phone: each row a card with its columns named, nothing off to the side; on
// a desktop, still a table under its column headings.
const WORDS = {
  en: {
    prefix: '',
    state: 'State',
    total: 'Total',
    save: 'Save',
    remove: 'Remove',
  },
  km: {
    prefix: '/kh',
    state: 'ស្ថានភាព',
    total: 'សរុប',
    save: 'រក្សាទុក',
    remove: 'ដកចេញ',
  },
} as const;

/** Whether the page scrolls sideways, as a whole or inside one of its tables' frames. */
const sideways = (page: Page) =>
  page.evaluate(() => ({
    page: document.scrollingElement!.scrollWidth > innerWidth,
    tables: [...document.querySelectorAll('.ops-scroll')].some((frame) => frame.scrollWidth > frame.clientWidth),
  }));

/** Asserts that `target` lies within the page's width, without scrolling sideways to it. */
async function expectWithinWidth(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const lang of ['en', 'km'] as const) {
  const words = WORDS[lang];
  test(`the orders and flash-deal tables fit the screen (${lang})`, async ({ page }, info) => {
    const problems = watchConsole(page);
    await opsSignIn(page, lang);
    await page.goto(`${words.prefix}/ops/orders`);
    const order = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: /^#\d+$/ }) })
      .first();
    const state = order.locator(`td[data-label="${words.state}"]`);
    if (info.project.use.isMobile === true) {
      expect(await sideways(page)).toEqual({ page: false, tables: false });
      // The column's name is beside its value on the card.
      expect(await state.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe(`"${words.state}"`);
      await expectWithinWidth(page, state.locator('.ops-state'));
      await expectWithinWidth(page, order.locator(`td[data-label="${words.total}"]`));
    } else {
      await expect(page.getByRole('columnheader', { name: words.state })).toBeVisible();
      await expect(state.locator('.ops-state')).toBeVisible();
    }

    await page.goto(`${words.prefix}/ops/deals`);
    const deal = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: words.save }) })
      .first();
    if (info.project.use.isMobile === true) {
      expect(await sideways(page)).toEqual({ page: false, tables: false });
      await expectWithinWidth(page, deal.getByRole('button', { name: words.save }));
      await expectWithinWidth(page, deal.getByRole('button', { name: words.remove }));
      await expectWithinWidth(page, deal.getByRole('textbox').first());
    } else {
      await expect(page.getByRole('columnheader').first()).toBeVisible();
    }
    expect(problems).toEqual([]);
  });
}
