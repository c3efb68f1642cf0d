import { expect, test } from '@playwright/test';
import { waitForHydration, watchConsole } from './console';
import { freshShopper, localMobile } from './shoppers';

const KHMER_DIGITS = '០១២៣៤៥៦៧៨៩';
const inKhmerDigits = (text: string) => text.replace(/\d/g, (digit) => KHMER_DIGITS[Number(digit)]!);

// Decision 017: every numeric field takes Khmer digits; the shop shows Latin ones.

test('a mobile typed in Khmer digits signs in, and an address phone in Khmer digits is saved (/kh)', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/kh/user/login?redirect=%2Fkh%2Faccounts%2Faddress%2Fadd-address');
  await waitForHydration(page);
  await page.getByLabel('លេខទូរស័ព្ទ').fill(inKhmerDigits(localMobile(freshShopper())));
  await page.getByLabel('ពាក្យសម្ងាត់', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'ចូលគណនី' }).click();
  await expect(page).toHaveURL(/\/kh\/accounts\/address\/add-address$/);

  await waitForHydration(page);
  await page.getByLabel('ឈ្មោះអ្នកទទួល').fill('សុខ ពិសី');
  await page.getByLabel('លេខទូរស័ព្ទ').fill('០៩៧-៧៦៥-៤៣២១');
  await page.getByLabel('ខេត្ត ឬរាជធានី').selectOption({ label: 'ភ្នំពេញ' });
  await page.getByLabel('ស្រុក ឬខណ្ឌ').selectOption({ label: 'បឹងកេងកង' });
  await page.getByLabel('ឃុំ ឬសង្កាត់').selectOption({ label: 'បឹងកេងកងទី១' });
  await page.getByLabel('ភូមិ').selectOption({ label: 'ភូមិ៣' });
  const street = 'Street 63';
  await page.getByLabel('ផ្លូវ').fill(street);
  await page.getByRole('button', { name: 'រក្សាទុកអាសយដ្ឋាន' }).click();
  await expect(page).toHaveURL(/\/kh\/accounts\/address\/address-list$/);
  // Shown back in Latin digits, as every number on the page.
  await expect(page.getByRole('listitem').filter({ hasText: street })).toContainText('097 765 4321');
  expect(problems).toEqual([]);
});

test('a quantity typed in Khmer digits is read and shown in Latin digits (/kh)', async ({ page }) => {
  await page.goto('/kh/products/1');
  await waitForHydration(page);
  const quantity = page.getByRole('textbox', { name: 'បរិមាណ' });
  await quantity.fill('៣');
  await expect(quantity).toHaveValue('3');
});
