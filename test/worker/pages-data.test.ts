import { expect, test } from 'vitest';
import { fetchPage } from './fetch-page';

test('the category page lists the seeded categories with their children in each language', async () => {
  const english = await fetchPage('/category');
  expect(english.body).toContain('Phones &amp; Tablets');
  expect(english.body).toContain('Smartphones');
  const khmer = await fetchPage('/kh/category');
  expect(khmer.body).toContain('ទូរស័ព្ទ និងថេប្លេត');
  expect(khmer.body).toContain('ស្មាតហ្វូន');
  expect(khmer.body).toContain('href="/kh/products?category=101"');
});

test('a client navigation gets the loader data and settled deferred data as JSON', async () => {
  const { response, body } = await fetchPage('/kh', { headers: { accept: 'application/json' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  const payload = JSON.parse(body);
  expect(payload).toMatchObject({ route: 'home', lang: 'km', status: 200, path: '/' });
  expect(payload.deferred.recommended.ok).toBe(true);
  expect(payload.deferred.recommended.value[0].name).toMatch(/[\u1780-\u17FF]/);
});

test('the API answers in the language of the lang header, or of the referring page', async () => {
  const byHeader = await fetchPage('/api/businesscategory?num=2', { headers: { lang: '2' } });
  const data = JSON.parse(byHeader.body);
  expect(data.code).toBe(0);
  expect(data.data.data).toHaveLength(2);
  expect(data.data.data[0]).toEqual({ category_id: 1, name: 'ហាងទូរស័ព្ទ', image: '/images/categories/phones.svg' });

  const byReferer = await fetchPage('/api/goodscategory', { headers: { referer: 'http://localhost/kh/products' } });
  expect(JSON.parse(byReferer.body).data[0].name).toBe('ទូរស័ព្ទ និងថេប្លេត');

  const english = await fetchPage('/api/goodscategory', { headers: { lang: 'x' } });
  expect(JSON.parse(english.body).data[0].name).toBe('Phones & Tablets');
});

test('an invalid API query gets a localized error envelope', async () => {
  const { body } = await fetchPage('/api/businesscategory?num=abc', { headers: { lang: '2' } });
  const data = JSON.parse(body);
  expect(data.code).not.toBe(0);
  expect(data.msg).toContain('មិនត្រឹមត្រូវ');
});
