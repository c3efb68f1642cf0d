import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { afterEach, expect, test, vi } from 'vitest';
import type { z } from 'zod';
import type { AppEnv } from '../../worker/app-env';
import { commerce as embeddedApi } from '../../commerce/app';
import { config } from '../../worker/config';
import { ApiError } from '../../worker/data/api-error';
import { createCommerce } from '../../worker/data/commerce';
import { d1Session } from '../../worker/data/d1-session';
import { DIRECT_SERVICES, findDirect } from '../../worker/data/direct-services';
import { requestLog } from '../../worker/request-log';
import { session } from '../../worker/session';
import { demoToken } from '../commerce/call-api';

afterEach(() => vi.restoreAllMocks());

const UPSTREAM = 'http://upstream.test';

type Call = {
  path: string;
  response: z.ZodType<{ code: number; msg: string; data: unknown }>;
  query?: Record<string, string>;
};

/** Rows of the seed that the sample calls read: the demo shopper's orders, address and message, a help article, a page, a promotion. */
const SAMPLE_PATHS: Record<string, string> = {
  // Shipped and paid by down payment: the detail and the payment answer it without writing (no expiry due, no QR to open).
  '/orders/:id': '/orders/2',
  '/orders/:id/payment': '/orders/2/payment',
  // Completed, so reviewable.
  '/orders/:id/reviews': '/orders/1/reviews',
  // Read already: reading it again writes nothing, so the embedded run leaves the remote one the same inbox.
  '/messages/:id': '/messages/1',
  '/addresses/:id': '/addresses/2',
  '/helparticles/:id': '/helparticles/3',
  '/pages/:slug': '/pages/privacy',
  '/promotions/:slug': '/promotions/12.12',
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

/** A sample call of each direct service: its path with parameters filled, and a query where it needs one. */
const CALLS: Call[] = Object.entries(DIRECT_SERVICES).map(([pattern, { response }]) => {
  const path = SAMPLE_PATHS[pattern] ?? pattern.replace(':id', '1');
  const query = SAMPLE_QUERIES[pattern] ?? (pattern.endsWith('goods') ? { limit: '5', sort: 'price_asc' } : undefined);
  return { path, response: response as Call['response'], query };
});

/** A call the shop answers with "not found", and one with bad input: both implementations refuse them alike. */
const REFUSED: Call[] = [
  { path: '/goods/999999', response: CALLS.find((call) => call.path === '/goods/1')!.response },
  { path: '/goods', response: CALLS.find((call) => call.path === '/goods')!.response, query: { limit: 'many' } },
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
      [...CALLS, ...REFUSED].map(({ path, response, query }) =>
        commerce.get(path, response, query).then(
          (answer) => ({ data: answer.data }),
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

test('each sample call names a direct service and reaches it by its path', () => {
  expect(
    Object.keys({ ...SAMPLE_PATHS, ...SAMPLE_QUERIES }).filter((pattern) => !(pattern in DIRECT_SERVICES)),
  ).toEqual([]);
  const missed = Object.values(DIRECT_SERVICES).flatMap((call, i) =>
    findDirect(CALLS[i]!.path)?.call === call ? [] : [CALLS[i]!.path],
  );
  expect(missed).toEqual([]);
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
  expect(CALLS.filter((_, i) => !('data' in embedded.outcomes[i]!)).map(({ path }) => path)).toEqual([]);
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
