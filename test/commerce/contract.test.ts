import { expect, test } from 'vitest';
import { commerce } from '../../commerce/app';
import { endpoints } from '../../commerce/route-spec';
import { callApi, demoToken } from './call-api';
import { workerFetch } from '../worker/worker-fetch';

const ENDPOINTS = endpoints(commerce);

test("every endpoint declares the envelope it answers with (the operator's tools aside, which answer their own)", () => {
  expect(ENDPOINTS.length).toBeGreaterThanOrEqual(89);
  expect(ENDPOINTS.filter((endpoint) => !endpoint.response).map((e) => `${e.method} ${e.path}`)).toEqual([]);
});

test('every GET endpoint answers what its contract schema describes', async () => {
  const token = await demoToken();
  for (const endpoint of ENDPOINTS.filter((e) => e.method === 'GET')) {
    const path = endpoint.path
      .replace(/^\/api/, '')
      .replace(':id', '1')
      .replace(':slug', endpoint.path === '/api/pages/:slug' ? 'privacy' : '12.12');
    const query =
      {
        '/api/search': '?q=phone',
        '/api/search/suggest': '?q=iphnoe',
        '/api/orders/quote': '?source=buy_now&goods_id=1&num=1&delivery=pickup',
      }[endpoint.path] ?? '';
    const answer = await callApi(path + query, { bearer: endpoint.auth ? token : undefined, lang: '2' });
    expect(answer.code, endpoint.path).toBe(0);
    const parsed = endpoint.response!.safeParse({ code: answer.code, msg: answer.msg, data: answer.data });
    expect(parsed.success, `${endpoint.path}: ${parsed.error?.message}`).toBe(true);
  }
});

test('the embedded API is reached through the worker at /api/*', async () => {
  const response = await workerFetch(new Request('http://localhost/api/goods?limit=1', { headers: { lang: '2' } }));
  const body = (await response.json()) as { code: number; data: { total: number } };
  expect(body).toMatchObject({ code: 0, data: { total: 400 } });
});
