import { afterEach, describe, expect, test, vi } from 'vitest';
import { demoToken } from '../commerce/call-api';
import { callShop, fakeUpstream, SIGNED_IN } from './fake-upstream';
import { fetchPage } from './fetch-page';

afterEach(() => vi.restoreAllMocks());

const ORIGIN = { origin: 'http://localhost' };

/** A check-in through the shop (embedded commerce API) with the given body and headers; the envelope. */
async function checkIn(body: BodyInit | undefined, headers: Record<string, string> = {}, query = '') {
  const { response, body: text } = await fetchPage(`/api/signin${query}`, {
    method: 'POST',
    headers: { ...ORIGIN, ...headers },
    body,
  });
  return { status: response.status, ...(JSON.parse(text) as { code: number; msg: string }) };
}

describe('the session token comes only from the HttpOnly cookie', () => {
  test('a token in a multipart body does not sign a guest in', async () => {
    const form = new FormData();
    form.set('token', await demoToken());
    form.set('time', '1');
    expect(await checkIn(form)).toMatchObject({ status: 401, code: 1012 });
  });

  test('a token in a text/plain body whose parameters say json is refused with the localized 400', async () => {
    const body = JSON.stringify({ token: await demoToken() });
    expect(await checkIn(body, { 'content-type': 'text/plain; x=json' })).toEqual({
      status: 400,
      code: 400,
      msg: 'Some of the information sent is not valid. Please check it and try again.',
      data: null,
    });
    expect(await checkIn(body, { 'content-type': 'text/plain; x=json', lang: '2' })).toMatchObject({
      status: 400,
      msg: 'ព័ត៌មានមួយចំនួនដែលបានផ្ញើមិនត្រឹមត្រូវទេ។ សូមពិនិត្យ ហើយព្យាយាមម្ដងទៀត។',
    });
  });

  test('a token in a JSON body, a form body, the query or an Authorization header does not sign a guest in', async () => {
    const token = await demoToken();
    expect(await checkIn(JSON.stringify({ token }), { 'content-type': 'application/json' })).toMatchObject({
      code: 1012,
    });
    expect(
      await checkIn(new URLSearchParams({ token }), { 'content-type': 'application/x-www-form-urlencoded' }),
    ).toMatchObject({ code: 1012 });
    expect(await checkIn(undefined, {}, `?token=${token}`)).toMatchObject({ code: 1012 });
    expect(await checkIn(undefined, { authorization: `Bearer ${token}` })).toMatchObject({ code: 1012 });
  });

  test("with the cookie, a body's other token is ignored: the cookie's shopper checks in", async () => {
    const form = new FormData();
    form.set('token', 'f'.repeat(64));
    const answer = await checkIn(form, { cookie: `jwt=${await demoToken()}; time=1` });
    expect(answer).toMatchObject({ status: 200, code: 0 });
  });
});

describe('a remote backend (API_ORIGIN) gets the token where its contract expects it, never the browser’s', () => {
  test('a multipart body loses the browser’s token and gets the cookie’s, with the files kept', async () => {
    const calls = fakeUpstream(() => Response.json({ code: 0, msg: '', data: null }));
    const form = new FormData();
    form.set('token', 'forged');
    form.set('rating', '5');
    form.set('photos', new File([new Uint8Array([1, 2, 3])], 'a.jpg', { type: 'image/jpeg' }));
    await callShop('/api/orders/1/reviews', { method: 'POST', headers: { ...ORIGIN, ...SIGNED_IN }, body: form });
    const sent = await new Request('http://x', {
      method: 'POST',
      headers: { 'content-type': calls[0]!.request.headers.get('content-type')! },
      body: calls[0]!.body,
    }).formData();
    expect(sent.getAll('token')).toEqual(['valid-token-0123456789']);
    expect(sent.get('time')).toBe('1763700000');
    expect(sent.get('rating')).toBe('5');
    expect((await (sent.get('photos') as File).arrayBuffer()).byteLength).toBe(3);

    await callShop('/api/orders/1/reviews', { method: 'POST', headers: ORIGIN, body: form });
    expect(calls[1]!.body).not.toContain('forged');
  });

  test('a body of another type is refused before the backend sees it', async () => {
    const calls = fakeUpstream(() => Response.json({ code: 0, msg: '', data: null }));
    const { response, body } = await callShop('/api/signin', {
      method: 'POST',
      headers: { ...ORIGIN, 'content-type': 'text/plain; x=json', lang: '2' },
      body: '{"token":"forged"}',
    });
    expect(response.status).toBe(400);
    expect(JSON.parse(body).code).toBe(400);
    expect(calls).toHaveLength(0);
  });
});
