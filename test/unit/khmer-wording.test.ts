import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { BRANDS, OUTLETS } from '../../scripts/seed-content.mjs';
import { loadAllMessages } from '../../src/i18n/load-messages';
import { API_MESSAGES } from '../../commerce/messages';
import { EDGE_MESSAGES } from '../../worker/api/edge-messages';

// The house rules for Khmer UI text (docs/glossary.md): one coeng for words written either way, "៖"
// after a Khmer label, Latin digits (docs/decisions/017-digits.md), one name for the shop.

/** [where, text] of every string in a message tree. */
function entries(tree: object, prefix: string[] = []): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? entries(value, [...prefix, key])
      : [[[...prefix, key].join(' › '), String(value)]],
  );
}

/** Khmer string literals of worker modules that write shopper-facing text inline (SMS, inbox messages, grades). */
function khmerLiterals(file: string): [string, string][] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/'([^'\n]*)'|`([^`]*)`/g)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((text) => /[\u1780-\u17FF]/.test(text))
    .map((text) => [file, text]);
}

const KHMER_UI: [string, string][] = [
  ...entries(await loadAllMessages('km')),
  ...entries(API_MESSAGES.km).map(([key, text]): [string, string] => [`api › ${key}`, text]),
  ...entries(EDGE_MESSAGES.km).map(([key, text]): [string, string] => [`edge › ${key}`, text]),
  ...[
    'commerce/grades.ts',
    'commerce/order-messages.ts',
    'commerce/support-receipt.ts',
    'commerce/sms-texts.ts',
  ].flatMap(khmerLiterals),
];

const COENG_TA = '\u17D2\u178F';
const COENG_DA = '\u17D2\u178A';

/**
 * Where the UI keeps coeng ta (្ត), each with its reason. Everywhere else a subscript "t" is coeng da (្ដ:
 * ម្ដង, ផ្ដល់, ចាប់ផ្ដើម, សេចក្ដី, សប្ដាហ៍), as the catalogue data writes them.
 */
const COENG_TA_WORDS: Record<string, string> = {
  ត្ត: 'a doubled ta (វត្តមាន, ខេត្ត, ចិត្ត, ប្រវត្តិ, ព្រឹត្តិបត្រ, អនុវត្ត) is always written ta + coeng ta',
  កន្ត្រក: 'cart: the dictionary spelling',
  បន្ត: 'continue, and បន្តិច (a little): the dictionary spelling',
  ប៉ុន្តែ: 'but: the dictionary spelling',
  យន្ត: 'machine (យន្តហោះ): from Pali yanta',
  ស្តុក: 'stock: the loanword as the glossary and the product data write it',
  តេស្ត: 'test: the loanword as it is usually written',
};

test('Khmer UI text is found where the rules look', () => {
  expect(KHMER_UI.length).toBeGreaterThan(900);
  expect(KHMER_UI.some(([where]) => where.startsWith('commerce/sms-texts.ts'))).toBe(true);
});

test('a subscript "t" is coeng da, except in the words that keep coeng ta for a reason', () => {
  const stray = KHMER_UI.filter(([, text]) => {
    const rest = Object.keys(COENG_TA_WORDS).reduce((left, word) => left.replaceAll(word, ''), text);
    return rest.includes(COENG_TA);
  });
  expect(stray).toEqual([]);
});

test('no word is written both with coeng ta and with coeng da', () => {
  const both = Object.keys(COENG_TA_WORDS)
    .map((word) => word.replaceAll(COENG_TA, COENG_DA))
    .flatMap((variant) =>
      KHMER_UI.filter(([, text]) => text.includes(variant)).map(([where]) => `${where}: ${variant}`),
    );
  expect(both).toEqual([]);
});

test('a Khmer label ends with "៖", never an ASCII colon', () => {
  // Placeholders ({{name}}), URLs and times (12:30) have no Khmer letter before their colon.
  const colons = KHMER_UI.filter(([, text]) => /[\u1780-\u17FF]\s*:/.test(text));
  expect(colons).toEqual([]);
});

test('components put a label before its value through labelText, not a hard-coded ":"', () => {
  const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx'));
  const hardCoded = files.flatMap((file) =>
    readFileSync(join('src', file), 'utf8')
      .split('\n')
      .filter((line) => /\bt\([^()]*\)\}?:\s/.test(line))
      .map((line) => `${file}: ${line.trim()}`),
  );
  expect(hardCoded).toEqual([]);
});

test('Khmer UI text writes numbers with Latin digits', () => {
  const khmerDigits = KHMER_UI.filter(([, text]) => /[\u17E0-\u17E9]/.test(text));
  expect(khmerDigits).toEqual([]);
});

test('the shop has one name in each language, and brands are named as they write themselves', () => {
  expect(KHMER_UI.filter(([, text]) => /Member Shop|ម៉ែមប័រ/.test(text))).toEqual([]);
  for (const [, en, km] of BRANDS) expect(km).toBe(en);
  for (const outlet of OUTLETS) expect(JSON.stringify(outlet)).not.toMatch(/ម៉ែមប័រ/);
});
