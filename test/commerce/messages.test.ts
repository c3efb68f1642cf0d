import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { addMessage } from '../../commerce/db/messages';
import { memberToken, OTHER } from '../worker/member-session';
import { callApi, demoToken } from './call-api';

test('the inbox lists messages newest first in the request language, with the unread count', async () => {
  const token = await demoToken();
  const list = await callApi('/messages', { bearer: token, lang: '2' });
  expect(list.data).toMatchObject({ total: 3, unread: 2, page: 1 });
  expect(list.data.list.map((m: { id: number }) => m.id)).toEqual([3, 2, 1]);
  expect(list.data.list[0]).toMatchObject({ kind: 'promotion', title: 'ការលក់បុណ្យអុំទូក៖ បញ្ចុះតម្លៃរហូតដល់ 50%', read: 0 });
  expect((await callApi('/messages?kind=order', { bearer: token })).data).toMatchObject({
    total: 1,
    unread: 2,
    list: [{ id: 2, title: 'Thank you for collecting your order' }],
  });
  expect(await callApi('/messages?kind=spam', { bearer: token })).toMatchObject({ status: 400 });
});

test('reading a message changes nothing; POST /messages/:id/read marks it read once and answers the count left', async () => {
  const token = await demoToken();
  const message = await callApi('/messages/2', { bearer: token });
  expect(message.data).toMatchObject({
    id: 2,
    read: 0,
    link: '/accounts/order-details/1',
    body: expect.stringContaining('You collected order 1 at Member Shop BKK1.'),
  });
  expect((await callApi('/messages/unread', { bearer: token })).data).toEqual({ unread: 2 });
  expect(await callApi('/messages/2/read', { bearer: token, method: 'POST' })).toMatchObject({
    code: 0,
    data: { unread: 1 },
  });
  expect((await callApi('/messages/2', { bearer: token })).data.read).toBe(1);
  expect((await callApi('/messages/2/read', { bearer: token, method: 'POST' })).data).toEqual({ unread: 1 });
  expect(await callApi('/messages/999/read', { bearer: token, method: 'POST' })).toMatchObject({
    status: 404,
    code: 404,
  });
  expect(await callApi('/messages/2/read', { method: 'POST' })).toMatchObject({ status: 401, code: 1012 });
});

test('addMessage posts to one inbox, once per ref; another shopper cannot read it', async () => {
  const other = await memberToken(OTHER);
  const user = (await callApi('/auth/user', { bearer: other })).data.id as number;
  const message = {
    userId: user,
    kind: 'support',
    title: { en: 'We replied', km: 'យើងបានឆ្លើយតប' },
    body: { en: 'Hello', km: 'សួស្ដី' },
    ref: 'ticket-1',
  } as const;
  const id = await addMessage(env.DB, message, 1_800_000_000);
  expect(id).toBeGreaterThan(3);
  expect(await addMessage(env.DB, message, 1_800_000_001)).toBeNull();
  expect((await callApi('/messages', { bearer: other })).data).toMatchObject({ total: 1, unread: 1 });
  expect(await callApi(`/messages/${id}`, { bearer: await demoToken() })).toMatchObject({ status: 404, code: 404 });
  expect((await callApi('/messages/unread', { bearer: other })).data.unread).toBe(1);
  expect(await callApi('/messages')).toMatchObject({ status: 401, code: 1012 });
});
