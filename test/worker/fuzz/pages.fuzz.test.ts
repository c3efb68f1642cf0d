import fc from 'fast-check';
import { test } from 'vitest';
import { fetchPage } from '../fetch-page';
import { fuzzHeaders, fuzzPath, fuzzQuery } from './arbitraries';
import { expectSafeAnswer } from './checks';

const PAGE_RUNS = 400;

test(`${PAGE_RUNS} random page requests: no 5xx, no stack trace, nothing reflected unescaped`, {
  timeout: 60_000,
}, async () => {
  await fc.assert(
    fc.asyncProperty(
      fuzzPath.filter((p) => !p.startsWith('/api')),
      fuzzQuery,
      fuzzHeaders,
      async (path, query, headers) => {
        const { response, body } = await fetchPage(path + query, { headers });
        expectSafeAnswer(`GET ${path}${query}`, response, body);
      },
    ),
    { numRuns: PAGE_RUNS },
  );
});
