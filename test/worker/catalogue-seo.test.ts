import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import app from '../../worker/index';
import { fetchPage } from './fetch-page';

test('/sitemap.xml lists the catalogue in both languages, each address naming its alternates', async () => {
  const { response, body } = await fetchPage('/sitemap.xml');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/xml');
  expect(body).toContain('<loc>http://localhost/</loc>');
  expect(body).toContain('<loc>http://localhost/kh</loc>');
  expect(body).toContain('<loc>http://localhost/products/1</loc>');
  expect(body).toContain('<loc>http://localhost/kh/products/1</loc>');
  expect(body).toContain('<loc>http://localhost/kh/products?category=1</loc>'.replace('?', '?'));
  expect(body).toContain('<xhtml:link rel="alternate" hreflang="km" href="http://localhost/kh/products/1"/>');
  expect(body).toContain('<loc>http://localhost/merchant/1</loc>');
  expect(body).toContain('<loc>http://localhost/kh/promotions/12.12</loc>');
  expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
  const products = body.match(/<loc>http:\/\/localhost\/products\/\d+<\/loc>/g) ?? [];
  expect(products.length).toBeGreaterThanOrEqual(400);
});

test('/robots.txt points crawlers at the sitemap by its full address and keeps them out of accounts and the API', async () => {
  const { response, body } = await fetchPage('/robots.txt');
  expect(response.status).toBe(200);
  expect(body).toContain('Sitemap: http://localhost/sitemap.xml');
  expect(body).toContain('Disallow: /api/');
  expect(body).toContain('Disallow: /kh/accounts');
});

test('home names the shop as an Organization for search engines', async () => {
  const { body } = await fetchPage('/kh');
  expect(body).toMatch(
    /<script type="application\/ld\+json" nonce="[^"]+"[^>]*>\{"@context":"https:\/\/schema.org","@type":"Organization","name":"ហាងសមាជិក","url":"http:\/\/localhost\/"/,
  );
});

test('addresses in the sitemap, robots.txt and the page head come from SITE_ORIGIN, never from the Host header', async () => {
  const shop = async (path: string) => {
    const ctx = createExecutionContext();
    const vars = { ...env, SITE_ORIGIN: 'https://shop.example' };
    const response = await app.fetch(new Request(`http://evil.example${path}`), vars, ctx);
    const body = await response.text();
    await waitOnExecutionContext(ctx);
    return { response, body };
  };
  for (const path of ['/sitemap.xml', '/robots.txt', '/kh/products/1']) {
    const { body } = await shop(path);
    expect(body, path).not.toContain('evil.example');
    expect(body, path).toContain('https://shop.example/');
  }
  expect((await shop('/sitemap.xml')).response.headers.get('cache-control')).toBe('public, max-age=3600');
});

test('without SITE_ORIGIN (a local run) the request origin is used, and shared caches may not keep it', async () => {
  const { response } = await fetchPage('/sitemap.xml');
  expect(response.headers.get('cache-control')).toBe('no-store');
});

test('a category’s list is its own page: titled by the category in each language, its canonical address keeps it', async () => {
  const english = (await fetchPage('/products?category=102&sort=price_asc&page=1')).body;
  expect(english).toContain('<title>Tablets | Member Shop</title>');
  expect(english).toMatch(/<h1>Tablets<\/h1>/);
  expect(english).toContain('<link rel="canonical" href="http://localhost/products?category=102"/>');
  expect(english).toContain('<link rel="alternate" hrefLang="km" href="http://localhost/kh/products?category=102"/>');

  const khmer = (await fetchPage('/kh/products?category=6')).body;
  const name = (await env.DB.prepare('SELECT name_km FROM goods_categories WHERE id = 6').first<{ name_km: string }>())!
    .name_km;
  expect(khmer).toContain(`<title>${name} | ហាងសមាជិក</title>`);
  expect(khmer).toContain(`<h1>${name}</h1>`);
  expect(khmer).toContain('<link rel="canonical" href="http://localhost/kh/products?category=6"/>');

  // The category as a shopper may type it (a leading zero, Khmer digits) is the same page.
  for (const path of ['/products?category=0102', '/products?category=%E1%9F%A1%E1%9F%A0%E1%9F%A2']) {
    const body = (await fetchPage(path)).body;
    expect(body, path).toContain('<title>Tablets | Member Shop</title>');
    expect(body, path).toContain('<link rel="canonical" href="http://localhost/products?category=102"/>');
  }

  // All products, and a category that does not exist, keep the list's own title and address.
  for (const [path, title] of [
    ['/products', 'All products'],
    ['/products?category=99999', 'All products'],
  ]) {
    const body = (await fetchPage(path!)).body;
    expect(body).toContain(`<title>${title} | Member Shop</title>`);
    expect(body).toContain('<link rel="canonical" href="http://localhost/products"/>');
  }
});
