import { createHmac } from 'node:crypto';
import { expect, test } from 'vitest';
import { checkCallback, signCallback } from '../../commerce/payments/signature';

const SECRET = 'test-secret-0123456789';
const BODY = JSON.stringify({
  transaction_id: 'tx-1',
  order_id: 5,
  amount_minor: 1250,
  currency: 'USD',
  status: 'paid',
});
const NONCE = 'nonce-abcdefghijklmnop';
const NOW = 1_800_000_000;

test('the signature is HMAC-SHA256 of timestamp.nonce.body in hex (checked against node:crypto)', async () => {
  const expected = createHmac('sha256', SECRET).update(`${NOW}.${NONCE}.${BODY}`).digest('hex');
  expect(await signCallback(SECRET, NOW, NONCE, BODY)).toBe(expected);
});

test('an authentic, fresh callback passes', async () => {
  const signature = await signCallback(SECRET, NOW, NONCE, BODY);
  expect(await checkCallback(SECRET, { signature, timestamp: String(NOW), nonce: NONCE }, BODY, NOW + 299)).toBe('ok');
});

test('forgeries fail: another secret, a changed body, nonce or timestamp, garbage, no secret configured', async () => {
  const signature = await signCallback(SECRET, NOW, NONCE, BODY);
  const headers = { signature, timestamp: String(NOW), nonce: NONCE };
  expect(await checkCallback('another-secret', headers, BODY, NOW)).toBe('badSignature');
  expect(await checkCallback(SECRET, headers, BODY.replace('1250', '1'), NOW)).toBe('badSignature');
  expect(await checkCallback(SECRET, { ...headers, nonce: 'nonce-abcdefghijklmnoq' }, BODY, NOW)).toBe('badSignature');
  expect(await checkCallback(SECRET, { ...headers, timestamp: String(NOW + 1) }, BODY, NOW)).toBe('badSignature');
  expect(await checkCallback(SECRET, { ...headers, signature: 'zz' }, BODY, NOW)).toBe('badSignature');
  expect(await checkCallback('', headers, BODY, NOW)).toBe('badSignature');
});

test('a correctly signed but old (or far-future) callback is stale', async () => {
  const signature = await signCallback(SECRET, NOW, NONCE, BODY);
  expect(await checkCallback(SECRET, { signature, timestamp: String(NOW), nonce: NONCE }, BODY, NOW + 301)).toBe(
    'stale',
  );
  expect(await checkCallback(SECRET, { signature, timestamp: String(NOW), nonce: NONCE }, BODY, NOW - 301)).toBe(
    'stale',
  );
});
