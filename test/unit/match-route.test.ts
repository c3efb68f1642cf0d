import { describe, expect, test } from 'vitest';
import { matchRoute } from '../../src/app/match-route';
import { ROUTES } from '../../src/routes';

describe('matchRoute', () => {
  test('every route matches its own path, with parameters filled in', () => {
    for (const route of ROUTES) {
      const path = route.path
        .replace(':id', '7')
        .replace(':slug', 'delivery-times')
        .replace(':search', 'rice cooker')
        .replace(':promotion', '12.12');
      expect(matchRoute(path)?.route.id, path).toBe(route.id);
    }
  });

  test('route ids and paths are unique', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  test('a page kept for everyone (guestCache) is one anyone may see: no guard turns a visitor away', () => {
    const kept = ROUTES.filter((route) => route.guestCache);
    expect(kept.map((route) => route.id)).toContain('products.detail');
    expect(kept.filter((route) => route.guard !== 'none' || route.movedTo)).toEqual([]);
  });

  test('static segments win over parameters', () => {
    expect(matchRoute('/products/discount')?.route.id).toBe('products.discount');
    expect(matchRoute('/products/12')?.route.id).toBe('products.detail');
    expect(matchRoute('/checkouts/confirm_order/checkout')?.route.id).toBe('checkouts.checkout');
    expect(matchRoute('/checkouts/confirm_order/55')?.route.id).toBe('checkouts.buy-now');
  });

  test('parameters are decoded and validated', () => {
    expect(matchRoute('/products/search/%E1%9E%91%E1%9E%BC%E1%9E%9A')?.params).toEqual({ search: 'ទូរ' });
    expect(matchRoute('/helpcenter/list/3/delivery-times')?.params).toEqual({ id: '3', slug: 'delivery-times' });
    expect(matchRoute('/products/abc')).toBeNull();
    expect(matchRoute('/helpcenter/list/3/Not_A_Slug')).toBeNull();
    expect(matchRoute('/promotions/water-festival-sales-11.11')?.params).toEqual({
      promotion: 'water-festival-sales-11.11',
    });
    expect(matchRoute('/promotions/new-year')?.params).toEqual({ promotion: 'new-year' });
    expect(matchRoute('/promotions/..')).toBeNull();
    expect(matchRoute(`/promotions/${'a'.repeat(61)}`)).toBeNull();
    expect(matchRoute('/products/search/%E0%A4%A')).toBeNull();
  });

  test('unknown paths do not match', () => {
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/products/1/2/3')).toBeNull();
  });
});
