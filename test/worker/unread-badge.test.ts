import { afterEach, expect, test, vi } from 'vitest';
import { callShop, fakeUpstream, programmeAnswer } from './fake-upstream';
import { fetchPage } from './fetch-page';
import { memberHeaders } from './member-session';

afterEach(() => vi.restoreAllMocks());

const badge = (body: string) => body.match(/<a[^>]*class="header-icon messages-link"[^>]*>/)?.[0] ?? null;

test('a guest has no messages link and costs no unread call', async () => {
  const calls = fakeUpstream(programmeAnswer);
  const { body } = await callShop('/');
  expect(badge(body)).toBeNull();
  expect(calls.map((call) => new URL(call.request.url).pathname)).not.toContain('/api/messages/unread');
});

test('a member sees the unread count in the header, named in words, in both languages', async () => {
  const headers = await memberHeaders();
  const english = await fetchPage('/products', { headers });
  expect(badge(english.body)).toContain('aria-label="2 unread messages"');
  expect(english.body).toMatch(/messages-link"[^>]*>.*?<span class="unread-count" aria-hidden="true">2<\/span>/s);
  const khmer = await fetchPage('/kh', { headers });
  expect(badge(khmer.body)).toContain('aria-label="សារមិនទាន់អាន 2"');
});

test('opening an unread message changes no count; marking it read by POST lowers it for the next page', async () => {
  const headers = await memberHeaders();
  const { body } = await fetchPage('/accounts/message-lists', { headers });
  const id = body.match(/class="list-card message-card unread".*?href="\/accounts\/message-details\/(\d+)"/s)?.[1];
  expect(id).toBeDefined();
  const opened = await fetchPage(`/accounts/message-details/${id}`, {
    headers: { ...headers, accept: 'application/json' },
  });
  expect(JSON.parse(opened.body).data.message).toMatchObject({ id: Number(id), read: 0 });
  expect(badge((await fetchPage('/accounts', { headers })).body)).toContain('aria-label="2 unread messages"');
  const read = await fetchPage(`/api/messages/${id}/read`, {
    method: 'POST',
    headers: { ...headers, origin: 'http://localhost' },
  });
  expect(JSON.parse(read.body)).toEqual({ code: 0, msg: '', data: { unread: 1 } });
  const next = await fetchPage('/accounts', { headers });
  expect(badge(next.body)).toContain('aria-label="1 unread message"');
});
