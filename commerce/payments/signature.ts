/**
 * The payment provider's callback signature: HMAC-SHA256 with the shared secret over
 * `${timestamp}.${nonce}.${body}` (the raw body), as lowercase hex. Binding the timestamp and nonce
 * into the signature means neither can be changed to slip a replay past the window or the nonce check.
 */
export const CALLBACK_WINDOW_SECONDS = 300;

const toHex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

export async function signCallback(secret: string, timestamp: number, nonce: string, body: string): Promise<string> {
  return toHex(
    await crypto.subtle.sign('HMAC', await hmacKey(secret), new TextEncoder().encode(`${timestamp}.${nonce}.${body}`)),
  );
}

export type CallbackCheck = 'ok' | 'badSignature' | 'stale';

/**
 * Whether a callback is authentic and fresh: a well-formed signature that matches (compared by
 * WebCrypto's verify, in constant time) and a timestamp within the window of `now` either way.
 * The caller still refuses a nonce it has seen.
 */
export async function checkCallback(
  secret: string,
  headers: { signature: string; timestamp: string; nonce: string },
  body: string,
  now: number,
): Promise<CallbackCheck> {
  if (
    !secret ||
    !/^[0-9a-f]{64}$/.test(headers.signature) ||
    !/^\d{1,12}$/.test(headers.timestamp) ||
    !/^[A-Za-z0-9_-]{16,64}$/.test(headers.nonce)
  ) {
    return 'badSignature';
  }
  const bytes = new Uint8Array((headers.signature.match(/../g) ?? []).map((pair) => parseInt(pair, 16)));
  const data = new TextEncoder().encode(`${headers.timestamp}.${headers.nonce}.${body}`);
  if (!(await crypto.subtle.verify('HMAC', await hmacKey(secret), bytes, data))) return 'badSignature';
  return Math.abs(now - Number(headers.timestamp)) <= CALLBACK_WINDOW_SECONDS ? 'ok' : 'stale';
}
