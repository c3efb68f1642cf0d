import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { afterEach, expect, test, vi } from 'vitest';
import type { AppEnv } from '../../worker/app-env';
import { commerce as embeddedApi } from '../../commerce/app';
import { READS } from '../../commerce/client';
import type { Read } from '../../commerce/read';
import { endpoints } from '../../commerce/route-spec';
import { config } from '../../worker/middleware/config';
import { ApiError } from '../../commerce/contract/api-error';
import { createCommerce } from '../../worker/data/commerce';
import { d1Session } from '../../worker/data/d1-session';
import { requestLog } from '../../worker/middleware/request-log';
import { session } from '../../worker/middleware/session';
import { demoToken } from '../commerce/call-api';

afterEach(() => vi.restoreAllMocks());

const UPSTREAM = 'http://upstream.test';

type Call = { module: string; name: string; pattern: string; input: Record<string, string | number> };

/** Rows of the seed that the sample calls read: the demo shopper's orders, address and message, a help article, a page, a promotion. */
const SAMPLE_PARAMS: Record<string, Record<string, string | number>> = {
  // Shipped and paid by down payment: the detail and the payment answer it without writing (no expiry due, no QR to open).
  '/orders/:id': { id: 2 },
  '/orders/:id/payment': { id: 2 },
  // Completed, so reviewable.
  '/orders/:id/reviews': { id: 1 },
  // Read already: reading it again writes nothing, so the embedded run leaves the remote one the same inbox.
  '/messages/:id': { id: 1 },
  '/addresses/:id': { id: 2 },
  '/helparticles/:id': { id: 3 },
  '/pages/:slug': { slug: 'privacy' },
  '/promotions/:slug': { slug: '12.12' },
};

/** The query of the calls that take one, as their loaders send it. */
const SAMPLE_QUERIES: Record<string, Record<string, string>> = {
  '/search': { q: 'rice', limit: '5' },
  '/search/suggest': { q: 'ipda' },
  '/helparticles': { category: '1' },
  '/locations': { parent: '12' },
  '/mycoupons': { status: 'unused' },
  '/saved': { page: '1', limit: '20' },
  '/follows': { page: '1', limit: '20' },
  '/points': { page: '1', limit: '20' },
  // The checkout page's first quote: the cart's selected lines, picked up.
  '/orders/quote': { source: 'cart', delivery: 'pickup' },
};

/** A sample call of each read of the client: its parameters, and a query where it needs one. */
const CALLS: Call[] = Object.entries(READS).flatMap(([module, reads]) =>
  Object.entries(reads as Record<string, Read>).map(([name, { path: pattern }]) => {
    const params = SAMPLE_PARAMS[pattern] ?? (pattern.includes(':id') ? { id: 1 } : {});
    const query = SAMPLE_QUERIES[pattern] ?? (pattern.endsWith('goods') ? { limit: '5', sort: 'price_asc' } : {});
    return { module, name, pattern, input: { ...params, ...query } };
  }),
);

/** A call the shop answers with "not found", and one with bad input: both implementations refuse them alike. */
const REFUSED: Call[] = [
  { module: 'goods', name: 'detail', pattern: '/goods/:id', input: { id: 999999 } },
  { module: 'goods', name: 'list', pattern: '/goods', input: { limit: 'many' } },
];

type Outcome = { data: unknown } | { code: number; msg: string };

/** Runs every call, and the shopper's header state, through `createCommerce` inside a request to a small app with the worker's middleware. */
async function runCalls(
  vars: Record<string, string>,
  cookie?: string,
): Promise<{ outcomes: Outcome[]; shopper: unknown; shopperRoundTrips: number }> {
  const app = new Hono<AppEnv>();
  app.use(requestLog(), config(), session(), d1Session());
  app.get('/probe', async (c) => {
    c.set('lang', 'km');
    const commerce = createCommerce(c);
    const shopper = await commerce.shopper();
    const shopperRoundTrips = c.var.metrics.d1RoundTrips;
    const outcomes = await Promise.all(
      [...CALLS, ...REFUSED].map(({ module, name, input }) =>
        (commerce as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>)[module]![name]!(
          input,
        ).then(
          (data) => ({ data }),
          (error: unknown) =>
            error instanceof ApiError ? { code: error.code, msg: error.message } : { code: -1, msg: String(error) },
        ),
      ),
    );
    return c.json({ outcomes, shopper, shopperRoundTrips });
  });
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request('http://localhost/probe', { headers: cookie ? { cookie } : {} }),
    { ...env, ...vars },
    ctx,
  );
  const body = (await response.json()) as { outcomes: Outcome[]; shopper: unknown; shopperRoundTrips: number };
  await waitOnExecutionContext(ctx);
  return body;
}

