import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './console';
import { runLocalSql } from './local-db';

/** Signs the demo shopper in through the sign-in page and waits for the page it returns to. */
export async function signIn(page: Page, back = '/'): Promise<void> {
  await page.goto(`/user/login?redirect=${encodeURIComponent(back)}`);
  await waitForHydration(page);
  await page.getByLabel('Mobile number').fill('012 345 678');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${back.replace(/[?]/g, '\\?')}$`));
}

/** The sign-in form's labels in one language, and the language's path prefix. */
export type SignInForm = { prefix: string; mobile: string; password: string; submit: string };

/** Signs the demo shopper in through the sign-in page of a language, from the page's own labels. */
export async function signInWith(page: Page, form: SignInForm): Promise<void> {
  await page.goto(`${form.prefix}/user/login`);
  await waitForHydration(page);
  await page.getByLabel(form.mobile).fill('012 345 678');
  await page.getByLabel(form.password).fill('demo1234');
  await page.getByRole('button', { name: form.submit }).click();
  await expect(page).not.toHaveURL(/login/);
}

/**
 * Puts one product in the signed-in shopper's cart through the shop's API, as the page would call it (its
 * cookies, the shop's origin, so CSRF passes): a test cannot rely on what else is in the cart.
 */
export async function putInCart(page: Page): Promise<void> {
  // An answer of "over the limit" is fine: the product is in the cart already.
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await page.request.post('/api/addcart', { data: { goods_id: 1, num: 1 }, headers: { origin } });
  const cart = (await (await page.request.get('/api/carlists')).json()) as { data: { count: number } };
  expect(cart.data.count).toBeGreaterThan(0);
}

/** The shop's API as the page's browser calls it (same origin, its session cookie), and the envelope. */
export async function pageApi(page: Page, path: string, body?: object): Promise<{ code: number; data: any }> {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const response = body
    ? await page.request.post(`/api${path}`, { data: body, headers: { origin } })
    : await page.request.get(`/api${path}`);
  return (await response.json()) as { code: number; data: any };
}

/** Today's Phnom Penh date (UTC+7), the check-in's calendar day. */
function phnomPenhDay(): string {
  return new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
}

/** Forgets the demo shopper's check-in of today in the local database, so the test can check in. */
export function forgetTodaysCheckIn(): void {
  runLocalSql(`DELETE FROM points_ledger WHERE user_id = 1 AND kind = 'checkin' AND ref = '${phnomPenhDay()}'`);
}

/** Stops the page's clock from the first script on: timers fire only through `clock.runFor`. */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 1000));
}
