import { expect, test } from 'vitest';
import { serializeJson } from '../../lib/serialize-json';

test('serialized data cannot end an inline script and parses back to the same value', () => {
  const value = { name: '</script><script>alert(1)</script>', note: '<!-- x', ls: '\u2028\u2029', km: 'ទូរស័ព្ទ' };
  const json = serializeJson(value);
  expect(json).not.toMatch(/<\/script|<!--|\u2028|\u2029/i);
  expect(JSON.parse(json)).toEqual(value);
});

test('undefined serializes as null', () => {
  expect(serializeJson(undefined)).toBe('null');
});
