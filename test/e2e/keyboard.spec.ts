import { expect, test } from '@playwright/test';
import { waitForHydration } from './console';
import { forgetTodaysCheckIn, signIn } from './shell-helpers';
import { sharesData } from './shared-data';

sharesData();

test.skip(({ isMobile }) => isMobile, 'keyboard use is a desktop concern');

test('the header menus open, move and close by keyboard, with visible focus', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);

  const categories = page.locator('.main-nav').getByText('Shops by category');
  await categories.focus();
  await expect(categories).toBeFocused();
  expect(await categories.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  const firstShop = page.getByRole('link', { name: 'Mobile shops' });
  await expect(firstShop).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(firstShop).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(firstShop).toBeHidden();
  await expect(categories).toBeFocused();

  const language = page.getByText('EN (Language: English)');
  await language.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'ខ្មែរ' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/kh$/);
});

/** The focused element draws a visible outline. */
async function expectVisibleFocus(locator: import('@playwright/test').Locator) {
  await expect(locator).toBeFocused();
  expect(await locator.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
}

test('search suggestions: typing opens them, arrows move the highlight, Enter opens one, Escape closes', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.focus();
  await page.keyboard.type('samsung');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option').first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const second = list.getByRole('option').nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
  expect(await second.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(list).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/\d+$/);
});

test('the cart summary and the check-in dialog open, move and close by keyboard', async ({ page }) => {
  forgetTodaysCheckIn();
  await signIn(page);
  await waitForHydration(page);

  const summary = page.getByLabel('Show the cart summary');
  // From the cart icon with Tab: the mouse signed in, so focus must come from the keyboard to show.
  await page.getByRole('link', { name: /items? in the cart/ }).focus();
  await page.keyboard.press('Tab');
  await expectVisibleFocus(summary);
  await page.keyboard.press('Enter');
  const viewCart = page.locator('.cart-panel').getByRole('link', { name: 'View cart' });
  await expect(viewCart).toBeVisible();
  await page.keyboard.press('Tab');
  await expectVisibleFocus(viewCart);
  await page.keyboard.press('Escape');
  await expect(viewCart).toBeHidden();
  await expect(summary).toBeFocused();

  const opener = page.getByRole('button', { name: 'Daily check-in' });
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expectVisibleFocus(opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Daily check-in' });
  await expect(dialog).toBeVisible();
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  await page.keyboard.press('Tab');
  await expectVisibleFocus(dialog.getByRole('button', { name: 'Check in to get points' }));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a button pressed from the keyboard keeps the focus once its action is done', async ({ page }) => {
  await signIn(page, '/products/1');
  await waitForHydration(page);
  // The quantity's − at 1 says it is at its bound and keeps the focus.
  const atOne = page.getByRole('button', { name: 'One fewer', exact: true });
  await expect(atOne).toHaveAttribute('aria-disabled', 'true');
  await atOne.focus();
  await page.keyboard.press('Enter');
  await expect(atOne).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  const add = page.getByRole('button', { name: 'Add to cart' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(add).toBeFocused();

  await page.goto('/carts');
  await waitForHydration(page);
  // A quantity's − pressed down to 1 keeps the focus there: at its bound it says so and does nothing.
  const line = page.locator('.cart-line').first();
  const fewer = line.getByRole('button', { name: /^One fewer / });
  const more = line.getByRole('button', { name: /^One more / });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toBeFocused();
  await fewer.focus();
  while ((await line.locator('output').textContent()) !== '1') {
    const before = await line.locator('output').textContent();
    await page.keyboard.press('Enter');
    await expect(line.locator('output')).not.toHaveText(before!);
  }
  await expect(fewer).toHaveAttribute('aria-disabled', 'true');
  await expect(fewer).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(line.locator('output')).toHaveText('1');
  await expect(fewer).toBeFocused();

  const tick = line.getByRole('checkbox');
  const wasTicked = await tick.isChecked();
  await tick.focus();
  await page.keyboard.press('Space');
  await expect(tick).toBeChecked({ checked: !wasTicked });
  await expect(tick).toBeEnabled();
  await expect(tick).toBeFocused();
  await page.keyboard.press('Space');
  await expect(tick).toBeChecked({ checked: wasTicked });
  await expect(tick).toBeFocused();
});
