import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { jpegImage, pngImage, readJpeg } from '../photo/test-images';
import { callApi } from '../commerce/call-api';
import { fetchPage, ORIGIN } from './fetch-page';
import { OWNER, opsCookie, postForm, STAFF } from './ops-session';
import { workerFetch } from './worker-fetch';

// Promotions, the help centre and the shop's pages in the console. Every
// worker test runs on the seed day, 21 Nov 2026 at noon in Phnom Penh: the 11.11 sale is over, the
// 12.12 one ahead. The tests of this file share one database, so each uses rows of its own.

type Audit = { entity_id: string; before_json: string | null; after_json: string | null };
const audits = async (action: string) =>
  (
    await env.DB.prepare('SELECT entity_id, before_json, after_json FROM ops_audit WHERE action = ?1 ORDER BY id')
      .bind(action)
      .all<Audit>()
  ).results;
const count = async (table: string) =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

/** GET an API path with a query, in a language ('1' English, '2' Khmer). */
const callApiQuery = (path: string, query: Record<string, string>, lang: '1' | '2') =>
  callApi(`${path}?${new URLSearchParams(query).toString()}`, { lang });

/** A picture as the console's form sends it. */
const picture = (bytes: Uint8Array<ArrayBuffer>, type = 'image/jpeg') => new File([bytes], 'banner', { type });
/** The promotion banners stored in the console's bucket. */
const storedBanners = async () =>
  (await env.PRODUCT_PHOTOS.list({ prefix: 'promotions/' })).objects.map((object) => object.key);

const PROMOTION = {
  slug: 'rainy-season-sale',
  title_en: 'Rainy season sale',
  title_km: 'ការលក់រដូវវស្សា',
  description_en: 'Umbrellas and boots at member prices.',
  description_km: 'ឆ័ត្រ និងស្បែកជើងកវែង ក្នុងតម្លៃសមាជិក។',
  banner_file: picture(jpegImage(1500, 600)),
  starts_at: '2026-11-20T00:00',
  ends_at: '2026-11-30T23:59',
};

/** A product in no promotion, and its price. */
async function plainProduct(skip = 0) {
  return (await env.DB.prepare(
    `SELECT id, price_cents FROM products WHERE price_cents > 500 AND id NOT IN (SELECT product_id FROM promotion_items)
     ORDER BY id LIMIT 1 OFFSET ?1`,
  )
    .bind(skip)
    .first<{ id: number; price_cents: number }>())!;
}

