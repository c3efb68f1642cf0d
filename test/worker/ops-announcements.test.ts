import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { callApi, demoToken } from '../commerce/call-api';
import { fetchPage } from './fetch-page';
import { OWNER, opsCookie, postForm, STAFF } from './ops-session';

// Announcements: an owner sends a promotion message to every member's inbox at once, in both languages.

const FORM = {
  title_en: '11.11 starts at midnight',
  title_km: '11.11 ចាប់ផ្ដើមនៅពាក់កណ្ដាលអធ្រាត្រ',
  body_en: 'Phones from $99 for one day only.',
  body_km: 'ទូរស័ព្ទចាប់ពី $99 សម្រាប់តែមួយថ្ងៃប៉ុណ្ណោះ។',
  link: '/kh/promotions/12.12',
  confirm: '1',
};
const members = async (where = '1') =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM users WHERE ${where}`).first<{ n: number }>())!.n;
const inbox = async (lang: '1' | '2') =>
  (await callApi('/messages?limit=50', { bearer: await demoToken(), lang })).data as {
    list: { title: string; kind: string }[];
    unread: number;
  };

test('an owner’s announcement lands in every member’s messages as a promotion, in each language, unread; suspended members get none', async () => {
  await env.DB.prepare(
    "INSERT INTO users (mobile, name, pass_salt, pass_hash, created_at, suspended_at) VALUES ('85570000009', 'Banned', 'aa', 'bb', 1, 1)",
  ).run();
  const before = await inbox('1');
  const cookie = await opsCookie(OWNER);
  const form = (await fetchPage('/ops/announcements', { headers: { cookie } })).body;
  const ref = form.match(/name="ref" value="(announcement-[0-9a-f]{16})"/)![1]!;
  const sent = await postForm('/ops/announcements', cookie, { ...FORM, ref });
  expect(sent.response.status).toBe(303);
  expect(sent.response.headers.get('location')).toBe('/ops/announcements?done=sent');
  // The same form pressed twice, or sent again: nobody gets it twice.
  expect((await postForm('/ops/announcements', cookie, { ...FORM, ref })).response.status).toBe(303);

  const english = await inbox('1');
  expect(english.list[0]).toMatchObject({ title: '11.11 starts at midnight', kind: 'promotion' });
  expect(english.unread).toBe(before.unread + 1);
  expect((await inbox('2')).list[0]!.title).toBe('11.11 ចាប់ផ្ដើមនៅពាក់កណ្ដាលអធ្រាត្រ');
  const copies = await env.DB.prepare(
    "SELECT COUNT(*) AS n, MIN(link) AS link FROM member_messages WHERE ref LIKE 'announcement-%'",
  ).first<{ n: number; link: string }>();
  expect(copies).toEqual({ n: await members('suspended_at IS NULL'), link: '/promotions/12.12' });
  expect(await members()).toBeGreaterThan(copies!.n);

  const page = await fetchPage('/kh/ops/announcements?done=sent', { headers: { cookie } });
  expect(page.body).toContain('បានផ្ញើ៖ វាមាននៅក្នុងសាររបស់សមាជិកទាំងអស់ហើយ។');
  expect(page.body).toContain(`សមាជិក ${copies!.n.toLocaleString('en-US')} នាក់`);
  const audit = await env.DB.prepare("SELECT COUNT(*) AS n FROM ops_audit WHERE action = 'announcement_send'").first<{
    n: number;
  }>();
  expect(audit!.n).toBe(1);
});

test('a missing Khmer text or a link to another site is refused in the page’s language and sends nothing; staff cannot send', async () => {
  const cookie = await opsCookie(OWNER);
  const count = async () =>
    (await env.DB.prepare('SELECT COUNT(*) AS n FROM member_messages').first<{ n: number }>())!.n;
  const before = await count();
  const noKhmer = await postForm('/kh/ops/announcements', cookie, { ...FORM, body_km: '' });
  expect(noKhmer.response.status).toBe(400);
  expect(noKhmer.body).toContain('សូមបញ្ចូលសារជាភាសាទាំងពីរ មិនលើស 1,000 តួអក្សរក្នុងភាសានីមួយៗ។');
  expect(noKhmer.body).toContain('value="11.11 starts at midnight"');
  // Not without the box ticked that says it cannot be taken back; what was typed stays.
  const { confirm: _, ...unticked } = FORM;
  const unconfirmed = await postForm('/ops/announcements', cookie, unticked);
  expect(unconfirmed.response.status).toBe(400);
  expect(unconfirmed.body).toContain('Not sent. Tick the box to confirm sending it to every member.');
  expect(unconfirmed.body).toContain('value="11.11 starts at midnight"');
  for (const link of ['https://evil.example/', '//evil.example', '/..//evil.example', 'javascript:alert(1)']) {
    const away = await postForm('/ops/announcements', cookie, { ...FORM, link });
    expect(away.body, link).toContain('The link must be a path in this shop');
  }
  const staff = await opsCookie(STAFF);
  expect((await postForm('/ops/announcements', staff, FORM)).response.status).toBe(404);
  expect((await fetchPage('/ops/announcements', { headers: { cookie: staff } })).response.status).toBe(404);
  expect(await count()).toBe(before);
});
