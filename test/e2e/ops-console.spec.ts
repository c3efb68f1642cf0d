import { expect, test } from '@playwright/test';
import { watchConsole } from './console';
import { opsSignIn } from './ops-sign-in';
import { sharesData } from './shared-data';

sharesData();

// An operator signs in to the console and sees today at a glance, in both languages.
const WORDS = {
  en: {
    prefix: '',
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    today: 'Today at a glance',
    out: 'Sign out',
  },
  km: {
    prefix: '/kh',
    email: 'អ៊ីមែល',
    password: 'ពាក្យសម្ងាត់',
    signIn: 'ចូលគណនី',
    today: 'សង្ខេបថ្ងៃនេះ',
    out: 'ចាកចេញ',
  },
} as const;

for (const lang of ['en', 'km'] as const) {
  const words = WORDS[lang];
  test(`an operator signs in, sees today at a glance and signs out (${lang})`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto(`${words.prefix}/ops`);
    await expect(page).toHaveURL(new RegExp(`${words.prefix}/ops/sign-in$`));
    await page.getByLabel(words.email).fill('staff@membershop.com.kh');
    await page.getByLabel(words.password).fill('ops-demo-1234');
    await page.getByRole('button', { name: words.signIn }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.today })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // No script of the shop's app on the console's pages.
    expect(await page.locator('script').count()).toBe(0);
    await page.getByRole('button', { name: words.out }).click();
    await expect(page.getByRole('button', { name: words.signIn })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('on a phone the console’s merchants, brands, categories and deals do not scroll sideways', async ({ page }) => {
  test.skip(!test.info().project.use.isMobile, 'a phone’s concern');
  await opsSignIn(page, 'en');
  for (const path of ['/ops/merchants', '/kh/ops/merchants', '/ops/brands', '/ops/categories', '/ops/deals']) {
    await page.goto(path);
    // Against the screen's width: a phone's window widens to what the page lays out.
    const [laidOut, screenWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, screen.width]);
    expect(laidOut, path).toBe(screenWidth);
  }
});
