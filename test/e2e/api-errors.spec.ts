import { expect, test } from '@playwright/test';
import { waitForHydration } from './console';

test('a network failure shows "No internet connection" centred for 3 seconds', async ({ page }) => {
  await page.goto('/user/login');
  await waitForHydration(page);
  await page.route('**/api/login', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Mobile number').fill('012 345 678');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const toast = page.getByRole('status').getByText('No internet connection');
  await expect(toast).toBeVisible();
  await expect(toast).toHaveClass(/toast-center/);
  await expect(toast).toBeHidden({ timeout: 4500 });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
});

test('an API answer 1012 signs the shopper out, goes to sign-in and shows the message', async ({ page }) => {
  await page.goto('/kh/user/login');
  await waitForHydration(page);
  await page.route('**/api/login', (route) => route.fulfill({ json: { code: 0, msg: '', data: { uid: 7 } } }));
  await page.route('**/api/gettoken', (route) =>
    route.fulfill({ status: 401, json: { code: 1012, msg: 'សូមចូលគណនីម្ដងទៀត', data: null } }),
  );
  await page.getByLabel('លេខទូរស័ព្ទ').fill('012 345 678');
  await page.getByLabel('ពាក្យសម្ងាត់').fill('demo1234');
  await page.getByRole('button', { name: 'ចូលគណនី' }).click();
  const toast = page.getByRole('status').getByText('សូមចូលគណនីម្ដងទៀត');
  await expect(toast).toBeVisible();
  await expect(toast).toHaveClass(/toast-center/);
  await expect(page).toHaveURL(/\/kh\/user\/login\?redirect=%2Fkh%2Fuser%2Flogin$/);
});

test('a wrong mobile format is explained before anything is sent', async ({ page }) => {
  await page.goto('/user/login');
  await waitForHydration(page);
  let sent = false;
  await page.route('**/api/login', (route) => {
    sent = true;
    return route.abort();
  });
  await page.getByLabel('Mobile number').fill('12 34');
  await page.getByLabel('Password').fill('x');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter a Cambodian mobile number, for example 012 345 678.');
  expect(sent).toBe(false);
});
