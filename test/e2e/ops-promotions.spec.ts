import { expect, test } from '@playwright/test';
import { jpegImage } from '../photo/test-images';
import { watchConsole } from './console';
import { opsSignIn } from './ops-sign-in';
import { sharesData } from './shared-data';

sharesData();

// An operator adds a promotion with a banner picked from their device, in each language; the shop's page of
// the promotion shows the banner cut to 3:1 at the sizes a phone and a desktop need.
const WORDS = {
  en: {
    prefix: '',
    slug: /^Slug/,
    titleEn: 'Title in English',
    titleKm: 'Title in Khmer',
    descriptionEn: 'Description in English',
    descriptionKm: 'Description in Khmer',
    banner: /^Banner: a JPEG or PNG picture/,
    starts: 'Starts (Phnom Penh time)',
    ends: 'Ends (Phnom Penh time)',
    add: 'Add',
    added: 'Added.',
    current: 'The banner now',
  },
  km: {
    prefix: '/kh',
    slug: /^ឈ្មោះក្នុងតំណ/,
    titleEn: 'ចំណងជើងជាភាសាអង់គ្លេស',
    titleKm: 'ចំណងជើងជាភាសាខ្មែរ',
    descriptionEn: 'ការពិពណ៌នាជាភាសាអង់គ្លេស',
    descriptionKm: 'ការពិពណ៌នាជាភាសាខ្មែរ',
    banner: /^រូបបដា៖ រូបភាព JPEG ឬ PNG/,
    starts: 'ចាប់ផ្ដើម (ម៉ោងភ្នំពេញ)',
    ends: 'បញ្ចប់ (ម៉ោងភ្នំពេញ)',
    add: 'បន្ថែម',
    added: 'បានបន្ថែម។',
    current: 'រូបបដាបច្ចុប្បន្ន',
  },
} as const;

for (const lang of ['en', 'km'] as const) {
  const words = WORDS[lang];
  test(`an operator adds a promotion with an uploaded banner; the shop shows it (${lang})`, async ({ page }, info) => {
    const problems = watchConsole(page);
    const slug = `monsoon-${lang}-${info.project.name}-${Date.now().toString(36)}`;
    await opsSignIn(page, lang);

    await page.goto(`${words.prefix}/ops/promotions`);
    await page.getByLabel(words.slug).fill(slug);
    await page.getByLabel(words.titleEn).fill('Monsoon sale');
    await page.getByLabel(words.titleKm).fill('ការលក់រដូវវស្សា');
    await page.getByLabel(words.descriptionEn).fill('Umbrellas and raincoats at member prices.');
    await page.getByLabel(words.descriptionKm).fill('ឆ័ត្រ និងអាវភ្លៀង ក្នុងតម្លៃសមាជិក។');
    // Far ahead, so the shop's home page keeps its own hero for the other tests.
    await page.getByLabel(words.starts).fill('2027-06-01T00:00');
    await page.getByLabel(words.ends).fill('2027-06-30T23:59');
    // A designer's 2400 × 800 export: the console's script makes it a JPEG of 1600 px before sending.
    await page.getByLabel(words.banner).setInputFiles({
      name: 'monsoon.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from(jpegImage(2400, 800)),
    });
    await expect(page.getByRole('button', { name: words.add, exact: true })).toBeEnabled();
    await page.getByRole('button', { name: words.add, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(words.added);
    const preview = page.getByRole('figure').locator('img');
    await expect(page.getByText(words.current, { exact: true })).toBeVisible();
    await expect(preview).toHaveAttribute('src', /^\/media\/promotions\/[0-9a-f]{32}-1200\.jpg$/);

    await page.goto(`${words.prefix}/promotions/${slug}`);
    const banner = page.locator('img.promotion-banner');
    await expect(banner).toHaveAttribute('srcset', /-600\.jpg 600w, .*-1200\.jpg 1200w$/);
    const size = await banner.evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    });
    expect(size[0]! / size[1]!).toBe(3);
    expect(problems).toEqual([]);
  });
}
