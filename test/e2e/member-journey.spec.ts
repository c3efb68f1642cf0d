import { expect, test } from '@playwright/test';
import { waitForHydration, watchConsole } from './console';
import { lastCodeSentTo } from './outbox';
import { homeOf } from './urls';
import { sharesData } from './shared-data';

sharesData();

const LANGS = [
  {
    prefix: '',
    mobile: 'Mobile number',
    sendCode: 'Send the code',
    code: 'Verification code',
    pass: 'New password (at least 8 characters)',
    again: 'New password again',
    create: 'Create my account',
    name: 'Name',
    save: 'Save',
    recipient: 'Recipient name',
    phone: 'Phone number',
    province: 'Province or capital',
    district: 'District or khan',
    commune: 'Commune or sangkat',
    village: 'Village',
    street: 'Street',
    saveAddress: 'Save address',
    checkIn: 'Check in to get points',
    tomorrow: 'See you tomorrow',
    signOut: 'Sign out',
    password: 'Password',
    signIn: 'Sign in',
    places: ['Phnom Penh', 'Boeng Keng Kang', 'Boeng Keng Kang Ti Muoy', 'Phum 3'],
    line: 'Phum 3, Boeng Keng Kang Ti Muoy, Boeng Keng Kang, Phnom Penh',
  },
  {
    prefix: '/kh',
    mobile: 'លេខទូរស័ព្ទ',
    sendCode: 'ផ្ញើលេខកូដ',
    code: 'លេខកូដផ្ទៀងផ្ទាត់',
    pass: 'ពាក្យសម្ងាត់ថ្មី (យ៉ាងតិច 8 តួអក្សរ)',
    again: 'បញ្ចូលពាក្យសម្ងាត់ថ្មីម្ដងទៀត',
    create: 'បង្កើតគណនីរបស់ខ្ញុំ',
    name: 'ឈ្មោះ',
    save: 'រក្សាទុក',
    recipient: 'ឈ្មោះអ្នកទទួល',
    phone: 'លេខទូរស័ព្ទ',
    province: 'ខេត្ត ឬរាជធានី',
    district: 'ស្រុក ឬខណ្ឌ',
    commune: 'ឃុំ ឬសង្កាត់',
    village: 'ភូមិ',
    street: 'ផ្លូវ',
    saveAddress: 'រក្សាទុកអាសយដ្ឋាន',
    checkIn: 'ចុះវត្តមានដើម្បីទទួលពិន្ទុ',
    tomorrow: 'ជួបគ្នាថ្ងៃស្អែក',
    signOut: 'ចាកចេញ',
    password: 'ពាក្យសម្ងាត់',
    signIn: 'ចូលគណនី',
    places: ['ភ្នំពេញ', 'បឹងកេងកង', 'បឹងកេងកងទី១', 'ភូមិ៣'],
    line: 'ភូមិ៣, បឹងកេងកងទី១, បឹងកេងកង, ភ្នំពេញ',
  },
];

for (const lang of LANGS) {
  test(`register with a code, complete the profile, add an address, check in, sign out and in again (${lang.prefix || 'English'})`, async ({
    page,
  }) => {
    // A whole membership in one test, with two reads of the local database: more than the default 30 s.
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    // A new number each run: 096 followed by 7 digits.
    const local = `096${String(Date.now()).slice(-7)}`;
    const mobile = `855${local.slice(1)}`;
    const password = 'journey-pass-1';
    const name = lang.prefix ? 'សុខ ពិសី' : 'Sok Pisey';

    await page.goto(`${lang.prefix}/user/register`);
    await waitForHydration(page);
    await page.getByLabel(lang.mobile).fill(`${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`);
    await page.getByRole('button', { name: lang.sendCode }).click();
    await expect(page.getByLabel(lang.code)).toBeVisible();
    // The code field starts empty (it once kept the typed mobile number).
    await expect(page.getByLabel(lang.code)).toHaveValue('');
    await page.getByLabel(lang.code).fill(lastCodeSentTo(mobile));
    await page.getByLabel(lang.pass).fill(password);
    await page.getByLabel(lang.again).fill(password);
    await page.getByRole('button', { name: lang.create }).click();

    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/user/register-information$`));
    await page.getByLabel(lang.name, { exact: true }).fill(name);
    await page.getByRole('button', { name: lang.save, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/accounts$`));

    await page.goto(`${lang.prefix}/accounts/address/add-address`);
    await waitForHydration(page);
    // Saved empty from the button at the form's end: the error is brought into view, where it can be read.
    await page.getByRole('button', { name: lang.saveAddress }).click();
    await expect(page.getByRole('alert')).toBeInViewport();
    await page.getByLabel(lang.recipient).fill(name);
    await page.getByLabel(lang.phone).fill('012 888 999');
    const [province, district, commune, village] = lang.places as [string, string, string, string];
    await page.getByLabel(lang.province).selectOption({ label: province });
    await page.getByLabel(lang.district).selectOption({ label: district });
    await page.getByLabel(lang.commune).selectOption({ label: commune });
    await page.getByLabel(lang.village).selectOption({ label: village });
    await page.getByLabel(lang.street).fill('Street 278');
    await page.getByRole('button', { name: lang.saveAddress }).click();
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/accounts/address/address-list$`));
    await expect(page.getByText(`Street 278, ${lang.line}`)).toBeVisible();

    await page.goto(`${lang.prefix}/accounts/points`);
    await waitForHydration(page);
    await page.getByRole('button', { name: lang.checkIn }).click();
    await expect(page.getByRole('button', { name: lang.tomorrow })).toBeDisabled();
    await page.reload();
    await expect(page.locator('.points-balance strong')).toHaveText('10');

    await page.getByRole('button', { name: lang.signOut }).click();
    // Signing out loads the home page; wait for it before opening another page.
    await page.waitForURL(homeOf(lang.prefix));
    await expect(page.getByRole('link', { name: lang.signIn, exact: true }).first()).toBeVisible();
    await page.goto(`${lang.prefix}/accounts/points`);
    await expect(page).toHaveURL(/\/user\/login\?redirect=/);
    await waitForHydration(page);
    await page.getByLabel(lang.mobile).fill(`+855 ${local.slice(1)}`);
    await page.getByLabel(lang.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: lang.signIn, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/accounts/points$`));
    await expect(page.locator('.points-balance strong')).toHaveText('10');
    await expect(page.getByRole('button', { name: lang.tomorrow })).toBeDisabled();
    await page.goto(`${lang.prefix}/accounts/address/address-list`);
    await expect(page.getByText(`Street 278, ${lang.line}`)).toBeVisible();
    await page.goto(`${lang.prefix}/accounts/profile`);
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
    expect(problems).toEqual([]);
  });
}
