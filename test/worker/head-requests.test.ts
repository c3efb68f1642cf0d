import { expect, test } from 'vitest';
import { fetchPage } from './fetch-page';

// HEAD answers as GET does, without a body, never a 5xx: the /api proxy used to read the upstream's empty
// HEAD answer as JSON and answer 502, so anyone could inflate the shop's error rate.
const PATHS = [
  '/api/goodscategory',
  '/api/goods?limit=2',
  '/api/orders',
  '/api/no-such-endpoint',
  '/',
  '/kh/products/1',
  '/checkouts/khqr/1',
  '/ops',
  '/kh/ops/orders',
  '/robots.txt',
];

test('HEAD answers with the status and type of GET and no body, on the API, the pages and the console', async () => {
  for (const path of PATHS) {
    const get = (await fetchPage(path)).response;
    const head = await fetchPage(path, { method: 'HEAD' });
    expect(head.response.status, path).toBe(get.status);
    expect(head.response.status, path).toBeLessThan(500);
    expect(head.body, path).toBe('');
    expect(head.response.headers.get('content-type'), path).toBe(get.headers.get('content-type'));
  }
});
