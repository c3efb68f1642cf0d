import { expect, test } from 'vitest';
import { ENDPOINTS } from '../../../src/api/contract';
import { callApi, demoToken } from './call-api';

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
        '/api/newsletter': '?email=contract@example.com',
      }[endpoint.path] ?? '';
    const answer = await callApi(path + query, { bearer: endpoint.auth ? token : undefined, lang: '2' });
    expect(answer.code, endpoint.path).toBe(0);
    const parsed = endpoint.response.safeParse({ code: answer.code, msg: answer.msg, data: answer.data });
    expect(parsed.success, `${endpoint.path}: ${parsed.error?.message}`).toBe(true);
  }
});

test('the embedded API is reached through the worker at /api/*', async () => {
  const { exports } = await import('cloudflare:workers');
  const response = await exports.default.fetch(
    new Request('http://localhost/api/goods?limit=1', { headers: { lang: '2' } }),
  );
  const body = (await response.json()) as { code: number; data: { total: number } };
  expect(body).toMatchObject({ code: 0, data: { total: 400 } });
});
