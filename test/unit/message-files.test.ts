import { expect, test } from 'vitest';
import { messageFiles, messageUrls } from '../../scripts/message-files';
import { AREAS } from '../../src/i18n/message-areas';

const table = (lang: string, part: string) =>
  JSON.parse(messageFiles().find((f) => f.lang === lang && f.part === part)!.json);

test('one file per language and part, named by a hash of what it holds', () => {
  const files = messageFiles();
  expect(files.map((f) => `${f.lang}:${f.part}`).sort()).toEqual(
    ['en', 'km'].flatMap((lang) => ['base', ...AREAS].map((part) => `${lang}:${part}`)).sort(),
  );
  for (const file of files)
    expect(file.url).toMatch(new RegExp(`^/assets/messages-${file.lang}-${file.part}-[\\w-]{8}\\.json$`));
  expect(new Set(files.map((f) => f.url)).size).toBe(files.length);
  expect(messageFiles().map((f) => f.url)).toEqual(files.map((f) => f.url));
  expect(messageUrls(files).km.checkout).toBe(files.find((f) => f.lang === 'km' && f.part === 'checkout')!.url);
});

test("the Khmer base file holds the shell's messages, an area file its own only", () => {
  const base = table('km', 'base');
  expect(base.nav.home).toBe('ទំព័រដើម');
  expect(base.shell.search.label).toBe('ស្វែងរកផលិតផល');
  expect(base.notFound.heading).toBeTruthy();
  for (const area of AREAS) expect(base, area).not.toHaveProperty(area);
  expect(table('km', 'catalogue').search).toBeDefined();
  expect(table('en', 'base').nav.home).toBe('Home');
});