test('staff add a promotion and a product at a promotion price; the shop’s API and home banner show them at once', async () => {
  const cookie = await opsCookie(STAFF);
  // The home banner's list of promotions is cached at the edge: warm it, and the menus', first.
  expect((await fetchPage('/')).body).not.toContain('Rainy season sale');
  expect(await env.CACHE.get('promotions:en')).not.toBeNull();

  const added = await postForm('/ops/promotions', cookie, PROMOTION);
  expect(added.response.status).toBe(303);
  const id = Number(/\/ops\/promotions\/(\d+)\?done=added$/.exec(added.response.headers.get('location')!)![1]);
  expect(await env.DB.prepare('SELECT slug, starts_at FROM promotions WHERE id = ?1').bind(id).first()).toEqual({
    slug: 'rainy-season-sale',
    // Midnight in Phnom Penh is 17:00 UTC the day before.
    starts_at: Date.UTC(2026, 10, 19, 17) / 1000,
  });
  expect(await audits('promotion_add')).toEqual([
    expect.objectContaining({ entity_id: String(id), before_json: null }),
  ]);
  expect(await env.CACHE.get('promotions:en')).toBeNull();
  const home = (await fetchPage('/')).body;
  expect(home).toContain('Rainy season sale');

  // The banner: the upload's middle at 3:1, stored 1200 and 600 wide, and the home page offers both.
  const { banner } = (await env.DB.prepare('SELECT banner FROM promotions WHERE id = ?1').bind(id).first<{
    banner: string;
  }>())!;
  const hex = /^\/media\/promotions\/([0-9a-f]{32})-1200\.jpg$/.exec(banner)![1];
  expect(home).toContain(`srcSet="/media/promotions/${hex}-600.jpg 600w, ${banner} 1200w"`);
  for (const [width, height] of [
    [1200, 400],
    [600, 200],
  ]) {
    const served = await workerFetch(`${ORIGIN}/media/promotions/${hex}-${width}.jpg`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(readJpeg(new Uint8Array(await served.arrayBuffer()))).toMatchObject({ width, height });
  }

  // Another picture replaces it; saving without one keeps it.
  const edited = { ...PROMOTION, banner_file: picture(pngImage(1200, 400), 'image/png') };
  expect((await postForm(`/ops/promotions/${id}`, cookie, edited)).response.status).toBe(303);
  const [replaced] = await audits('promotion_edit');
  expect(JSON.parse(replaced!.before_json!).banner).toBe(banner);
  const newBanner = JSON.parse(replaced!.after_json!).banner;
  expect(newBanner).toMatch(/^\/media\/promotions\/[0-9a-f]{32}-1200\.jpg$/);
  expect(newBanner).not.toBe(banner);
  const kept = { ...PROMOTION, banner_file: new File([], '') };
  expect((await postForm(`/ops/promotions/${id}`, cookie, kept)).response.status).toBe(303);
  expect(JSON.parse((await audits('promotion_edit'))[1]!.after_json!).banner).toBe(newBanner);

  expect((await fetchPage('/kh')).body).toContain('ការលក់រដូវវស្សា');

  const product = await plainProduct();
  const price = ((product.price_cents - 150) / 100).toFixed(2);
  const item = await postForm(`/ops/promotions/${id}/items`, cookie, {
    product_id: String(product.id),
    promo_price: price,
  });
  expect(item.response.status).toBe(303);
  expect(item.response.headers.get('location')).toBe(`/ops/promotions/${id}?done=added`);

  const list = await callApi('/promotions');
  expect(list.data.find((p: { id: number }) => p.id === id)).toMatchObject({
    slug: 'rainy-season-sale',
    title: 'Rainy season sale',
  });
  expect((await callApi('/promotions', { lang: '2' })).data.find((p: { id: number }) => p.id === id).title).toBe(
    'ការលក់រដូវវស្សា',
  );
  const sale = async () =>
    (await callApi('/promotions/rainy-season-sale')).data.child as { id: number; promo_money: string }[];
  expect(await sale()).toEqual([expect.objectContaining({ id: product.id, promo_money: price })]);

  const page = await fetchPage(`/ops/promotions/${id}?done=added`, { headers: { cookie } });
  expect(page.body).toContain('Added.');
  expect(page.body).toContain(`value="${price}"`);
  expect(page.body).toContain('value="2026-11-30T23:59"');

  // Its price changed, then the product taken out: each is audited with before and after.
  await postForm(`/ops/promotions/${id}/items`, cookie, { product_id: String(product.id), promo_price: '2.00' });
  expect(await sale()).toEqual([expect.objectContaining({ id: product.id, promo_money: '2.00' })]);
  const removed = await postForm(`/ops/promotions/${id}/items/${product.id}/remove`, cookie, {});
  expect(removed.response.status).toBe(303);
  expect(await sale()).toEqual([]);
  const saves = await audits('promotion_item_save');
  expect(saves.map((row) => row.entity_id)).toEqual([`${id}:${product.id}`, `${id}:${product.id}`]);
  expect(saves[0]!.before_json).toBeNull();
  expect(JSON.parse(saves[1]!.before_json!)).toEqual({ promoCents: product.price_cents - 150 });
  expect(JSON.parse(saves[1]!.after_json!)).toEqual({ promoCents: 200 });
  expect(JSON.parse((await audits('promotion_item_remove'))[0]!.before_json!)).toEqual({ promoCents: 200 });
});

test('the seed’s 11.11 and 12.12 are listed and editable; the shop shows the edit', async () => {
  const cookie = await opsCookie(STAFF);
  const list = await fetchPage('/kh/ops/promotions', { headers: { cookie } });
  expect(list.response.status).toBe(200);
  expect(list.body).toContain('ការលក់បុណ្យអុំទូក 11.11');
  expect(list.body).toContain('ការលក់ធំ 12.12');
  // 11.11 is over on the seed day, 12.12 ahead; the dates in Latin digits.
  expect(list.body.indexOf('បានបញ្ចប់')).toBeLessThan(list.body.indexOf('ការលក់បុណ្យអុំទូក 11.11'));
  expect(list.body).toContain('1 វិច្ឆិកា 2026 00:00 – 15 វិច្ឆិកា 2026 23:59');

  const edit = await fetchPage('/ops/promotions/1', { headers: { cookie } });
  expect(edit.body).toContain('water-festival-sales-11.11');
  expect(edit.body).toContain('value="2026-11-01T00:00"');
  expect(edit.body).toContain('src="/images/promotions/water-festival-sales-11.11.svg"');
  const saved = await postForm('/ops/promotions/1', cookie, {
    title_en: 'Water Festival sales 11.11',
    title_km: 'ការលក់បុណ្យអុំទូក 11.11',
    starts_at: '2026-11-01T00:00',
    description_en: 'Bon Om Touk prices, one more week.',
    description_km: 'តម្លៃបុណ្យអុំទូក មួយសប្ដាហ៍ទៀត។',
    ends_at: '2026-11-22T23:59',
  });
  expect(saved.response.status).toBe(303);
  const shop = await callApi('/promotions/water-festival-sales-11.11');
  expect(shop.data).toMatchObject({
    slug: 'water-festival-sales-11.11',
    title: 'Water Festival sales 11.11',
    description: 'Bon Om Touk prices, one more week.',
    ends_at: Date.UTC(2026, 10, 22, 16, 59) / 1000,
  });
  expect((await fetchPage('/kh/promotions/water-festival-sales-11.11')).body).toContain('តម្លៃបុណ្យអុំទូក មួយសប្ដាហ៍ទៀត។');
  const entry = (await audits('promotion_edit')).find((row) => row.entity_id === '1');
  expect(JSON.parse(entry!.before_json!)).toMatchObject({ ends_at: Date.UTC(2026, 10, 15, 16, 59) / 1000 });
  // No picture picked: the seed's own banner stays.
  expect(JSON.parse(entry!.after_json!)).toMatchObject({
    description_en: 'Bon Om Touk prices, one more week.',
    banner: '/images/promotions/water-festival-sales-11.11.svg',
  });
});

test('a bad promotion form is refused in the page’s language and changes nothing', async () => {
  const cookie = await opsCookie(OWNER);
  // A slug may join its words with dots, as the shop's own 12.12 does.
  const taken = await postForm('/ops/promotions', cookie, { ...PROMOTION, slug: 'taken-11.27' });
  expect(taken.response.status).toBe(303);
  const [promotions, items, audited] = [
    await count('promotions'),
    await count('promotion_items'),
    await count('ops_audit'),
  ];
  const banners = await storedBanners();
  for (const [fields, words] of [
    [{ ends_at: '2026-11-19T10:00' }, 'the end must come after the start'],
    [{ slug: 'taken-11.27' }, 'Another one already has that slug'],
    [{ slug: 'Big Sale!' }, 'Enter a slug of lower-case letters'],
    [{ slug: '12..12' }, 'Enter a slug of lower-case letters'],
    [{ banner_file: new File([], '') }, 'Choose the banner: a JPEG or PNG picture'],
    [{ banner_file: picture(new TextEncoder().encode('<svg/>'), 'image/svg+xml') }, 'it is not a JPEG or PNG photo'],
    [{ banner_file: picture(jpegImage(1100, 400)) }, 'it is too small; a banner needs 1200 × 400 pixels at least'],
    [{ title_km: '' }, 'Enter a title in both languages'],
  ] as const) {
    const refused = await postForm('/ops/promotions', cookie, { ...PROMOTION, slug: 'new-one', ...fields });
    expect(refused.response.status, words).toBe(400);
    expect(refused.body).toContain(words);
    // The form comes back as typed.
    expect(refused.body).toContain('value="Rainy season sale"');
  }
  // Not even the refused slug's banner is kept.
  expect(await storedBanners()).toEqual(banners);
  const khmerBanner = await postForm('/kh/ops/promotions', cookie, {
    ...PROMOTION,
    slug: 'new-one',
    banner_file: picture(pngImage(600, 600), 'image/png'),
  });
  expect(khmerBanner.response.status).toBe(400);
  expect(khmerBanner.body).toContain('រូបបដា៖ វាតូចពេក រូបបដាត្រូវមានយ៉ាងហោចណាស់ 1200 × 400 ភីកសែល។');
  const khmer = await postForm('/kh/ops/promotions', cookie, {
    ...PROMOTION,
    slug: 'new-one',
    ends_at: '2026-11-01T00:00',
  });
  expect(khmer.response.status).toBe(400);
  expect(khmer.body).toContain('ពេលបញ្ចប់ត្រូវនៅក្រោយពេលចាប់ផ្ដើម');
  const edit = await postForm('/kh/ops/promotions/2', cookie, {
    ...PROMOTION,
    starts_at: '2026-12-13T00:00',
    ends_at: '2026-12-12T00:00',
  });
  expect(edit.response.status).toBe(400);
  expect(edit.body).toContain('ពេលបញ្ចប់ត្រូវនៅក្រោយពេលចាប់ផ្ដើម');

  // A promotion price at or above the product's own, or a product that does not exist.
  const product = await plainProduct(1);
  for (const [fields, words] of [
    [
      { product_id: String(product.id), promo_price: (product.price_cents / 100).toFixed(2) },
      'below the product’s price',
    ],
    [{ product_id: String(product.id), promo_price: '0' }, 'below the product’s price'],
    [{ product_id: '99999999', promo_price: '1.00' }, 'Enter the id of an existing product.'],
  ] as const) {
    const refused = await postForm('/ops/promotions/2/items', cookie, fields);
    expect(refused.response.status, words).toBe(400);
    expect(refused.body).toContain(words);
    // Told just above the form that comes back with what was typed, below the promotion's own form.
    const notice = refused.body.indexOf('id="ops-notice"');
    expect(notice).toBeGreaterThan(refused.body.indexOf('id="ops-promotion-items"'));
    expect(refused.body.indexOf('id="ops-promotion-items"')).toBeGreaterThan(-1);
    expect(refused.body.indexOf('name="product_id"', notice)).toBeGreaterThan(notice);
  }
  const khmerPrice = await postForm('/kh/ops/promotions/2/items', cookie, {
    product_id: String(product.id),
    promo_price: '99999',
  });
  expect(khmerPrice.body).toContain('តម្លៃប្រូម៉ូសិនត្រូវតែលើសពី 0 (លើសពីប្រាក់កក់');
  // A product that takes a down payment: the promotion price must leave something to pay after it.
  const deposit = (await env.DB.prepare(
    'SELECT id, earnest_cents FROM products WHERE is_earnest = 1 AND earnest_cents > 100 ORDER BY id LIMIT 1',
  ).first<{ id: number; earnest_cents: number }>())!;
  const belowDeposit = await postForm('/ops/promotions/2/items', cookie, {
    product_id: String(deposit.id),
    promo_price: (deposit.earnest_cents / 100).toFixed(2),
  });
  expect(belowDeposit.response.status).toBe(400);
  expect(belowDeposit.body).toContain('above its down payment, for a product that takes one');
  expect(
    (await postForm('/ops/promotions/999999/items', cookie, { product_id: String(product.id), promo_price: '1' }))
      .response.status,
  ).toBe(404);
  expect((await postForm(`/ops/promotions/2/items/${product.id}/remove`, cookie, {})).response.status).toBe(404);

  expect([await count('promotions'), await count('promotion_items'), await count('ops_audit')]).toEqual([
    promotions,
    items,
    audited,
  ]);
  expect((await callApi('/promotions/12.12')).data.title).toBe('12.12 mega sale');
});

test('owners add a help topic and article; the shop’s help centre finds it in English and Khmer', async () => {
  const cookie = await opsCookie(OWNER);
  // The help centre's topics are cached at the edge: warm them first.
  expect((await fetchPage('/helpcenter')).body).not.toContain('Member cards');
  const topic = await postForm('/ops/help/categories', cookie, {
    form: 'category-new',
    slug: 'member-cards',
    name_en: 'Member cards',
    name_km: 'កាតសមាជិក',
    sort: '5',
  });
  expect(topic.response.status).toBe(303);
  const categoryId = Number((await audits('help_category_add'))[0]!.entity_id);
  expect((await fetchPage('/helpcenter')).body).toContain('Member cards');
  expect((await fetchPage('/kh/helpcenter')).body).toContain('កាតសមាជិក');

  const article = await postForm('/ops/help/articles/new', cookie, {
    slug: 'lost-card',
    category_id: String(categoryId),
    title_en: 'What if I lose my member card?',
    title_km: 'ចុះបើខ្ញុំបាត់កាតសមាជិក?',
    body_en: 'Call customer service: we block the card and print a replacement.\nYour points stay on your account.',
    body_km: 'សូមទូរស័ព្ទទៅសេវាអតិថិជន៖ យើងនឹងបិទកាត ហើយបោះពុម្ពកាតថ្មីជូន។\nពិន្ទុរបស់អ្នកនៅតែមានក្នុងគណនី។',
    sort: '1',
    popular: '9',
  });
  expect(article.response.status).toBe(303);
  const id = Number(/\/ops\/help\/articles\/(\d+)\?done=added$/.exec(article.response.headers.get('location')!)![1]);
  expect(await audits('help_article_add')).toEqual([
    expect.objectContaining({ entity_id: String(id), before_json: null }),
  ]);

  const english = await callApiQuery('/helparticles', { q: 'replacement' }, '1');
  expect(english.data).toEqual([expect.objectContaining({ id, title: 'What if I lose my member card?' })]);
  const khmer = await callApiQuery('/helparticles', { q: 'បាត់កាត' }, '2');
  expect(khmer.data).toEqual([expect.objectContaining({ id, title: 'ចុះបើខ្ញុំបាត់កាតសមាជិក?' })]);
  // The most asked first on the help centre's front page, and under its topic.
  expect((await callApiQuery('/helparticles', { popular: '1' }, '1')).data[0].id).toBe(id);
  expect((await fetchPage(`/helpcenter/list/${categoryId}/lost-card`)).body).toContain(
    'Your points stay on your account.',
  );
  expect((await fetchPage('/kh/helpcenter/search/បាត់កាត')).body).toContain('ចុះបើខ្ញុំបាត់កាតសមាជិក?');

  const help = await fetchPage('/kh/ops/help?done=added', { headers: { cookie } });
  expect(help.body).toContain('បានបន្ថែម។');
  expect(help.body).toContain('value="កាតសមាជិក"');
  expect(help.body).toContain(`href="/kh/ops/help/articles/${id}"`);
  const form = await fetchPage(`/ops/help/articles/${id}`, { headers: { cookie } });
  expect(form.body).toContain('Slug: lost-card');
  expect(form.body).toContain('Your points stay on your account.</textarea>');
  expect(form.body).toContain(`<option value="${categoryId}" selected="">Member cards</option>`);
  expect((await fetchPage('/ops/help/articles/new', { headers: { cookie } })).response.status).toBe(200);
  expect((await fetchPage('/ops/help/articles/999999', { headers: { cookie } })).response.status).toBe(404);

  // Edited: its answer and its place among the most asked; the slug stays.
  const edit = await postForm(`/ops/help/articles/${id}`, cookie, {
    slug: 'ignored',
    category_id: String(categoryId),
    title_en: 'What if I lose my member card?',
    title_km: 'ចុះបើខ្ញុំបាត់កាតសមាជិក?',
    body_en: 'Call us and we send a new card within 3 days.',
    body_km: 'សូមទូរស័ព្ទមកយើង យើងនឹងផ្ញើកាតថ្មីក្នុងរយៈពេល 3 ថ្ងៃ។',
    sort: '1',
    popular: '0',
  });
  expect(edit.response.status).toBe(303);
  expect((await callApiQuery('/helparticles', { q: 'within 3 days' }, '1')).data).toEqual([
    expect.objectContaining({ id, slug: 'lost-card' }),
  ]);
  expect((await callApiQuery('/helparticles', { q: 'replacement' }, '1')).data).toEqual([]);
  const [entry] = await audits('help_article_edit');
  expect(JSON.parse(entry!.before_json!)).toMatchObject({
    popular: 9,
    body_en: expect.stringContaining('replacement'),
  });
  expect(JSON.parse(entry!.after_json!)).toMatchObject({ popular: 0 });

  // A topic renamed; a bad topic or article refused, in Khmer on the Khmer page, changing nothing.
  const renamed = await postForm(`/ops/help/categories/${categoryId}`, cookie, {
    form: `category-${categoryId}`,
    name_en: 'Member cards and points',
    name_km: 'កាតសមាជិក និងពិន្ទុ',
    sort: '5',
  });
  expect(renamed.response.status).toBe(303);
  expect((await callApi('/helpcategories')).data).toContainEqual(
    expect.objectContaining({ id: categoryId, name: 'Member cards and points', articles: 1 }),
  );
  expect(JSON.parse((await audits('help_category_edit'))[0]!.before_json!)).toMatchObject({ name_en: 'Member cards' });
  const audited = await count('ops_audit');
  const articles = await count('help_articles');
  for (const [path, fields, words] of [
    [
      '/kh/ops/help/articles/new',
      {
        slug: 'lost-card',
        category_id: String(categoryId),
        title_en: 'A',
        title_km: 'ក',
        body_en: 'B',
        body_km: 'ខ',
        sort: '1',
      },
      'មានធាតុផ្សេងទៀតប្រើឈ្មោះក្នុងតំណនេះរួចហើយ',
    ],
    [
      '/kh/ops/help/articles/new',
      { slug: 'other', category_id: '9999', title_en: 'A', title_km: 'ក', body_en: 'B', body_km: 'ខ', sort: '1' },
      'សូមជ្រើសរើសប្រធានបទ។',
    ],
    [
      '/kh/ops/help/articles/new',
      {
        slug: 'other',
        category_id: String(categoryId),
        title_en: 'A',
        title_km: 'ក',
        body_en: 'B',
        body_km: '',
        sort: '1',
      },
      'សូមបញ្ចូលចម្លើយជាភាសាទាំងពីរ',
    ],
    [
      '/kh/ops/help/categories',
      { form: 'category-new', slug: 'member-cards', name_en: 'A', name_km: 'ក', sort: '1' },
      'មានធាតុផ្សេងទៀតប្រើឈ្មោះក្នុងតំណនេះរួចហើយ',
    ],
    [
      '/ops/help/categories',
      { form: 'category-new', slug: 'x', name_en: 'A', name_km: 'ក', sort: 'first' },
      'Enter the order as a whole number',
    ],
  ] as const) {
    const refused = await postForm(path, cookie, fields);
    expect(refused.response.status, words).toBe(400);
    expect(refused.body).toContain(words);
  }
  expect([await count('ops_audit'), await count('help_articles')]).toEqual([audited, articles]);
});

test('staff get the console’s 404 for the help centre and the pages, and no link to them', async () => {
  const cookie = await opsCookie(STAFF);
  const before = await count('ops_audit');
  for (const path of [
    '/ops/help',
    '/kh/ops/help',
    '/ops/help/articles/new',
    '/ops/help/articles/1',
    '/ops/pages',
    '/ops/pages/terms',
  ]) {
    const { response, body } = await fetchPage(path, { headers: { cookie } });
    expect(response.status, path).toBe(404);
    expect(body).not.toContain('How do I place an order?');
  }
  for (const path of ['/ops/help/categories', '/ops/help/categories/1', '/ops/help/articles/1', '/ops/pages/terms']) {
    const { response } = await postForm(path, cookie, { name_en: 'X', name_km: 'X', sort: '1', heading_en_1: 'X' });
    expect(response.status, path).toBe(404);
  }
  // A form posted from another site is refused before the console reads it.
  const forged = await fetchPage('/ops/promotions', {
    method: 'POST',
    headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...PROMOTION, banner_file: '', slug: 'forged' }).toString(),
  });
  expect(forged.response.status).toBe(403);
  expect(await env.DB.prepare("SELECT id FROM promotions WHERE slug = 'forged'").first()).toBeNull();
  expect(await count('ops_audit')).toBe(before);
  const today = await fetchPage('/ops', { headers: { cookie } });
  expect(today.body).toContain('href="/ops/deals"');
  expect(today.body).not.toContain('href="/ops/help"');
  expect(today.body).not.toContain('href="/ops/pages"');
  // Signed out, the sign-in.
  expect((await fetchPage('/ops/promotions')).response.status).toBe(303);
  expect((await fetchPage('/ops/help')).response.status).toBe(303);
});

