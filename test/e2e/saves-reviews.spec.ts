import { expect, test } from '@playwright/test';
import { waitForHydration, watchConsole } from './console';
import { forgetSavesAndFollows, forgetSeededReview } from './local-db';
import { signIn } from './shell-helpers';
import { sharesData } from './shared-data';

sharesData();

// A real 1×1 PNG. The form sends it as a JPEG made in the browser (photoAsJpeg), the server decodes that
// and stores its own JPEG, so what comes back is a 1×1 .jpg.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a shopper reviews a completed order with stars chosen by keyboard, a text and a photo, then sees it on the product page', async ({
  page,
}) => {
  forgetSeededReview();
  const problems = watchConsole(page);
  await signIn(page, '/accounts/review/1');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const form = page.locator('.review-form');
  // The stars are a radio group: focus the first, arrow to the fourth.
  await form.getByRole('radio', { name: '1 star', exact: true }).focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await form.getByLabel('Your review (optional)').fill('Peppery and cold, exactly as pictured.');
  await form.getByLabel('Photos (optional)').setInputFiles({ name: 'coffee.png', mimeType: 'image/png', buffer: PNG });
  // The preview shows the converted photo, once it is ready.
  await expect(form.getByRole('img', { name: 'Your photo 1' })).toBeVisible();
  await expect(form.getByRole('img', { name: 'Your photo 1' })).toHaveJSProperty('naturalWidth', 1);
  await form.getByRole('button', { name: 'Submit my review' }).click();
  await expect(page.getByText('Thank you for your review! You have earned 20 points.')).toBeVisible();
  await expect(page.locator('.review-form')).toHaveCount(0);

  await page.getByRole('link', { name: 'Kampot pepper iced coffee, 6 bottles' }).click();
  const reviews = page.getByRole('region', { name: 'Ratings and reviews' });
  await expect(reviews.getByText('Peppery and cold, exactly as pictured.')).toBeVisible();
  const photo = reviews.getByRole('img', { name: /^Photo 1 from / }).first();
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toBeVisible();
  // The list shows the photo's thumbnail and links the photo.
  await expect(photo).toHaveAttribute('src', /^\/media\/reviews\/[0-9a-f]{32}-320\.jpg$/);
  await expect(photo.locator('xpath=..')).toHaveAttribute('href', /^\/media\/reviews\/[0-9a-f]{32}\.jpg$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  expect(problems).toEqual([]);
});

const WORDS = {
  en: {
    prefix: '',
    save: 'Save',
    follow: 'Follow',
    mobile: 'Mobile number',
    password: 'Password',
    signIn: 'Sign in',
    remove: /^Remove .+ from my saved products$/,
    empty: 'You have not saved any products yet.',
    noShops: 'You do not follow any shops yet.',
  },
  km: {
    prefix: '/kh',
    save: 'រក្សាទុក',
    follow: 'តាមដាន',
    mobile: 'លេខទូរស័ព្ទ',
    password: 'ពាក្យសម្ងាត់',
    signIn: 'ចូលគណនី',
    remove: /^ដក .+ ចេញពីផលិតផលដែលបានរក្សាទុក$/,
    empty: 'អ្នកមិនទាន់បានរក្សាទុកផលិតផលណាមួយនៅឡើយទេ។',
    noShops: 'អ្នកមិនទាន់តាមដានហាងណាមួយនៅឡើយទេ។',
  },
} as const;

for (const lang of ['en', 'km'] as const) {
  test(`a guest's heart goes to sign-in and back; saved and followed stay pressed and are listed, then removed (${lang})`, async ({
    page,
  }) => {
    const words = WORDS[lang];
    forgetSavesAndFollows();
    const problems = watchConsole(page);
    await page.goto(`${words.prefix}/products/16`);
    await waitForHydration(page);
    const save = page.locator('.product-summary').getByRole('button', { name: words.save });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(page).toHaveURL(new RegExp(`${words.prefix}/user/login\\?redirect=`));
    await page.getByLabel(words.mobile).fill('012 345 678');
    await page.getByLabel(words.password).fill('demo1234');
    await page.getByRole('button', { name: words.signIn }).click();
    await expect(page).toHaveURL(new RegExp(`${words.prefix}/products/16$`));

    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    const follow = page.locator('.merchant-card').getByRole('button', { name: words.follow });
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    // A fresh page knows both from the server: no request per button.
    await page.reload();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(follow).toHaveAttribute('aria-pressed', 'true');

    await page.goto(`${words.prefix}/accounts/follow`);
    await expect(page.locator('.merchant-card')).toHaveCount(1);
    await page.goto(`${words.prefix}/accounts/save`);
    await waitForHydration(page);
    await expect(page.locator('.product-card')).toHaveCount(1);
    await page.getByRole('button', { name: words.remove }).click();
    await expect(page.getByText(words.empty)).toBeVisible();
    await page.goto(`${words.prefix}/products/16`);
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await waitForHydration(page);
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await page.goto(`${words.prefix}/accounts/follow`);
    await expect(page.getByText(words.noShops)).toBeVisible();
    expect(problems).toEqual([]);
  });
}
