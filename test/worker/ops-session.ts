import { expect } from 'vitest';
import { fetchPage, ORIGIN } from './fetch-page';

/** The seed's demo operators (scripts/seed-generate.mjs). */
export const OWNER = { email: 'owner@membershop.com.kh', password: 'ops-demo-1234' };
export const STAFF = { email: 'staff@membershop.com.kh', password: 'ops-demo-1234' };

/** Signs an operator in through the console's form and returns the cookie the browser would send back. */
export async function opsCookie(credentials: { email: string; password: string }): Promise<string> {
  const { response } = await fetchPage('/ops/sign-in', {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': '203.0.113.9' },
    body: new URLSearchParams(credentials).toString(),
  });
  expect(response.status).toBe(303);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** Posts a console form as the browser does (same origin), signed in with `cookie`. */
export const postForm = (path: string, cookie: string, fields: Record<string, string>) =>
  fetchPage(path, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
