import { expect, type Page } from '@playwright/test';

/** The sign-in form's words in each language, and the console's path prefix. */
const SIGN_IN = {
  en: { prefix: '', email: 'E-mail', password: 'Password', button: 'Sign in' },
  km: { prefix: '/kh', email: 'អ៊ីមែល', password: 'ពាក្យសម្ងាត់', button: 'ចូលគណនី' },
} as const;

/** Signs the seed's demo staff member in to the console in `lang` through its form, as a person does. */
export async function signInToConsole(page: Page, lang: 'en' | 'km'): Promise<void> {
  const words = SIGN_IN[lang];
  await page.goto(`${words.prefix}/ops/sign-in`);
  await page.getByLabel(words.email).fill('staff@membershop.com.kh');
  await page.getByLabel(words.password).fill('ops-demo-1234');
  await page.getByRole('button', { name: words.button }).click();
  await expect(page).not.toHaveURL(/\/sign-in$/);
}
