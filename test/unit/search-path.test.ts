import { expect, test } from 'vitest';
import { cleanSearchText, searchPath } from '../../src/lib/search-path';

test('a trailing slash-plus-text segment is stripped from the search text', () => {
  expect(cleanSearchText('rice cooker/abc')).toBe('rice cooker');
  expect(cleanSearchText('phone/')).toBe('phone');
  expect(cleanSearchText('  tv  ')).toBe('tv');
  expect(cleanSearchText('/products')).toBe('');
});

test('a search goes to products/search/{text}, or to /products when empty', () => {
  expect(searchPath('Samsung Galaxy')).toBe('/products/search/Samsung%20Galaxy');
  expect(searchPath('ទូរស័ព្ទ')).toBe(`/products/search/${encodeURIComponent('ទូរស័ព្ទ')}`);
  expect(searchPath('   ')).toBe('/products');
  expect(searchPath('/etc')).toBe('/products');
  expect(searchPath('a/b/c')).toBe('/products/search/a%2Fb');
});
