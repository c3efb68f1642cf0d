import { expect, test } from 'vitest';
import { base32Decode, base32Encode, matchTotp, totpCode, totpUri } from '../../commerce/totp';

// RFC 6238 appendix B: the SHA-1 secret is the ASCII "12345678901234567890".
const SECRET = base32Encode(new TextEncoder().encode('12345678901234567890'));

test('the codes are RFC 6238’s test vectors', async () => {
  expect(SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];
  for (const [time, code] of vectors) expect(await totpCode(SECRET, Math.floor(time / 30), 8)).toBe(code);
  expect(await totpCode(SECRET, 1)).toBe('287082');
});

test('a code matches its step or one either side, once, and nothing else', async () => {
  const now = 1_800_000_000;
  const step = now / 30;
  const code = await totpCode(SECRET, step);
  expect(await matchTotp(SECRET, code, now, null)).toBe(step);
  expect(await matchTotp(SECRET, code, now + 30, null)).toBe(step);
  expect(await matchTotp(SECRET, code, now + 90, null)).toBeNull();
  // Used already: the same code is refused.
  expect(await matchTotp(SECRET, code, now, step)).toBeNull();
  expect(await matchTotp(SECRET, '12345', now, null)).toBeNull();
  expect(await matchTotp(SECRET, 'abcdef', now, null)).toBeNull();
});

test('base32 round-trips and refuses what is not base32; the app address names the shop and the operator', () => {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
  expect(base32Decode('not base32!')).toBeNull();
  expect(totpUri('Member Shop', 'owner@membershop.com.kh', 'ABC')).toBe(
    'otpauth://totp/Member%20Shop%3Aowner%40membershop.com.kh?secret=ABC&issuer=Member%20Shop&algorithm=SHA1&digits=6&period=30',
  );
});
