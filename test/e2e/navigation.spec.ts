import { expect, test } from '@playwright/test';
import { waitForHydration, watchConsole } from './console';

test('hydrates without console errors and streams the deferred categories in', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: 'Phones & Tablets' })).toBeVisible();
  await page.goto('/kh/category');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'ប្រភេទ' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('in-app links navigate without a full reload, and Back and Forward work', async ({ page, isMobile }) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  // Phones reach the categories through the mobile menu, desktops through the category dropdown.
  if (isMobile) {
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Show all categories' }).click();
  } else {
    await page.locator('.main-nav').getByText('Shops by category').click();
    await page.locator('.main-nav').getByRole('link', { name: 'Show all categories' }).click();
  }
  await expect(page).toHaveURL(/\/category$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expect(page).toHaveTitle('Categories | Member Shop');
  await expect(page.getByRole('link', { name: 'Smartphones' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Search products' }).press('Enter');
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/category$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(problems).toEqual([]);
});

test('Back restores the scroll position of the page it returns to', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 500 });
  await page.goto('/category');
  await waitForHydration(page);
  const privacy = page.getByRole('link', { name: 'Privacy policy' });
  await privacy.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  await privacy.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('the language dropdown keeps the path and query and switches the language', async ({ page }) => {
  await page.goto('/products?page=2');
  await waitForHydration(page);
  await page.getByText('EN (Language: English)').click();
  await page.getByRole('link', { name: 'ខ្មែរ' }).click();
  await expect(page).toHaveURL(/\/kh\/products\?page=2$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(page.getByRole('heading', { level: 1, name: 'ផលិតផលទាំងអស់' })).toBeVisible();

  await page.getByText('ខ្មែរ (ភាសា៖ ខ្មែរ)').click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the 404 page offers a way on, in both languages', async ({ page }) => {
  const response = await page.goto('/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 error' })).toBeVisible();
  await expect(page.getByText("We can't seem to find the page you are looking for.")).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/products');
  await expect(main.getByRole('link', { name: 'Help & Support' })).toHaveAttribute(
    'href',
    '/accounts/help-center-category',
  );

  await waitForHydration(page);
  await main.getByRole('link', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();

  await page.goto('/kh/nope');
  await expect(page.getByRole('heading', { level: 1, name: 'កំហុស 404' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'ទំព័រដើម' })).toHaveAttribute('href', '/kh');
});
