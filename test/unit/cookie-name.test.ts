import { expect, test } from 'vitest';
import { cookieName, secureCookies } from '../../lib/cookie-name';

test('cookies are Secure and __Host- prefixed everywhere but plain http on this machine', () => {
  for (const local of ['http://localhost:8787/kh', 'http://127.0.0.1:8797/', 'http://[::1]/', 'http://LOCALHOST'])
    expect(secureCookies(local), local).toBe(false);
  for (const remote of [
    'https://localhost/',
    'https://shop.example/',
    'http://shop.example/',
    'http://localhost.evil.example/',
    'http://127.0.0.1.evil.example/',
  ])
    expect(secureCookies(remote), remote).toBe(true);
  expect(cookieName('jwt', 'https://shop.example/accounts')).toBe('__Host-jwt');
  expect(cookieName('jwt', 'http://localhost:8787/accounts')).toBe('jwt');
});