test('an owner’s edit of the terms shows on the shop’s page in both languages, dated today, and is audited', async () => {
  const cookie = await opsCookie(OWNER);
  const form = await fetchPage('/ops/pages/terms', { headers: { cookie } });
  expect(form.response.status).toBe(200);
  expect(form.body).toContain('About these terms');
  // Seven sections and an empty one to add.
  expect(form.body).toContain('name="heading_en_8"');
  expect(form.body).not.toContain('name="heading_en_9"');
  const typed = Object.fromEntries(
    [
      ...form.body.matchAll(/name="((?:heading|body)_(?:en|km)_\d+)"[^>]*?(?:value="([^"]*)"|>([^<]*)<\/textarea>)/g),
    ].map(([, name, value, text]) => [name!, (value ?? text ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&')]),
  );
  expect(typed.heading_en_1).toBe('About these terms');
  const saved = await postForm('/ops/pages/terms', cookie, {
    ...typed,
    link: '',
    // The first section goes, a new one comes at the end.
    heading_en_1: '',
    heading_km_1: '',
    body_en_1: '',
    body_km_1: '',
    heading_en_8: 'Gift wrapping',
    heading_km_8: 'ការខ្ចប់កាដូ',
    body_en_8: 'We wrap gifts for free.\nAsk at checkout.',
    body_km_8: 'យើងខ្ចប់កាដូដោយឥតគិតថ្លៃ។\nសូមស្នើនៅពេលទូទាត់ប្រាក់។',
  });
  expect(saved.response.status).toBe(303);
  expect(saved.response.headers.get('location')).toBe('/ops/pages?done=saved');
  const shop = await callApi('/pages/terms');
  expect(shop.data.updated_on).toBe('2026-11-21');
  expect(shop.data.sections).toHaveLength(7);
  expect(shop.data.sections.at(-1)).toEqual({
    heading: 'Gift wrapping',
    paragraphs: ['We wrap gifts for free.', 'Ask at checkout.'],
  });
  expect(shop.data.sections[0].heading).toBe('Prices and payment');
  const english = await fetchPage('/policies/terms');
  expect(english.body).toContain('We wrap gifts for free.');
  expect(english.body).not.toContain('About these terms');
  expect((await fetchPage('/kh/policies/terms')).body).toContain('យើងខ្ចប់កាដូដោយឥតគិតថ្លៃ។');
  const [entry] = await audits('page_edit');
  expect(entry!.entity_id).toBe('terms');
  expect(JSON.parse(entry!.before_json!).sections[0].heading_en).toBe('About these terms');
  expect(JSON.parse(entry!.after_json!).sections.at(-1).heading_en).toBe('Gift wrapping');

  // Half a section, a link that is not https, or no section at all: refused, in Khmer, nothing changed.
  const audited = await count('ops_audit');
  for (const [fields, words] of [
    [{ ...typed, heading_km_2: '' }, 'ផ្នែកនីមួយៗត្រូវការចំណងជើង'],
    [{ ...typed, link: 'javascript:alert(1)' }, 'សូមបញ្ចូលតំណជាអាសយដ្ឋានដែលចាប់ផ្ដើមដោយ https://'],
    [{}, 'ផ្នែកនីមួយៗត្រូវការចំណងជើង'],
  ] as const) {
    const refused = await postForm('/kh/ops/pages/privacy', cookie, fields);
    expect(refused.response.status, words).toBe(400);
    expect(refused.body).toContain(words);
  }
  expect(await count('ops_audit')).toBe(audited);
  expect((await callApi('/pages/privacy')).data.updated_on).toBe('2026-10-15');
  expect((await fetchPage('/ops/pages/nothing', { headers: { cookie } })).response.status).toBe(404);
  const list = await fetchPage('/kh/ops/pages', { headers: { cookie } });
  expect(list.body).toContain('លក្ខខណ្ឌប្រើប្រាស់');
  expect(list.body).toContain('2026-11-21');
});
