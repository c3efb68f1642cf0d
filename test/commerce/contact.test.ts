import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { commerce } from '../../commerce/app';
import { callApi, demoToken } from './call-api';

const form = (contact: string, extra: Record<string, string> = {}) => ({
  name: 'Sokha',
  contact,
  topic: 'delivery',
  message: 'Where is my order? It has been three days.',
  ...extra,
});
const stored = async (contact: string) =>
  (await env.DB.prepare('SELECT user_id, topic, message FROM support_requests WHERE contact = ?1').bind(contact).all())
    .results;

test('a message is stored with a reference; a signed-in shopper owns it', async () => {
  const guest = await callApi('/contact', { body: form('012 555 111'), lang: '2' });
  expect(guest).toMatchObject({ status: 200, code: 0, data: { reference: expect.stringMatching(/^CS-\d{6}$/) } });
  expect(guest.msg).toMatch(/[\u1780-\u17FF]/);
  expect(await stored('85512555111')).toEqual([
    { user_id: null, topic: 'delivery', message: 'Where is my order? It has been three days.' },
  ]);
  const member = await callApi('/contact', { body: form('Sokha@Example.com'), bearer: await demoToken() });
  expect(member.code).toBe(0);
  expect(await stored('sokha@example.com')).toMatchObject([{ user_id: 1 }]);
  const inbox = await env.DB.prepare(
    `SELECT kind, title_km, body_en FROM member_messages WHERE user_id = 1 AND ref = ?1`,
  )
    .bind(`support-${member.data.reference.slice(3) * 1}`)
    .first();
  expect(inbox).toMatchObject({ kind: 'support', title_km: `យើងបានទទួលសាររបស់អ្នក ${member.data.reference}` });
  expect(inbox?.body_en).toContain('Where is my order? It has been three days.');
  expect(await env.DB.prepare(`SELECT COUNT(*) AS n FROM member_messages WHERE ref = 'support-1'`).first('n')).toBe(0);
});

test('bad fields and a filled honeypot store nothing', async () => {
  expect(await callApi('/contact', { body: form('not a contact') })).toMatchObject({ status: 400, code: 400 });
  expect(await callApi('/contact', { body: form('012 555 222', { message: 'short' }) })).toMatchObject({ status: 400 });
  expect(await callApi('/contact', { body: form('012 555 222', { topic: 'lottery' }) })).toMatchObject({ status: 400 });
  expect(await callApi('/contact', { body: form('012 555 222', { website: 'http://spam.example' }) })).toMatchObject({
    status: 400,
  });
  expect(await stored('85512555222')).toEqual([]);
});

test('the same mobile is limited to 3 messages in 10 minutes, with a localized answer', async () => {
  for (let i = 0; i < 3; i++) expect((await callApi('/contact', { body: form('097 700 700') })).code).toBe(0);
  const limited = await callApi('/contact', { body: form('+855 97 700 700'), lang: '2' });
  expect(limited).toMatchObject({ status: 429, code: 429 });
  expect(limited.msg).toMatch(/[\u1780-\u17FF]/);
  expect(await stored('85597700700')).toHaveLength(3);
});

test('one network address is limited to 60 messages an hour, whatever the contact', async () => {
  const send = async (contact: string) => {
    const headers = { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.9' };
    const request = new Request('http://localhost/api/contact', {
      method: 'POST',
      headers,
      body: JSON.stringify(form(contact)),
    });
    return ((await (await commerce.fetch(request, env)).json()) as { code: number }).code;
  };
  for (let i = 0; i < 60; i++) expect(await send(`user${i}@example.com`)).toBe(0);
  expect(await send('another@example.com')).toBe(429);
  expect(await stored('another@example.com')).toEqual([]);
});
