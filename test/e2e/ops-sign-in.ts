import { expect, type Page } from '@playwright/test';

const WORDS = {
  en: { prefix: '', email: 'E-mail', password: 'Password', signIn: 'Sign in' },
  km: { prefix: '/kh', email: 'អ៊ីមែល', password: 'ពាក្យសម្ងាត់', signIn: 'ចូលគណនី' },
} as const;

/** Signs the seed's staff operator (or `email`, the owner) in through the console's form, in `lang`, as a person does. */
export async function opsSignIn(page: Page, lang: 'en' | 'km', email = 'staff@membershop.com.kh') {
  const words = WORDS[lang];
  await page.goto(`${words.prefix}/ops/sign-in`);
  await page.getByLabel(words.email).fill(email);
  await page.getByLabel(words.password).fill('ops-demo-1234');
  await page.getByRole('button', { name: words.signIn }).click();
  await expect(page).not.toHaveURL(/\/sign-in$/);
}
