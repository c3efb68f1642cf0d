import { expect, test } from '@playwright/test';
import { waitForHydration } from './console';

const LANGS = [
  {
    prefix: '',
    label: 'Email address',
    subscribe: 'Subscribe',
    badEmail: 'Please enter a valid e-mail address, for example name@example.com.',
    missing: 'Please enter your e-mail address.',
    rejected: 'Some of the information sent is not valid. Please check it and try again.',
    subscribed: 'Thank you! You will get our offers and news by e-mail.',
    already: 'This address is already on our list. Thank you for staying with us!',
  },
  {
    prefix: '/kh',
    label: 'អាសយដ្ឋានអ៊ីមែល',
    subscribe: 'ចុះឈ្មោះ',
    badEmail: 'សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលឱ្យបានត្រឹមត្រូវ ឧទាហរណ៍ name@example.com។',
    missing: 'សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលរបស់អ្នក។',
    rejected: 'ព័ត៌មានមួយចំនួនដែលបានផ្ញើមិនត្រឹមត្រូវទេ។ សូមពិនិត្យ ហើយព្យាយាមម្ដងទៀត។',
    subscribed: 'សូមអរគុណ! អ្នកនឹងទទួលបានការផ្ដល់ជូន និងព័ត៌មានថ្មីៗពីយើងតាមអ៊ីមែល។',
    already: 'អាសយដ្ឋាននេះមាននៅក្នុងបញ្ជីរបស់យើងរួចហើយ។ សូមអរគុណដែលនៅជាមួយយើង!',
  },
];

for (const lang of LANGS) {
  test(`newsletter at ${lang.prefix || '/'}: invalid, honeypot and valid sign-ups answer in the page's language`, async ({
    page,
  }, info) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/newsletter') sent.push(request.method());
    });
    await page.goto(lang.prefix || '/');
    await waitForHydration(page);
    const form = page.locator('form.newsletter-form');
    // Hydration yields as it goes, and the footer comes last: a press before it is the form's plain post.
    await expect
      .poll(() => form.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))))
      .toBe(true);
    const email = form.getByRole('textbox', { name: lang.label });
    const submit = form.getByRole('button', { name: lang.subscribe });
    const toast = page.locator('.toast-center');

    // The form validates in the page's language, never with the browser's (English) bubble.
    expect(await form.evaluate((element: HTMLFormElement) => element.noValidate)).toBe(true);
    const fieldError = form.locator('.field-error');

    // Empty: the page's own message under the field, focus back on it, nothing sent.
    await submit.click();
    await expect(fieldError).toHaveText(lang.missing);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    expect(sent).toEqual([]);

    // Not an address at all: the form is kept, the page's message, nothing is sent.
    await email.fill('not-an-address');
    await submit.click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await expect(fieldError).toHaveText(lang.badEmail);
    expect(sent).toEqual([]);

    // Passes the browser's check, not the shop's: a localized error, the text stays for correcting.
    await email.fill('shopper@localhost');
    await submit.click();
    await expect(fieldError).toHaveCount(0);
    await expect(toast).toHaveText(lang.badEmail);
    await expect(toast).toHaveClass(/toast-error/);
    await expect(email).toHaveValue('shopper@localhost');

    // A robot fills the hidden field: refused, and the address is not stored (it is new below).
    const address = `newsletter-${info.project.name}-${lang.prefix.slice(1) || 'en'}-${Date.now()}@example.com`;
    await email.fill(address);
    await page
      .locator('#newsletter-website')
      .evaluate((input: HTMLInputElement) => (input.value = 'http://spam.example'));
    await submit.click();
    await expect(toast).toHaveText(lang.rejected);
    await page.locator('#newsletter-website').evaluate((input: HTMLInputElement) => (input.value = ''));

    await submit.click();
    await expect(toast).toHaveText(lang.subscribed);
    await expect(toast).toHaveClass(/toast-success/);
    await expect(email).toHaveValue('');

    await email.fill(address);
    await submit.click();
    await expect(toast).toHaveText(lang.already);
    // By POST only: a GET of /api/newsletter changes nothing.
    expect(sent).toEqual(['POST', 'POST', 'POST', 'POST']);
  });
}
