import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { vi } from 'vitest';
import app from '../../worker/index';

export const UPSTREAM = 'http://upstream.test';

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Puts a fake programme backend behind API_ORIGIN: outbound fetch is
 * intercepted, every upstream request is recorded (with its body read).
 */
export function fakeUpstream(handler: Handler) {
  const calls: { request: Request; body: string }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    calls.push({ request, body: await request.clone().text() });
    return handler(request);
  });
  return calls;
}

/** A request to the worker with API_ORIGIN pointing at the fake upstream; the body is read. */
export async function callShop(path: string, init: RequestInit = {}, vars: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`http://localhost${path}`, { redirect: 'manual', ...init }),
    { ...env, API_ORIGIN: UPSTREAM, ...vars },
    ctx,
  );
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

/** The programme's answer for a signed-in shopper, and categories, for pages' loaders. */
export function programmeAnswer(request: Request): Response {
  const path = new URL(request.url).pathname;
  if (path === '/api/auth/user') {
    const signedIn = request.headers.get('authorization') === 'Bearer valid-token-0123456789';
    return Response.json(
      signedIn
        ? { code: 0, msg: '', data: { id: 7, name: 'Sokha', mobile: '85512345678', email: null, scope: ['user'] } }
        : { code: 1012, msg: 'Please sign in again', data: null },
      { status: signedIn ? 200 : 401 },
    );
  }
  if (path === '/api/goodscategory')
    return Response.json({ code: 0, msg: '', data: [{ id: 1, name: 'Phones', image: null, child: [] }] });
  if (path === '/api/businesscategory') {
    return Response.json({
      code: 0,
      msg: '',
      data: { data: [{ category_id: 1, name: 'Mobile shops', image: '/images/categories/phones.svg' }], total: 1 },
    });
  }
  return Response.json({ code: 0, msg: '', data: {} });
}

export const SIGNED_IN = { cookie: 'jwt=valid-token-0123456789; time=1763700000' };
export const EXPIRED = { cookie: 'jwt=expired-token-0123456789; time=1763700000' };
