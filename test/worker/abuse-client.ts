import { ORIGIN } from './fetch-page';
import { workerFetch } from './worker-fetch';

/**
 * A POST to the shop's /api as a browser at `address` sends it: `CF-Connecting-IP` stands for what
 * Cloudflare sets on the request (it replaces any the browser sends); `headers` are the browser's own.
 * The answer's status, envelope, cookies and `Retry-After`; the body is always read.
 */
export async function postFrom(
  address: string | null,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; code: number; msg: string; data: unknown; cookies: string[]; retryAfter: string | null }> {
  const response = await workerFetch(
    new Request(`${ORIGIN}/api${path}`, {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        'content-type': 'application/json',
        ...(address ? { 'cf-connecting-ip': address } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    }),
  );
  const json = (await response.json()) as { code: number; msg: string; data: unknown };
  return {
    status: response.status,
    ...json,
    cookies: response.headers.getSetCookie(),
    retryAfter: response.headers.get('retry-after'),
  };
}
