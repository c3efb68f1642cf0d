import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { callApi } from './call-api';

const rows = async (email: string) =>
  (
    await env.DB.prepare('SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email = ?1')
      .bind(email)
      .first<{ n: number }>()
  )?.n;

test('an address is stored once, whatever its letter case; a repeat is a friendly success', async () => {
  const first = await callApi('/newsletter', { body: { email: 'Dara.Sok@Example.com' }, lang: '2' });
  expect(first).toMatchObject({ status: 200, code: 0, data: { subscribed: true, already: false } });
  expect(first.msg).toMatch(/[\u1780-\u17FF]/);
  const again = await callApi('/newsletter', { body: { email: ' dara.sok@EXAMPLE.com ' } });
  expect(again).toMatchObject({ status: 200, code: 0, data: { subscribed: true, already: true } });
  expect(again.msg).toContain('already on our list');
  expect(await rows('dara.sok@example.com')).toBe(1);
});

test('a bad address is refused in the shopper language; a filled honeypot stores nothing', async () => {
  const bad = await callApi('/newsletter', { body: { email: 'not-an-address' }, lang: '2' });
  expect(bad).toMatchObject({ status: 400, code: 400, data: null });
  expect(bad.msg).toContain('អ៊ីមែល');
  expect(await callApi('/newsletter', { body: {} })).toMatchObject({
    status: 400,
    code: 400,
    msg: expect.stringContaining('valid e-mail'),
  });
  const robot = await callApi('/newsletter', {
    form: { email: 'robot@example.com', website: 'http://spam.example' },
  });
  expect(robot).toMatchObject({ status: 400, code: 400 });
  expect(await rows('robot@example.com')).toBe(0);
});
