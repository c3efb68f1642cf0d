import fc from 'fast-check';
import { expect, test } from 'vitest';
import { fetchPage } from '../fetch-page';
import { fuzzBody, fuzzHeaders, fuzzPath, fuzzQuery } from './arbitraries';
import { expectSafeAnswer } from './checks';

const API_RUNS = 400;

const knownApi = fc.constantFrom(
  '/api/login',
  '/api/gettoken',
  '/api/signin',
  '/api/mygrade',
  '/api/carlists',
  '/api/goodscategory',
  '/api/businesscategory',
  '/api/auth/login',
  '/api/auth/logout',
  '/api/auth/user',
  '/api/goods',
  '/api/search',
  '/api/addcart',
  '/api/nope',
);

test(`${API_RUNS} random /api calls: envelopes, never a 5xx or a stack trace`, async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        knownApi,
        fuzzPath.map((path) => `/api${path}`),
      ),
      fuzzQuery,
      fuzzHeaders,
      fc.constantFrom('GET', 'POST'),
      fuzzBody,
      async (path, query, headers, method, body) => {
        const init: RequestInit =
          method === 'GET'
            ? { headers }
            : { method, headers: { ...headers, origin: 'http://localhost', 'content-type': 'application/json' }, body };
        const { response, body: answer } = await fetchPage(path + query, init);
        expectSafeAnswer(`${method} ${path}${query} ${method === 'POST' ? body : ''}`, response, answer);
        if ((response.headers.get('content-type') ?? '').includes('json')) {
          const envelope = JSON.parse(answer) as { code?: unknown };
          // By the path the request reaches: `/api/../wechat` is the page /wechat, not the API.
          const api = new URL(path, 'http://localhost').pathname.startsWith('/api/');
          if (response.status >= 400 && api) expect(typeof envelope.code).toBe('number');
        }
      },
    ),
    { numRuns: API_RUNS },
  );
}, 60_000);
