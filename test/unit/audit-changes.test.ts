import { expect, test } from 'vitest';
import { auditChanges } from '../../src/ops/audit-changes';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';

const words = (lang: 'en' | 'km') => ({ ...OPS_MESSAGES[lang].audit.words, states: OPS_MESSAGES[lang].orders.states });
const read = (before: unknown, after: unknown, lang: 'en' | 'km' = 'en') =>
  auditChanges(
    before === null ? null : JSON.stringify(before),
    after === null ? null : JSON.stringify(after),
    lang,
    words(lang),
  );

test('an edit lists the fields its after names whose value changed', () => {
  expect(read({ id: 3, price_cents: 100, stock: 4, has_photos: 1 }, { price_cents: 250, stock: 4 })).toEqual([
    { field: 'price', before: '$1.00', after: '$2.50' },
  ]);
  expect(read({ twoStep: false }, { twoStep: true })).toEqual([{ field: 'two step', before: 'no', after: 'yes' }]);
  expect(read({ note: 'a' }, { note: 'a' })).toEqual([]);
});

test('an addition or a removal lists its fields with their values', () => {
  expect(read(null, { name_en: 'Pepper', compare_cents: null, note: '' })).toEqual([
    { field: 'name (English)', after: 'Pepper' },
    { field: 'price before the discount', after: '—' },
    { field: 'note', after: '(empty)' },
  ]);
  // 08:33 in Phnom Penh is 01:33 UTC.
  expect(read({ closed_at: Date.UTC(2026, 11, 4, 1, 33) / 1000 }, null)).toEqual([
    { field: 'closed', before: '4 Dec 2026 08:33' },
  ]);
});

test('nested records change field by field, a list item gone among them', () => {
  expect(
    read(
      {
        banners: [
          { image: '/a.jpg', link: '/x' },
          { image: '/b.jpg', link: '/y' },
        ],
      },
      { banners: [{ image: '/a.jpg', link: '/z' }] },
    ),
  ).toEqual([
    { field: 'banners › 1 › link', before: '/x', after: '/z' },
    { field: 'banners › 2 › picture', before: '/b.jpg', after: '—' },
    { field: 'banners › 2 › link', before: '/y', after: '—' },
  ]);
});

test('long texts are cut to where they differ', () => {
  const start = 'Freshly ground Kampot pepper, '.repeat(4);
  const [change] = read({ description_en: `${start}red` }, { description_en: `${start}black` });
  // From the start of a word a little before the difference.
  expect(change!.before).toBe('…Kampot pepper, red');
  expect(change!.after).toBe('…Kampot pepper, black');
  const [added] = read(null, { body: 'word '.repeat(40) });
  expect(added!.after).toBe(`${'word '.repeat(12)}…`);
});

test('the Khmer console names fields and an order’s states in Khmer; a field it has no word for reads as its key', () => {
  expect(read({ state: 'paid' }, { state: 'shipped' }, 'km')).toEqual([
    { field: 'ស្ថានភាព', before: OPS_MESSAGES.km.orders.states.paid, after: OPS_MESSAGES.km.orders.states.shipped },
  ]);
  expect(read(null, { name_km: 'ម្រេច', price_cents: 850 }, 'km')).toEqual([
    { field: 'ឈ្មោះ (ខ្មែរ)', after: 'ម្រេច' },
    { field: 'តម្លៃ', after: '$8.50' },
  ]);
  expect(read({ wrongPasswords: 3 }, { wrongPasswords: 0 }, 'km')).toEqual([
    { field: 'ពាក្យសម្ងាត់ខុស', before: '3', after: '0' },
  ]);
  expect(read({ retryCount: 3 }, { retryCount: 0 }, 'km')).toEqual([{ field: 'retry count', before: '3', after: '0' }]);
});
