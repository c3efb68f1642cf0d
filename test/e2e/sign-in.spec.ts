import { expect, test } from '@playwright/test';
import { waitForHydration, watchConsole } from './console';
import { homeOf } from './urls';
import { sharesData } from './shared-data';

sharesData();

const LANGS = [
  {
    prefix: '',
    mobile: 'Mobile number',
    password: 'Password',
    submit: 'Sign in',
    account: 'My account',
    hello: /^Hi, /,
    signOut: 'Sign out',
    signIn: 'Sign in',
  },
  {
    prefix: '/kh',
    mobile: 'លេខទូរស័ព្ទ',
    password: 'ពាក្យសម្ងាត់',
    submit: 'ចូលគណនី',
    account: 'គណនីរបស់ខ្ញុំ',
    hello: /^សួស្ដី /,
    signOut: 'ចាកចេញ',
    signIn: 'ចូលគណនី',
  },
];

for (const lang of LANGS) {
  test(`sign in, open a member page, sign out (${lang.prefix || 'English'})`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(`${lang.prefix}/accounts`);
    await expect(page).toHaveURL(
      new RegExp(`${lang.prefix}/user/login\\?redirect=${encodeURIComponent(`${lang.prefix}/accounts`)}$`),
    );
    await waitForHydration(page);

    await page.getByLabel(lang.mobile).fill('012 345 678');
    await page.getByLabel(lang.password).fill('demo1234');
    await page.getByRole('button', { name: lang.submit }).click();

    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/accounts$`));
    await expect(page.getByRole('heading', { level: 1, name: lang.account })).toBeVisible();
    await expect(page.getByRole('link', { name: lang.hello })).toBeVisible();
    expect(await page.evaluate(() => document.cookie)).not.toContain('jwt');

    // A full load keeps the session: the server reads the HttpOnly cookie.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: lang.account })).toBeVisible();
    await waitForHydration(page);

    await page.getByRole('button', { name: lang.signOut }).click();
    await expect(page).toHaveURL(homeOf(lang.prefix));
    await expect(page.getByRole('link', { name: lang.signIn, exact: true }).first()).toBeVisible();
    await page.goto(`${lang.prefix}/accounts`);
    await expect(page).toHaveURL(/\/user\/login\?redirect=/);
    expect(problems).toEqual([]);
  });
}

test('a wrong password gets the API message in a danger alert and no session', async ({ page }) => {
  await page.goto('/user/login');
  await waitForHydration(page);
  await page.getByLabel('Mobile number').fill('012 345 678');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert).toHaveClass(/alert-danger/);
  await expect(page).toHaveURL(/\/user\/login$/);
});
