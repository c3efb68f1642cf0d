import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { fetchPage } from './fetch-page';
import { memberHeaders, OTHER } from './member-session';

const SAME_SITE = { origin: 'http://localhost' };
const CROSS_SITE = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

const readAt = async (id: number) =>
  (
    await env.DB.prepare('SELECT read_at FROM member_messages WHERE id = ?1')
      .bind(id)
      .first<{ read_at: number | null }>()
  )?.read_at ?? null;

const subscribers = async (email: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email = ?1')
    .bind(email)
    .first<{ n: number }>())!.n;

const envelope = async (path: string, init: RequestInit) => {
  const { response, body } = await fetchPage(path, init);
  return { status: response.status, ...(JSON.parse(body) as { code: number; msg: string; data: unknown }) };
};

describe('state changes only by a same-origin POST', () => {
  test('GET of a message, through the API or its page, from any site, leaves it unread', async () => {
    const headers = { ...(await memberHeaders()), ...CROSS_SITE };
    expect(await envelope('/api/messages/3', { headers })).toMatchObject({ code: 0, data: { id: 3, read: 0 } });
    expect((await fetchPage('/accounts/message-details/3', { headers })).response.status).toBe(200);
    expect(await readAt(3)).toBeNull();
    expect(await envelope('/api/messages/unread', { headers })).toMatchObject({ data: { unread: 2 } });
  });

  test('marking a message read is a POST: refused from another site, done from this one, 404 for another shopper', async () => {
    const headers = await memberHeaders();
    expect(
      await envelope('/api/messages/3/read', { method: 'POST', headers: { ...headers, ...CROSS_SITE, lang: '2' } }),
    ).toMatchObject({ status: 403, code: 403, msg: 'សំណើនេះត្រូវបានបដិសេធ ព្រោះវាមិនបានមកពីគេហទំព័រនេះទេ។' });
    expect(await readAt(3)).toBeNull();
    expect(
      await envelope('/api/messages/3/read', {
        method: 'POST',
        headers: { ...(await memberHeaders(OTHER)), ...SAME_SITE },
      }),
    ).toMatchObject({ status: 404, code: 404 });
    expect(await readAt(3)).toBeNull();
    expect(await envelope('/api/messages/3/read', { method: 'POST', headers: { ...headers, ...SAME_SITE } })).toEqual({
      status: 200,
      code: 0,
      msg: '',
      data: { unread: 1 },
    });
    expect(await readAt(3)).not.toBeNull();
  });

  test('GET /api/newsletter subscribes nobody; a cross-site POST is refused; a same-origin POST subscribes', async () => {
    const email = 'victim@example.com';
    expect(await envelope(`/api/newsletter?email=${email}`, { headers: CROSS_SITE })).toMatchObject({
      status: 404,
      code: 404,
    });
    expect(await envelope(`/api/newsletter?email=${email}`, { headers: SAME_SITE })).toMatchObject({ status: 404 });
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect(
      await envelope('/api/newsletter', {
        method: 'POST',
        headers: { ...form, ...CROSS_SITE },
        body: `email=${email}`,
      }),
    ).toMatchObject({ status: 403, code: 403 });
    expect(await subscribers(email)).toBe(0);
    expect(
      await envelope('/api/newsletter', {
        method: 'POST',
        headers: { ...form, ...SAME_SITE, lang: '2' },
        body: `email=${email}`,
      }),
    ).toMatchObject({ status: 200, code: 0, data: { subscribed: true, already: false } });
    expect(await subscribers(email)).toBe(1);
  });
});
