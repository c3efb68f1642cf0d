import { describe, expect, test } from 'vitest';
import { fetchPage } from './fetch-page';

describe('language prefixes', () => {
  test('/en answers 301 to the unprefixed home', async () => {
    const { response } = await fetchPage('/en');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/');
  });

  test('/en/... answers 301 to the unprefixed path and keeps the query', async () => {
    const { response } = await fetchPage('/en/products?page=2&sort=price');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/products?page=2&sort=price');
  });

  test('/kh is the Khmer home', async () => {
    const { response, body } = await fetchPage('/kh');
    expect(response.status).toBe(200);
    expect(body).toContain('<html lang="km"');
    expect(body).toContain('<title>ទំព័រដើម | ហាងសមាជិក</title>');
  });

  test('a double slash never becomes an off-site redirect', async () => {
    const { response } = await fetchPage('/en//evil.example/path');
    expect(response.headers.get('location')).toBe('/evil.example/path');
  });
});

describe('the 404 page', () => {
  test.each(['/fr', '/fr/products', '/nope', '/products/not-a-number', '/accounts/address/12x'])(
    '%s is the English 404 page with status 404',
    async (path) => {
      const { response, body } = await fetchPage(path);
      expect(response.status).toBe(404);
      expect(body).toContain('<h1>404 error</h1>');
      expect(body).toContain('We can&#x27;t seem to find the page you are looking for.');
      expect(body).toContain('<a href="/">Homepage</a>');
      expect(body).toContain('<a href="/products">Search</a>');
      expect(body).toContain('<a href="/accounts/help-center-category">Help &amp; Support</a>');
      expect(body).toContain('<meta name="robots" content="noindex"/>');
    },
  );

  test('an unknown Khmer path is the Khmer 404 page with /kh links', async () => {
    const { response, body } = await fetchPage('/kh/nope');
    expect(response.status).toBe(404);
    expect(body).toContain('<html lang="km"');
    expect(body).toContain('<h1>កំហុស 404</h1>');
    expect(body).toContain('<a href="/kh">ទំព័រដើម</a>');
    expect(body).toContain('<a href="/kh/products">ស្វែងរក</a>');
    expect(body).toContain('<a href="/kh/accounts/help-center-category">ជំនួយ និងការគាំទ្រ</a>');
  });

  test('a client navigation to an unknown path gets the 404 payload as JSON', async () => {
    const { response, body } = await fetchPage('/kh/nope', { headers: { accept: 'application/json' } });
    expect(response.status).toBe(404);
    expect(JSON.parse(body)).toMatchObject({ route: 'not-found', status: 404, lang: 'km' });
  });
});
