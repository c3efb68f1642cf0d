import { afterEach, expect, test, vi } from 'vitest';
import { callShop, fakeUpstream, SIGNED_IN } from './fake-upstream';

afterEach(() => vi.restoreAllMocks());

const json = { 'content-type': 'application/json' };

test.each([
  ['a foreign Origin', { origin: 'https://evil.example' }],
  ['Origin null', { origin: 'null' }],
  ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
  ['no Origin and no Sec-Fetch-Site', {}],
])('a state-changing API call with %s gets 403 and reaches nothing', async (_, headers) => {
  const calls = fakeUpstream(() => Response.json({ code: 0, msg: '', data: null }));
  const { response, body } = await callShop('/api/signin', {
    method: 'POST',
    headers: { ...json, ...SIGNED_IN, ...headers, lang: '2' },
    body: '{}',
  });
  expect(response.status).toBe(403);
  expect(JSON.parse(body)).toEqual({ code: 403, msg: 'សំណើនេះត្រូវបានបដិសេធ ព្រោះវាមិនបានមកពីគេហទំព័រនេះទេ។', data: null });
  expect(calls).toHaveLength(0);
});

test('same-origin calls pass: by Origin, or by Sec-Fetch-Site without Origin', async () => {
  const calls = fakeUpstream(() => Response.json({ code: 0, msg: '', data: null }));
  const byOrigin = await callShop('/api/signin', {
    method: 'POST',
    headers: { ...json, origin: 'http://localhost' },
    body: '{}',
  });
  const byFetchSite = await callShop('/api/signin', {
    method: 'POST',
    headers: { ...json, 'sec-fetch-site': 'same-origin' },
    body: '{}',
  });
  expect(byOrigin.response.status).toBe(200);
  expect(byFetchSite.response.status).toBe(200);
  expect(calls).toHaveLength(2);
});

test('a cross-site form POST to a page is refused too', async () => {
  const { response } = await callShop('/user/login', {
    method: 'POST',
    headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    body: 'mobile=1&pass=2',
  });
  expect(response.status).toBe(403);
});
