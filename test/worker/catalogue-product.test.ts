import { afterEach, expect, test, vi } from 'vitest';
import { callShop, fakeUpstream } from './fake-upstream';
import { fetchPage } from './fetch-page';

afterEach(() => vi.restoreAllMocks());

const jsonLd = (body: string) =>
  [...body.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!.replace(/\\u003c/g, '<')),
  );

test('a product page is titled after the product and shows its price in dollars and riel, stock and buying', async () => {
  const { response, body } = await fetchPage('/products/1');
  expect(response.status).toBe(200);
  const api = JSON.parse((await fetchPage('/api/goods/1')).body).data;
  expect(body).toContain(`<title>${api.name.replace(/&/g, '&amp;')} | Member Shop</title>`);
  expect(body).toMatch(/<meta name="description" content="[^"]{10,}"/);
  expect(body).toMatch(/class="price-riel">≈ [\d,]+៛/);
  expect(body).toContain('Add to cart');
  expect(body).toContain('Buy now');
  expect(body).toContain('class="gallery-main"');
  expect(body).not.toMatch(/class="gallery-main"[^>]*loading="lazy"/);
});

test('the Khmer-first variant shows the same product in Khmer without the category bar', async () => {
  const english = await fetchPage('/products/1');
  const { body } = await fetchPage('/kh/products/detailkh/1');
  expect(body).toContain('ដាក់ចូលកន្ត្រក');
  expect(english.body).toContain('class="dropdown menu-dropdown');
  expect(body).not.toContain('class="dropdown menu-dropdown');
});

test('structured data: Product with an Offer in dollars, and a BreadcrumbList, with escaped JSON and the nonce', async () => {
  const { response, body } = await fetchPage('/kh/products/2');
  const data = jsonLd(body);
  const product = data.find((d) => d['@type'] === 'Product');
  expect(product.offers).toMatchObject({
    '@type': 'Offer',
    priceCurrency: 'USD',
    url: 'http://localhost/kh/products/2',
  });
  expect(product.offers.price).toMatch(/^\d+\.\d{2}$/);
  const trail = data.find((d) => d['@type'] === 'BreadcrumbList');
  expect(trail.itemListElement[0]).toMatchObject({ position: 1, item: 'http://localhost/kh' });
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  expect(body).toContain(`<script type="application/ld+json" nonce="${nonce}"`);
});

test('a product sold with a down payment states the terms', async () => {
  const list = JSON.parse((await fetchPage('/api/goods?limit=50&sort=price_desc')).body).data.list as {
    id: number;
    is_earnest: number;
  }[];
  const earnest = list.find((p) => p.is_earnest === 1);
  expect(earnest).toBeDefined();
  const { body } = await fetchPage(`/products/${earnest!.id}`);
  expect(body).toContain('Down payment available');
  expect(body).toMatch(/Pay \$[\d,]+\.\d{2} now and \$[\d,]+\.\d{2} later\./);
});

test('an unknown product is the 404 page; a bad id never reaches the loader', async () => {
  expect((await fetchPage('/products/999999')).response.status).toBe(404);
  expect((await fetchPage('/kh/products/detailkh/999999')).response.status).toBe(404);
});

test('related products and the shop stream in; the client navigation gets them settled', async () => {
  const { body } = await fetchPage('/products/1', { headers: { accept: 'application/json' } });
  const payload = JSON.parse(body);
  expect(payload.deferred.merchant.ok).toBe(true);
  expect(payload.deferred.related.ok).toBe(true);
  expect(payload.deferred.related.value.some((p: { id: number }) => p.id === 1)).toBe(false);
});

test('when the upstream fails the product page still answers with an error block', async () => {
  fakeUpstream(() => new Response('down', { status: 503 }));
  const { response, body } = await callShop('/products/1');
  expect(response.status).toBe(200);
  expect(body).toContain('class="load-error"');
});
