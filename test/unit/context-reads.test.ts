import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const sources = (readdirSync('worker', { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
  .map((file) => `worker/${file}`);

// Hono's `c.var` builds a new object of every context value on each read (Object.fromEntries); `c.get` is a
// Map lookup. The worker read `c.var` over a hundred times a page: 4 % of a page's server CPU.
test('the worker reads context values with c.get, never c.var', () => {
  const offenders = sources.filter((file) => /\bc\.var\b/.test(readFileSync(file, 'utf8')));
  expect(offenders).toEqual([]);
});
