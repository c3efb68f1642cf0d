import { expect, test } from 'vitest';
import { loadAllMessages } from '../../src/i18n/load-messages';
import { ROUTES } from '../../src/routes';

// Every area's messages, not only those that load with every page.
const en = await loadAllMessages('en');
const km = await loadAllMessages('km');

const BRAND_NAMED = ['telegram', 'facebook', 'tiktok', 'youtube', 'wechat'];

/** [path, text] of every message; route ids contain dots, so paths are arrays. */
function entries(tree: object, prefix: string[] = []): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? entries(value, [...prefix, key])
      : [[[...prefix, key].join(' › '), String(value)]],
  );
}

test('English and Khmer have exactly the same message keys', () => {
  const keys = (tree: object) =>
    entries(tree)
      .map(([key]) => key)
      .sort();
  expect(keys(km)).toEqual(keys(en));
});

test('no message is empty, and every Khmer message is written in Khmer', () => {
  for (const [key, text] of [...entries(en), ...entries(km)]) expect(text.trim(), key).not.toBe('');
  // Names written as their owners write them on every page (docs/glossary.md): the language's own name,
  // and the social networks named in the customer-service channel list.
  const names = new Set(['language › en', ...BRAND_NAMED.map((name) => `content › service › ${name}`)]);
  const untranslated = entries(km)
    .filter(([key]) => !names.has(key))
    .filter(([, text]) => !/[\u1780-\u17FF]/.test(text));
  expect(untranslated).toEqual([]);
});

test('every route has a title in both languages', () => {
  for (const route of ROUTES) {
    expect(en.route, route.id).toHaveProperty([route.id]);
    expect(km.route, route.id).toHaveProperty([route.id]);
  }
});
