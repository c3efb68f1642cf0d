import { expect, test } from '@playwright/test';
import { jpegImage, pngImage } from '../photo/test-images';
import { watchConsole } from './console';
import { opsSignIn } from './ops-sign-in';
import { sharesData } from './shared-data';

sharesData();

// An operator adds a product and two photos in the console, in each language; the
// shop's search finds it in English and in Khmer, showing the uploaded photo at the size it needs.
const WORDS = {
  en: {
    prefix: '',
    add: 'Add a product',
    sku: 'SKU',
    nameEn: 'Name in English',
    nameKm: 'Name in Khmer',
    descriptionEn: 'Description in English',
    descriptionKm: 'Description in Khmer',
    picture: 'Picture (a path such as /images/products/…)',
    price: 'Price (US$)',
    stock: 'Stock',
    save: 'Save',
    created: 'Product saved. Now add its photos: the first is its main picture.',
    files: /^Photos: JPEG or PNG/,
    altEn: 'What it shows, in English (for screen readers)',
    altKm: 'What it shows, in Khmer (for screen readers)',
    alt: 'Silk scarf, folded',
    upload: 'Upload',
    added: 'Added. The product page shows them now; lists within a minute.',
    main: 'Main picture',
  },
  km: {
    prefix: '/kh',
    add: 'បន្ថែមផលិតផល',
    sku: 'លេខកូដទំនិញ (SKU)',
    nameEn: 'ឈ្មោះជាភាសាអង់គ្លេស',
    nameKm: 'ឈ្មោះជាភាសាខ្មែរ',
    descriptionEn: 'ការពិពណ៌នាជាភាសាអង់គ្លេស',
    descriptionKm: 'ការពិពណ៌នាជាភាសាខ្មែរ',
    picture: 'រូបភាព (អាសយដ្ឋានរូបភាព ដូចជា /images/products/…)',
    price: 'តម្លៃ (ដុល្លារ)',
    stock: 'ស្តុក',
    save: 'រក្សាទុក',
    created: 'បានរក្សាទុកផលិតផល។ ឥឡូវសូមបន្ថែមរូបថតរបស់វា៖ រូបទីមួយជារូបភាពចម្បង។',
    files: /^រូបថត៖ JPEG ឬ PNG/,
    altEn: 'អ្វីដែលរូបបង្ហាញ ជាភាសាអង់គ្លេស (សម្រាប់កម្មវិធីអានអេក្រង់)',
    altKm: 'អ្វីដែលរូបបង្ហាញ ជាភាសាខ្មែរ (សម្រាប់កម្មវិធីអានអេក្រង់)',
    alt: 'ក្រមាសូត្រ បត់',
    upload: 'ផ្ទុកឡើង',
    added: 'បានបន្ថែម។ ទំព័រផលិតផលបង្ហាញវាឥឡូវនេះ បញ្ជីក្នុងរយៈពេលមួយនាទី។',
    main: 'រូបភាពចម្បង',
  },
} as const;

for (const lang of ['en', 'km'] as const) {
  const words = WORDS[lang];
  test(`an operator adds a product with two photos; the shop finds it in both languages (${lang})`, async ({
    page,
  }, info) => {
    const problems = watchConsole(page);
    // A word no other product has, so each run's product is the one search finds.
    const mark = `${lang}${info.project.name}${Date.now().toString(36)}`;
    await opsSignIn(page, lang);

    await page.goto(`${words.prefix}/ops/products`);
    await page.getByRole('link', { name: words.add }).click();
    await page.locator('select[name=merchant_id]').selectOption({ index: 1 });
    await page.locator('select[name=category_id]').selectOption({ index: 1 });
    await page.getByLabel(words.sku, { exact: true }).fill(`TS-${mark}`);
    await page.getByLabel(words.nameEn).fill(`Takeo silk scarf ${mark}`);
    await page.getByLabel(words.nameKm).fill(`ក្រមាសូត្រតាកែវ ${mark}`);
    await page.getByLabel(words.descriptionEn).fill('Hand-woven silk from Takeo.');
    await page.getByLabel(words.descriptionKm).fill('សូត្រត្បាញដោយដៃពីតាកែវ។');
    await page.getByLabel(words.picture).fill('/images/products/10000-mah-power-bank-black-front.svg');
    await page.getByLabel(words.price, { exact: true }).fill('14.00');
    await page.getByLabel(words.stock, { exact: true }).fill('12');
    await page.getByRole('button', { name: words.save }).click();
    // A new product goes on to its photos.
    await expect(page.getByRole('status')).toHaveText(words.created);
    // The console's script makes the picked files into JPEGs first; Upload is enabled again when done.
    await page.getByLabel(words.files).setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(jpegImage(1200, 900)) },
      { name: 'side.png', mimeType: 'image/png', buffer: Buffer.from(pngImage(800, 800)) },
    ]);
    await page.getByLabel(words.altEn).last().fill('Silk scarf, folded');
    await page.getByLabel(words.altKm).last().fill('ក្រមាសូត្រ បត់');
    await expect(page.getByRole('button', { name: words.upload })).toBeEnabled();
    await page.getByRole('button', { name: words.upload }).click();
    await expect(page.getByRole('status')).toHaveText(words.added);
    await expect(page.locator('.ops-photos img')).toHaveCount(2);
    await expect(page.getByText(words.main, { exact: true })).toBeVisible();

    // The shop's search, in English and in Khmer: the card shows the first photo from its stored sizes.
    for (const query of [`Takeo silk scarf ${mark}`, `ក្រមាសូត្រតាកែវ ${mark}`]) {
      await page.goto(`${words.prefix}/products/search/${encodeURIComponent(query)}`);
      const picture = page.locator('.product-card img').first();
      await expect(picture).toHaveAttribute('src', /^\/media\/products\/[0-9a-f]{32}-640\.jpg$/);
      await expect(picture).toHaveAttribute('srcset', /-320\.jpg 320w, .*-640\.jpg 640w, .*-1200\.jpg 1200w$/);
      expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    }
    await page.locator('.product-card a').first().click();
    await expect(page.locator('.gallery-main')).toHaveAttribute('alt', words.alt);
    await expect(page.locator('.gallery-thumbs img')).toHaveCount(2);
    expect(problems).toEqual([]);
  });
}
