import { describe, expect, test } from 'vitest';
import { localizePath, locatePath, normalizePath, safeRedirect, switchLangPath } from '../../lib/paths';

describe('locatePath', () => {
  test('no prefix is English, /kh is Khmer', () => {
    expect(locatePath('/')).toEqual({ kind: 'page', lang: 'en', path: '/' });
    expect(locatePath('/products/12')).toEqual({ kind: 'page', lang: 'en', path: '/products/12' });
    expect(locatePath('/kh')).toEqual({ kind: 'page', lang: 'km', path: '/' });
    expect(locatePath('/kh/products/12/')).toEqual({ kind: 'page', lang: 'km', path: '/products/12' });
  });

  test('/en and /en/... redirect to the unprefixed path with the query', () => {
    expect(locatePath('/en')).toEqual({ kind: 'redirect', location: '/' });
    expect(locatePath('/en/', '?a=1')).toEqual({ kind: 'redirect', location: '/?a=1' });
    expect(locatePath('/en/products', '?page=2')).toEqual({ kind: 'redirect', location: '/products?page=2' });
  });

  test('look-alike prefixes are ordinary (unknown) paths', () => {
    expect(locatePath('/khmer')).toEqual({ kind: 'page', lang: 'en', path: '/khmer' });
    expect(locatePath('/english')).toEqual({ kind: 'page', lang: 'en', path: '/english' });
  });
});

test('normalizePath collapses slashes so a path can never become protocol-relative', () => {
  expect(normalizePath('//evil.example//x/')).toBe('/evil.example/x');
  expect(normalizePath('')).toBe('/');
});

describe('localizePath', () => {
  test('English has no prefix, Khmer gets /kh', () => {
    expect(localizePath('/products?page=2', 'en')).toBe('/products?page=2');
    expect(localizePath('/products?page=2', 'km')).toBe('/kh/products?page=2');
    expect(localizePath('/', 'km')).toBe('/kh');
    expect(localizePath('/?q=1', 'km')).toBe('/kh?q=1');
  });
});

describe('switchLangPath', () => {
  test('keeps path, query and hash and adds or removes /kh', () => {
    expect(switchLangPath('/products?page=2#top', 'km')).toBe('/kh/products?page=2#top');
    expect(switchLangPath('/kh/products?page=2', 'en')).toBe('/products?page=2');
    expect(switchLangPath('/kh', 'en')).toBe('/');
    expect(switchLangPath('/', 'km')).toBe('/kh');
  });
});

describe('safeRedirect', () => {
  test.each([
    '/accounts',
    '/kh/products?page=2&sort=price',
    '/products/search/phone%20case',
    '/products/search/v1.5',
    '/a?next=/./x',
  ])('accepts %s', (target) => {
    expect(safeRedirect(target)).toBe(target);
  });

  test.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'accounts',
    '/a b',
    '/"><script>',
    '/.//evil.example',
    '/./%2F/evil.example',
    '/kh/../\\evil.example',
    '/..//evil.example?x=1',
    '',
    undefined,
    42,
  ])('refuses %s', (target) => {
    expect(safeRedirect(target)).toBe('/');
    expect(safeRedirect(target, '/kh')).toBe('/kh');
  });
});
