import { expect, test } from 'vitest';
import { createI18n, ensureAreas } from '../../src/i18n/create-i18n';
import { loadMessages } from '../../src/i18n/load-messages';
import { loadAreas } from '../../src/i18n/message-areas';
import { en as base } from '../../src/i18n/messages/en';

test('a page gets the base messages and only the areas it names', async () => {
  const messages = await loadMessages('km', ['catalogue']);
  expect(Object.keys(messages)).toContain('shell');
  expect(messages.catalogue?.search).toBeDefined();
  expect(messages).not.toHaveProperty('checkout');
  expect(messages).not.toHaveProperty('member');
});

test('a key of an area that is not loaded is reported once per lookup, and renders empty', () => {
  const missing: string[] = [];
  const i18n = createI18n('en', base, (key) => missing.push(key));
  expect(i18n.t('nav.home')).toBe('Home');
  expect(i18n.t('checkout.cart.quantity', { name: 'Rice' })).toBe('');
  expect(i18n.t(['route', 'no-such-route'])).toBe('');
  expect(missing).toEqual(['checkout.cart.quantity', 'route.no-such-route']);
});

test('ensureAreas loads the missing areas in the page language before the page renders', async () => {
  const i18n = createI18n('km', await loadMessages('km', []), undefined, (areas) => loadAreas('km', areas));
  expect(i18n.has('checkout')).toBe(false);
  await ensureAreas(i18n, ['checkout', 'member']);
  expect(i18n.has('checkout')).toBe(true);
  expect(i18n.t('checkout.cart.quantity', { name: 'អង្ករ' })).toMatch(/[\u1780-\u17FF]/);
  expect(i18n.t('checkout.cart.quantity', { name: 'អង្ករ' })).toContain('អង្ករ');
  expect(i18n.t('nav.home')).toBe('ទំព័រដើម');
  expect(i18n.t('member.address.add')).toBe('បន្ថែមអាសយដ្ឋាន');
  expect(i18n.has('catalogue')).toBe(false);
});

test('English counts read "1 review" and "2 reviews"; Khmer has one form', async () => {
  const en = createI18n('en', await loadMessages('en', ['catalogue']));
  expect(en.t('catalogue.product.basedOn', { count: 1 })).toBe('1 review');
  expect(en.t('catalogue.product.basedOn', { count: 2 })).toBe('2 reviews');
  expect(en.t('catalogue.product.basedOn', { count: 0 })).toBe('0 reviews');
  expect(en.t('catalogue.product.stars', { count: 1 })).toBe('1 star');
  expect(en.t('catalogue.merchant.followers', { count: 1 })).toBe('1 follower');
  const km = createI18n('km', await loadMessages('km', ['catalogue']));
  expect(km.t('catalogue.product.basedOn', { count: 1 })).not.toContain('|');
});

test('every message with an English plural has its count, and no Khmer message has two forms', async () => {
  const areas = ['catalogue', 'checkout', 'content', 'member'] as const;
  const strings = (table: unknown): string[] =>
    typeof table === 'string' ? [table] : Object.values(table as object).flatMap(strings);
  for (const text of strings(await loadMessages('en', areas)).filter((text) => text.includes('|')))
    expect(text.split('|').every((form) => form.includes('{{count}}'))).toBe(true);
  expect(strings(await loadMessages('km', areas)).filter((text) => text.includes('|'))).toEqual([]);
});
