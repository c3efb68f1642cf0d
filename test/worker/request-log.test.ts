import { afterEach, expect, test, vi } from 'vitest';
import { callShop, fakeUpstream, programmeAnswer, SIGNED_IN } from './fake-upstream';

afterEach(() => vi.restoreAllMocks());

test('each request is one JSON log line with method, path, route, status and duration, and no secrets', async () => {
  fakeUpstream(programmeAnswer);
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)));
  await callShop('/accounts/orders?token=leaked-token-query', { headers: SIGNED_IN });
  await callShop('/api/login', {
    method: 'POST',
    headers: { origin: 'http://localhost', 'content-type': 'application/json' },
    body: '{"mobile":"85512345678","pass":"hunter2secret"}',
  });

  const entries = lines.map((line) => JSON.parse(line));
  const page = entries.find((entry) => entry.event === 'request' && entry.path === '/accounts/orders');
  expect(page).toMatchObject({ level: 'info', method: 'GET', route: 'accounts.orders', status: 200 });
  expect(typeof page.durationMs).toBe('number');
  const joined = lines.join('\n');
  for (const secret of ['valid-token-0123456789', 'leaked-token-query', 'hunter2secret'])
    expect(joined).not.toContain(secret);
});

test('with REQUEST_LOG_SAMPLE 0 an ordinary request has no line, and a 5xx still has one', async () => {
  fakeUpstream(() => {
    throw new TypeError('connect ECONNREFUSED');
  });
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const none = { REQUEST_LOG_SAMPLE: '0' };
  expect((await callShop('/robots.txt', {}, none)).response.status).toBe(200);
  expect((await callShop('/api/goodscategory', {}, none)).response.status).toBe(502);
  const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.event === 'request');
  expect(requests.map((entry) => [entry.path, entry.status])).toEqual([['/api/goodscategory', 502]]);
});
