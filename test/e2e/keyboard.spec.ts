import { expect, test } from '@playwright/test';
import { waitForHydration } from './console';

test.skip(({ isMobile }) => isMobile, 'keyboard use is a desktop concern');

test('the header menus open, move and close by keyboard, with visible focus', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);

  const categories = page.getByText('Shops by category');
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

  const language = page.getByLabel('Language: English');
  await language.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'ខ្មែរ' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/kh$/);
});
