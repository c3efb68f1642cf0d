import { expect, test } from 'vitest';
import { withFlatLookup } from '../../worker/render/flat-messages';
import { createI18n } from '../../src/i18n/create-i18n';
import { loadAllMessages } from '../../src/i18n/load-messages';

/** Every dotted key of a table whose value is a message (names with a dot are looked up by array keys). */
function keysOf(node: object, prefix = ''): string[] {
  return Object.entries(node)
    .filter(([name]) => !name.includes('.'))
    .flatMap(([name, value]) =>
      typeof value === 'string'
        ? [prefix + name]
        : value && typeof value === 'object'
          ? keysOf(value, `${prefix}${name}.`)
          : [],
    );
}

test.each(['en', 'km'] as const)('the server’s lookups give what rosetta gives for every %s message', async (lang) => {
  const messages = await loadAllMessages(lang);
  const rosetta = createI18n(lang, messages);
  const server = withFlatLookup(rosetta, messages);
  const keys = keysOf(messages);
  expect(keys.length).toBeGreaterThan(500);
  for (const key of keys) expect([key, server.t(key)]).toEqual([key, rosetta.t(key)]);
  expect(server.t('auth.hello')).toBe(lang === 'en' ? 'Hi, ' : rosetta.t('auth.hello'));
  expect(server.t('auth.hello', { name: 'Sokha' })).toContain('Sokha');
});
