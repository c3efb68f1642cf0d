import { env } from 'cloudflare:workers';
import { commerce } from '../../commerce/app';
import { CLIENT_ADDRESS_HEADER } from '../../commerce/client-address';

export type ApiAnswer = { status: number; code: number; msg: string; data: any };
type CallOptions = {
  method?: string;
  body?: unknown;
  form?: Record<string, string>;
  lang?: '1' | '2';
  bearer?: string;
  headers?: Record<string, string>;
  vars?: Record<string, string>;
  /** The client's address, as the edge passes it (x-client-address, from CF-Connecting-IP); none by default. */
  client?: string;
  /** The database the API uses instead of the test's (one that changes data between a request's reads and its write). */
  db?: D1Database;
};

/**
 * Calls the embedded commerce API directly (the upstream contract, without the edge proxy, which
 * adds cookies and rewrites some answers) and reads the envelope. The body is always consumed.
 */
export async function callApi(path: string, options: CallOptions = {}): Promise<ApiAnswer> {
  const headers = new Headers({ lang: options.lang ?? '1', ...options.headers });
  if (options.bearer) headers.set('authorization', `Bearer ${options.bearer}`);
  if (options.client) headers.set(CLIENT_ADDRESS_HEADER, options.client);
  let body: BodyInit | undefined;
  if (options.form) body = new URLSearchParams(options.form);
  else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const method = options.method ?? (body ? 'POST' : 'GET');
  const response = await commerce.fetch(new Request(`http://localhost/api${path}`, { method, headers, body }), {
    ...env,
    ...options.vars,
    ...(options.db && { DB: options.db }),
  });
  const json = (await response.json()) as { code: number; msg: string; data: unknown };
  return { status: response.status, ...json };
}

/** The demo shopper's mobile and password (seed 0003_demo_shopper.sql). */
export const DEMO = { mobile: '85512345678', pass: 'demo1234' };

/** Signs the demo shopper in through /api/auth/login and returns the token. */
export async function demoToken(): Promise<string> {
  const answer = await callApi('/auth/login', { body: DEMO });
  if (answer.code !== 0) throw new Error(`demo login failed: ${answer.msg}`);
  return answer.data.token;
}
