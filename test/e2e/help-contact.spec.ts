import { expect, test } from '@playwright/test';
import { waitForHydration, watchConsole } from './console';

test('help search in English: results, then the article', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/helpcenter');
  await waitForHydration(page);
  await page.getByLabel('Search the help centre').fill('refund');
  await page.locator('#main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/helpcenter\/search\/refund$/);
  await page.getByRole('link', { name: 'When will I get my refund?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'When will I get my refund?' })).toBeVisible();
  await expect(page.getByText('within 7 working days')).toBeVisible();
  expect(problems).toEqual([]);
});

test('help search in Khmer matches part of a word; no match shows the topics and customer service', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/kh/helpcenter');
  await waitForHydration(page);
  const box = page.getByLabel('ស្វែងរកក្នុងមជ្ឈមណ្ឌលជំនួយ');
  await box.fill('ដឹកជញ្ជូន');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/kh\/helpcenter\/search\//);
  await expect(page.getByRole('link', { name: 'តើការដឹកជញ្ជូនចំណាយពេលប៉ុន្មាន?' })).toBeVisible();

  await page.getByLabel('ស្វែងរកក្នុងមជ្ឈមណ្ឌលជំនួយ').fill('ឡានក្រុង');
  await page.locator('#main').getByRole('button', { name: 'ស្វែងរក', exact: true }).click();
  await expect(page.getByText('គ្មានអត្ថបទជំនួយដែលត្រូវនឹង “ឡានក្រុង” ទេ។')).toBeVisible();
  await expect(page.getByRole('link', { name: /គណនី និងពិន្ទុ/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ទាក់ទងសេវាអតិថិជន' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('contact form: field errors, a sent message with its reference, then the rate limit', async ({ page }) => {
  // A fresh address each run: the limit is 3 messages per mobile or e-mail in 10 minutes.
  const email = `e2e-${Date.now()}-${test.info().project.name}@example.com`;
  await page.goto('/customerservices');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page.getByLabel('Mobile number or e-mail')).toHaveAttribute('aria-invalid', 'true');

  for (let sent = 0; sent < 3; sent++) {
    await page.getByLabel('Your name').fill('Dara');
    await page.getByLabel('Mobile number or e-mail').fill(email);
    await page.getByLabel('Topic').selectOption('delivery');
    await page.getByLabel('Your message').fill('My parcel has not arrived yet, order 1001.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Your reference: CS-\d{6}/ })).toBeVisible();
    await page.getByRole('button', { name: 'Send another message' }).click();
  }
  await page.getByLabel('Your name').fill('Dara');
  await page.getByLabel('Mobile number or e-mail').fill(email);
  await page.getByLabel('Your message').fill('Sorry, one more question about my parcel.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert')).toContainText('You have sent several messages in a short time');
});

test('contact form in Khmer: a filled honeypot is refused and nothing is sent', async ({ page }) => {
  await page.goto('/kh/customerservices');
  await waitForHydration(page);
  await page.getByLabel('ឈ្មោះរបស់អ្នក').fill('Robot');
  await page.getByLabel('លេខទូរស័ព្ទ ឬអ៊ីមែល').fill('012 999 888');
  await page.getByLabel('សាររបស់អ្នក').fill('Buy cheap followers at our site now!');
  await page.locator('#main input[name="website"]').fill('http://spam.example');
  await page.getByRole('button', { name: 'ផ្ញើសារ' }).click();
  await expect(page.getByRole('alert')).toContainText('ព័ត៌មានមួយចំនួនដែលបានផ្ញើមិនត្រឹមត្រូវទេ');
  await expect(page.getByText(/លេខយោងរបស់អ្នក/)).toHaveCount(0);
});