/** API_ORIGIN pointing at the same embedded API over HTTP: the remote implementation, speaking the contract. */
function remoteIsTheEmbeddedApi() {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    calls.push(new URL(request.url).pathname);
    return embeddedApi.fetch(request, env);
  });
  return calls;
}

test("the client's reads are the GETs the commerce app mounts, with the same answers", () => {
  const mounted = endpoints(embeddedApi)
    .filter((endpoint) => endpoint.method === 'GET' && endpoint.response)
    .map((endpoint) => [endpoint.path, endpoint.response]);
  const reads = Object.values(READS).flatMap((reads) =>
    Object.values(reads as Record<string, Read>).map((read) => [`/api${read.path}`, read.response]),
  );
  expect(new Set(reads.map(([path]) => path)).size).toBe(reads.length);
  expect(reads.filter((read) => !mounted.some(([path, response]) => path === read[0] && response === read[1]))).toEqual(
    [],
  );
  expect(mounted.filter(([path]) => !reads.some((read) => read[0] === path)).map(([path]) => path)).toEqual([]);
  expect(
    Object.keys({ ...SAMPLE_PARAMS, ...SAMPLE_QUERIES }).filter((pattern) => !CALLS.some((c) => c.pattern === pattern)),
  ).toEqual([]);
});

test('the embedded and the remote Commerce give a guest the same answers, and only the remote one makes HTTP calls', async () => {
  const calls = remoteIsTheEmbeddedApi();
  const embedded = await runCalls({});
  expect(calls).toEqual([]);
  const remote = await runCalls({ API_ORIGIN: UPSTREAM });
  expect(calls.length).toBeGreaterThanOrEqual(CALLS.length);
  expect(embedded.outcomes).toEqual(remote.outcomes);
  // The member calls refuse a guest; the catalogue answers; the refusals are 404 and 400.
  expect(embedded.outcomes.filter((outcome) => 'data' in outcome).length).toBeGreaterThan(15);
  expect(embedded.outcomes.slice(-2).map((outcome) => ('code' in outcome ? outcome.code : 0))).toEqual([404, 400]);
});

test('the embedded and the remote Commerce give a signed-in shopper the same answers and header state', async () => {
  const cookie = `jwt=${await demoToken()}; time=1763700000`;
  remoteIsTheEmbeddedApi();
  const embedded = await runCalls({}, cookie);
  const remote = await runCalls({ API_ORIGIN: UPSTREAM }, cookie);
  expect(embedded.outcomes).toEqual(remote.outcomes);
  expect(embedded.shopper).toEqual(remote.shopper);
  expect(embedded.shopper).toMatchObject({
    session: { loggedIn: true, mobile: '85512345678' },
    state: { cart: { count: expect.any(Number) } },
  });
  expect(embedded.outcomes.every((outcome) => 'data' in outcome || ('code' in outcome && outcome.code !== 1012))).toBe(
    true,
  );
  // Every sample finds its row: the shopper's own orders, address and message as much as the catalogue.
  expect(CALLS.filter((_, i) => !('data' in embedded.outcomes[i]!)).map(({ pattern }) => pattern)).toEqual([]);
  // The token check and the whole header state: one batch.
  expect(embedded.shopperRoundTrips).toBe(1);
});

test('an expired token makes both a guest; the embedded one finds out in one D1 round trip', async () => {
  const cookie = 'jwt=expired-token-0123456789; time=1763700000';
  remoteIsTheEmbeddedApi();
  const embedded = await runCalls({}, cookie);
  const remote = await runCalls({ API_ORIGIN: UPSTREAM }, cookie);
  expect(embedded.shopper).toEqual({ session: { loggedIn: false, userName: '', mobile: '' }, state: {} });
  expect(remote.shopper).toEqual(embedded.shopper);
  expect(embedded.shopperRoundTrips).toBe(1);
});
