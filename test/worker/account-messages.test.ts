import { expect, test } from 'vitest';
import { fetchPage } from './fetch-page';
import { memberHeaders, OTHER } from './member-session';

test('signed out, the message pages go to sign-in', async () => {
  for (const path of ['/accounts/message-lists', '/kh/accounts/message-details/2']) {
    const { response } = await fetchPage(path);
    expect(response.status, path).toBe(302);
    expect(response.headers.get('location'), path).toMatch(/\/user\/login\?redirect=/);
  }
});

test('the inbox lists the messages in the page language, unread ones marked, and filters by kind', async () => {
  const headers = await memberHeaders();
  const { body } = await fetchPage('/kh/accounts/message-lists', { headers });
  expect(body).toContain('ការលក់បុណ្យអុំទូក៖ បញ្ចុះតម្លៃរហូតដល់ 50%');
  expect(body).toContain('មិនទាន់អាន 2');
  expect(body.match(/message-card unread/g)).toHaveLength(2);
  const orders = await fetchPage('/accounts/message-lists?kind=order', { headers });
  expect(orders.body).toContain('Thank you for collecting your order');
  expect(orders.body).not.toContain('Water Festival sale: up to 50% off');
});

test('opening a message shows it and titles the page after it; the GET leaves it unread', async () => {
  const headers = await memberHeaders();
  const { response, body } = await fetchPage('/accounts/message-details/3', { headers });
  expect(response.status).toBe(200);
  expect(body).toContain('<title>Water Festival sale: up to 50% off | ');
  expect(body).toContain('href="/promotions/water-festival-sales-11.11"');
  const list = await fetchPage('/accounts/message-lists', { headers });
  expect(list.body.match(/message-card unread/g)).toHaveLength(2);
});

test("another shopper's message, or an unknown one, is a 404", async () => {
  expect(
    (await fetchPage('/accounts/message-details/2', { headers: await memberHeaders(OTHER) })).response.status,
  ).toBe(404);
  expect(
    (await fetchPage('/kh/accounts/message-details/999', { headers: await memberHeaders() })).response.status,
  ).toBe(404);
});
