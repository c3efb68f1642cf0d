import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

/** The TypeScript sources under `folder`. */
const sources = (folder: string) =>
  (readdirSync(folder, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => `${folder}/${file}`);

const using = (folder: string, pattern: RegExp) =>
  sources(folder).filter((file) => pattern.test(readFileSync(file, 'utf8')));

// Decision 019. Hono's `c.var` builds a new object of every context value on each read (Object.fromEntries);
// `c.get` is a Map lookup. The worker read `c.var` over a hundred times a page: 4 % of its server CPU.
test('the worker reads context values with c.get, never c.var', () => {
  expect(using('worker', /\bc\.var\b/)).toEqual([]);
});

// The server renders from the request's plain state; valtio's snapshot is for the browser only.
test('components read the store through useStoreSnapshot, never valtio’s useSnapshot', () => {
  expect(using('src', /\buseSnapshot\(/).filter((file) => file !== 'src/store/use-store.ts')).toEqual([]);
});
