import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

/**
 * Every repo path the living docs name exists: the README, CONTRIBUTING and docs/*.md (the decision
 * records are dated history and name files as they were). A path is a token that starts at one of the
 * repo's folders or names a file at its root; a placeholder (`<area>`, `{en,km}`, `*`) ends the part checked.
 */
const DOCS = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const PATH =
  /(?<![\w./-])((?:\.ci|src|worker|commerce|lib|test|scripts|docs|public)\/[\w./*<>{},-]*[\w*>}/]|(?:wrangler\.toml|package\.json|vitest\.config\.ts|vite\.config\.ts|playwright\.config\.ts|tsconfig\.json|biome\.json|CONTRIBUTING\.md|README\.md)(?![\w.]))/g;
// A markdown link's target, relative to the file that holds it.
const LINK = /\]\(((?!https?:|#|mailto:)[^)\s]+)\)/g;

/** The part of a path before its first placeholder, down to the folder that holds it. */
const checked = (path: string) => {
  const cut = path.search(/[<{*]/);
  return cut === -1 ? path : path.slice(0, cut).replace(/[^/]*$/, '');
};

test.each(DOCS)('the paths %s names exist', (doc) => {
  const text = readFileSync(doc, 'utf8');
  const folder = doc.includes('/') ? doc.replace(/[^/]*$/, '') : '';
  const named = [
    ...[...text.matchAll(PATH)].map((match) => match[1]!),
    ...[...text.matchAll(LINK)].map((match) => new URL(match[1]!, `file:///${folder}`).pathname.slice(1)),
  ];
  expect(named.map(checked).filter((path) => path && !existsSync(path))).toEqual([]);
});
