import fc from 'fast-check';
import { ROUTES } from '../../../src/routes';

/** What an attacker would try to get reflected into a page. */
export const PAYLOAD = '<script>alert(1)</script>';

const routeSegments = [...new Set(ROUTES.flatMap((route) => route.path.split('/').filter(Boolean)))];

const segment = fc.oneof(
  fc.constantFrom(...routeSegments),
  fc.constantFrom(
    '1',
    '999999999999',
    'kh',
    'en',
    '..',
    '.',
    '%2e%2e',
    '%00',
    '%ff',
    '%E1%9E%91',
    'ទូរស័ព្ទ',
    PAYLOAD,
    '"><img src=x onerror=alert(1)>',
  ),
  fc.string({ minLength: 1, maxLength: 12 }),
);

/** A path built from real route segments, hostile ones and noise, sometimes under /kh or /en. */
export const fuzzPath = fc
  .tuple(fc.constantFrom('', '/kh', '/en', '/api'), fc.array(segment, { minLength: 0, maxLength: 5 }))
  .map(([prefix, parts]) => `${prefix}/${parts.map((part) => encodeURIComponent(part)).join('/')}`);

export const fuzzQuery = fc
  .array(
    fc.tuple(
      fc.constantFrom('q', 'page', 'sort', 'redirect', 'num', 'token', 'category', 'x'),
      fc.oneof(fc.string({ maxLength: 20 }), fc.constant(PAYLOAD)),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => (pairs.length ? `?${new URLSearchParams(pairs)}` : ''));

export const fuzzHeaders = fc.record(
  {
    accept: fc.constantFrom('text/html', 'application/json', '*/*', 'image/webp', ''),
    lang: fc.constantFrom('1', '2', '3', '', 'kh', '-1'),
    cookie: fc.oneof(
      fc.constant('jwt=not-a-real-token-000000; time=1'),
      fc.constant('jwt=%00%ff'),
      fc.string({ maxLength: 30 }).map((s) => `jwt=${encodeURIComponent(s)}`),
    ),
    referer: fc.constantFrom('http://localhost/kh/products', 'http://evil.example/', 'not a url', ''),
  },
  { requiredKeys: [] },
);

export const fuzzBody = fc.oneof(
  fc.json({ maxDepth: 2 }),
  fc.string({ maxLength: 60 }),
  fc.constant(JSON.stringify({ mobile: PAYLOAD, pass: PAYLOAD, uid: -1, num: 1e308 })),
  fc.constant('{"__proto__":{"admin":true}}'),
);
