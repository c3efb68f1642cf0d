import { env } from 'cloudflare:workers';
import { afterEach, expect, test, vi } from 'vitest';
import { callShop, fakeUpstream } from './fake-upstream';
import { fetchPage } from './fetch-page';

afterEach(() => vi.restoreAllMocks());

const json = (path: string) =>
  fetchPage(path, { headers: { accept: 'application/json' } }).then(({ body }) => JSON.parse(body));

test('home has its promotion hero in the shell (its image eager) and streams flash deals, brands, shops and recommended products', async () => {
  // A sale on this week and one that ended yesterday, whatever today's date: the hero is the one on.
  const day = 86_400;
  const now = Math.floor(Date.now() / 1000);
  await env.DB.prepare(
    `INSERT INTO promotions (id, slug, title_en, title_km, description_en, description_km, banner, starts_at, ends_at) VALUES
       (90, 'ended', 'Ended sale', 'ការលក់ដែលបានបញ្ចប់', 'Over.', 'ចប់ហើយ។', '/images/categories/food.svg', ?1, ?2),
       (91, 'this-week', 'This week sale', 'ការលក់សប្ដាហ៍នេះ', 'On now.', 'កំពុងលក់។', '/images/categories/food.svg', ?2, ?3)`,
  )
    .bind(now - 30 * day, now - day, now + 7 * day)
    .run();
  await env.DB.prepare('UPDATE promotions SET ends_at = ?1 WHERE id < 90')
    .bind(now - day)
    .run();
  const { body } = await fetchPage('/');
  expect(body).toContain('This week sale');
  expect(body).not.toContain('Ended sale');
  expect(body).toMatch(/class="promotion-hero"><img [^>]*fetchPriority="high"/);
  expect(body).not.toMatch(/class="promotion-hero"><img [^>]*loading="lazy"/);
  expect(body).toContain('class="flash-slot"');
  expect(body).toContain('class="stock-bar"');
  expect(body).toContain('class="brand-grid"');
  expect(body).toContain('class="merchant-card"');
  // The category tiles come with the shell, from the menus the footer uses too.
  expect(body).toMatch(/<ul class="category-grid"[^>]*><li class="category-card"><a href="\/products\?category=\d+"/);
  // Once the KV cache holds the promotions (any earlier visit), the hero comes with the shell.
  await fetchPage('/kh');
  const khmer = await json('/kh');
  expect(khmer.data.promotions.map((promotion: { title: string }) => promotion.title)).toEqual(['ការលក់សប្ដាហ៍នេះ']);
  for (const name of ['flashdeals', 'brands', 'merchants', 'recommended'])
    expect(khmer.deferred[name].ok, name).toBe(true);
  expect(khmer.deferred.recommended.value.length).toBeGreaterThan(0);
});

test('every image on the home page and a list page has its width and height', async () => {
  for (const path of ['/', '/kh/products', '/products/1']) {
    const { body } = await fetchPage(path);
    for (const img of body.match(/<img [^>]*>/g) ?? []) expect(img, path).toMatch(/width="\d+"[^>]*height="\d+"/);
  }
});

test('flash deals show slots in Phnom Penh time with their limit and stock', async () => {
  const { body } = await fetchPage('/flashdeal');
  expect(body).toMatch(/\d{2}:\d{2}–\d{2}:\d{2} \(Phnom Penh time\)/);
  expect(body).toContain('21 Nov 2026, 12:00–18:00 (Phnom Penh time)');
  expect(body).toMatch(/Limit \d+ per shopper/);
  expect(body).toMatch(/\d+% claimed/);
  const khmer = await fetchPage('/kh/flashdeal');
  expect(khmer.body).toContain('ម៉ោងភ្នំពេញ');
});

test('brands filter by the best-offer category in the address, and a brand page lists its products', async () => {
  const all = await json('/bestoffer');
  expect(all.data.brands.length).toBeGreaterThan(1);
  // Each brand's category, as the API gives it.
  const listed = JSON.parse((await fetchPage('/api/brands')).body).data as { id: number; goods_category_id: number }[];
  const categoryOf = new Map(listed.map((brand) => [brand.id, brand.goods_category_id]));
  const category = categoryOf.get(all.data.brands[0].id);
  const chosen = await json(`/bestoffer?cat=${category}`);
  expect(chosen.data.categoryName).toBeTruthy();
  expect(chosen.data.brands.length).toBeLessThan(all.data.brands.length);
  for (const brand of chosen.data.brands) expect(categoryOf.get(brand.id)).toBe(category);
  const { body } = await fetchPage(`/kh/bestoffer/detail/${all.data.brands[0].id}`);
  expect(body).toContain('class="product-card"');
  expect((await fetchPage('/bestoffer/detail/99999')).response.status).toBe(404);
});

test('a shop has its products, about, coupons, gift cards and reviews, each at its own address', async () => {
  expect((await fetchPage('/merchant/1')).body).toContain('class="product-card"');
  expect((await fetchPage('/kh/merchant/merchant-products/about/1')).body).toContain('លក់នៅទីនេះតាំងពី');
  const coupons = await json('/merchant/merchant-products/coupon/1');
  expect(coupons.data.section.kind).toBe('coupons');
  const reviews = await fetchPage('/merchant/merchant-products/review/1');
  expect(reviews.response.status).toBe(200);
  expect((await json('/merchant/merchant-products/gift-card/1')).data.section.kind).toBe('giftCards');
  expect((await fetchPage('/merchant/99999')).response.status).toBe(404);
  expect((await fetchPage('/kh/merchant/merchant-products/review/99999')).response.status).toBe(404);
});

test('shops list pages and filters by shop category', async () => {
  const all = await json('/merchant-lists');
  expect(all.data.merchants.list.length).toBeGreaterThan(0);
  const one = await json('/merchant-lists?category=1');
  for (const merchant of one.data.merchants.list) expect(merchant.category_id).toBe(1);
});

test('promotions, vouchers and freebies show real data; unknown ids are 404', async () => {
  expect((await fetchPage('/promotions')).body).toContain('class="promotion-hero"');
  expect((await fetchPage('/promotions/12.12')).body).toContain('class="product-card"');
  expect((await fetchPage('/kh/promotions/water-festival-sales-11.11')).body).toContain('class="product-card"');
  const vouchers = await fetchPage('/voucher');
  expect(vouchers.body).toContain('class="coupon-card"');
  expect(vouchers.body).toContain('Collect');
  const voucher = await fetchPage('/kh/voucher/detail/1');
  expect(voucher.body).toContain('លក្ខខណ្ឌ');
  expect((await fetchPage('/voucher/detail/99999')).response.status).toBe(404);
  expect((await fetchPage('/freebies/1')).body).toMatch(/Free with orders of \$[\d,]+\.\d{2} or more/);
  expect((await fetchPage('/freebies/99999')).response.status).toBe(404);
});

test('when the upstream fails each catalogue page answers with an error block in its language', async () => {
  fakeUpstream(() => new Response('down', { status: 503 }));
  for (const path of [
    '/kh/flashdeal',
    '/bestoffer',
    '/merchant/1',
    '/kh/voucher/detail/1',
    '/freebies/1',
    '/promotions/12.12',
  ]) {
    const { response, body } = await callShop(path);
    expect(response.status, path).toBe(200);
    expect(body, path).toContain('class="load-error"');
  }
});
