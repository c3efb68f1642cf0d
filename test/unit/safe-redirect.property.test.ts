import fc from 'fast-check';
import { expect, test } from 'vitest';
import { safeRedirect } from '../../lib/paths';

const SITE = 'https://shop.example';

/** Where a browser would go if it followed `target` from a page of the shop. */
const destination = (target: string) => new URL(target, `${SITE}/products`);

const tricky = fc.constantFrom(
  '//',
  '/\\',
  '\\',
  '/%2F',
  '%2F',
  '/%5C',
  'javascript:',
  'data:',
  'JaVaScRiPt:',
  'http:',
  'https://',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '／',
  '⁄',
  '∕',
  '＼',
  '%09',
  '%0a',
  '@',
  'evil.example',
  '.',
  '..',
  '/.',
  '/..',
  '/./',
  '/../',
  '/%2e',
  '/%2e/',
  '/%2E%2E/',
  '%2e',
  '/.%2e/',
  '?',
  '#',
  ':',
  '/kh',
  '/accounts',
);

const candidate = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.array(tricky, { minLength: 1, maxLength: 6 }).map((parts) => parts.join('')),
  fc
    .tuple(fc.array(tricky, { maxLength: 3 }), fc.webPath(), fc.array(tricky, { maxLength: 3 }))
    .map(([a, path, b]) => a.join('') + path + b.join('')),
  fc.webUrl(),
);

test('no generated redirect target leaves the origin (10,000 inputs)', () => {
  fc.assert(
    fc.property(candidate, (target) => {
      const safe = safeRedirect(target);
      expect(safe.startsWith('/')).toBe(true);
      expect(safe.startsWith('//')).toBe(false);
      expect(safe.startsWith('/\\')).toBe(false);
      expect(destination(safe).origin).toBe(SITE);
      // The path it resolves to is local too: a client router that fetches it stays on the site.
      expect(destination(safe).pathname.startsWith('//')).toBe(false);
      if (safe !== '/') expect(safe).toBe(target);
    }),
    { numRuns: 10_000 },
  );
  // Slow by design: about 1 s alone, 5 s and more beside the browser tests on two cores.
}, 30_000);
