import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { fetchPage } from './fetch-page';
import { OWNER, opsCookie, postForm, STAFF } from './ops-session';

// Owners edit the app banners' words, the contact channels and the social links
// (/ops/site); the shop shows a save on its next page, in both languages.

type Row = Record<string, string>;
const settings = async () =>
  (await env.DB.prepare('SELECT * FROM site_settings WHERE id = 1').first<Row & { id: number }>())!;
/** The stored row as the form's fields. */
const formOf = async () => {
  const { id, ...fields } = await settings();
  return fields as Row;
};
const audits = async () =>
  (
    await env.DB.prepare(
      "SELECT entity, before_json, after_json FROM ops_audit WHERE action = 'site_edit' ORDER BY id",
    ).all<{ entity: string; before_json: string; after_json: string }>()
  ).results;

test('an owner changes the top banner and a social link; the shop’s home shows them at once in both languages', async () => {
  const owner = await opsCookie(OWNER);
  // The shop reads the site's texts through the edge cache: warm it first, in both languages.
  const [en, km] = [await fetchPage('/'), await fetchPage('/kh')];
  expect(en.body).toContain('App-only deals in the Member Shop app.');
  expect(km.body).toContain('ការផ្ដល់ជូនពិសេសក្នុងកម្មវិធីហាងសមាជិក');
  expect(en.body).toContain('href="https://t.me/membershopkh"');

  const page = await fetchPage('/ops/site', { headers: { cookie: owner } });
  expect(page.response.status).toBe(200);
  expect(page.body).toContain('value="https://t.me/membershopkh"');
  const saved = await postForm('/ops/site', owner, {
    ...(await formOf()),
    top_banner_en: 'Water festival: app deals until Sunday',
    top_banner_km: 'បុណ្យអុំទូក៖ ការផ្ដល់ជូនក្នុងកម្មវិធីរហូតដល់ថ្ងៃអាទិត្យ',
    telegram_url: 'https://t.me/membershop_deals',
    facebook_url: '',
  });
  expect(saved.response.status).toBe(303);
  expect(saved.response.headers.get('location')).toBe('/ops/site?done=saved');
  const done = await fetchPage('/ops/site?done=saved', { headers: { cookie: owner } });
  expect(done.body).toContain('Saved. The shop shows it now.');

  const [enAfter, kmAfter] = [await fetchPage('/'), await fetchPage('/kh')];
  expect(enAfter.body).toContain('Water festival: app deals until Sunday');
  expect(enAfter.body).not.toContain('App-only deals in the Member Shop app.');
  expect(kmAfter.body).toContain('បុណ្យអុំទូក៖ ការផ្ដល់ជូនក្នុងកម្មវិធីរហូតដល់ថ្ងៃអាទិត្យ');
  for (const { body } of [enAfter, kmAfter]) {
    expect(body).toContain('href="https://t.me/membershop_deals"');
    expect(body).not.toContain('href="https://t.me/membershopkh"');
    // An empty link is not shown: no Facebook icon in the top bar or the footer.
    expect(body).not.toContain('facebook.com/membershopkh');
  }
  expect((await fetchPage('/customerservices')).body).toContain('href="https://t.me/membershop_deals"');

  const entry = (await audits()).at(-1);
  expect(entry?.entity).toBe('site_settings');
  expect(JSON.parse(entry!.before_json)).toEqual({
    top_banner_en: 'App-only deals in the Member Shop app.',
    top_banner_km: 'ការផ្ដល់ជូនពិសេសក្នុងកម្មវិធីហាងសមាជិក',
    telegram_url: 'https://t.me/membershopkh',
    facebook_url: 'https://www.facebook.com/membershopkh',
  });
  expect(JSON.parse(entry!.after_json)).toMatchObject({
    top_banner_en: 'Water festival: app deals until Sunday',
    telegram_url: 'https://t.me/membershop_deals',
    facebook_url: '',
  });
  expect((await fetchPage('/ops/audit', { headers: { cookie: owner } })).body).toContain(
    'Changed the banners, contact channels or links',
  );
});

test('a link that is not https, a bad phone or a text too long is refused, localized and as typed, changing nothing', async () => {
  const owner = await opsCookie(OWNER);
  const before = await settings();
  const audited = (await audits()).length;
  const form = await formOf();
  for (const [path, change, reason] of [
    ['/ops/site', { telegram_url: 'javascript:alert(1)' }, 'Telegram: write the whole address, starting with https://'],
    ['/kh/ops/site', { youtube_url: 'http://youtube.com/@membershop' }, 'YouTube៖ សូមសរសេរអាសយដ្ឋានពេញ'],
    ['/ops/site', { app_store_url: 'https://user:pass@apps.apple.com/app/1' }, 'App Store: write the whole address'],
    ['/ops/site', { phone: 'call me' }, 'Phone: digits, spaces and dashes'],
    ['/kh/ops/site', { email: 'care-at-shop' }, 'អ៊ីមែល៖ សូមសរសេរអាសយដ្ឋាន'],
    ['/ops/site', { popup_cta_en: 'x'.repeat(41) }, 'Popup button in English: at most 40 characters.'],
  ] as const) {
    const refused = await postForm(path, owner, { ...form, ...change });
    expect(refused.response.status).toBe(400);
    expect(refused.body).toContain(reason);
    // The form comes back as typed.
    const [field, value] = Object.entries(change)[0]!;
    expect(refused.body).toContain(`name="${field}"`);
    expect(refused.body).toContain(`value="${value.replace(/&/g, '&amp;')}"`);
  }
  expect(await settings()).toEqual(before);
  expect(await audits()).toHaveLength(audited);
  const home = await fetchPage('/');
  expect(home.body).toContain(`href="${before.telegram_url}"`);
  expect(home.body).not.toContain('javascript:alert');
});

test('staff get the console’s 404 for the site page and cannot save it; the bar shows them no link to it', async () => {
  const staff = await opsCookie(STAFF);
  const before = await settings();
  const audited = (await audits()).length;
  const page = await fetchPage('/ops/site', { headers: { cookie: staff } });
  expect(page.response.status).toBe(404);
  expect(page.body).not.toContain('href="/ops/site"');
  const km = await fetchPage('/kh/ops/site', { headers: { cookie: staff } });
  expect(km.response.status).toBe(404);
  const post = await postForm('/ops/site', staff, { ...(await formOf()), top_banner_en: 'Staff were here' });
  expect(post.response.status).toBe(404);
  expect(await settings()).toEqual(before);
  expect(await audits()).toHaveLength(audited);
  // An owner's bar has the content group, whose pages link to it, in both languages.
  const owner = await opsCookie(OWNER);
  expect((await fetchPage('/ops', { headers: { cookie: owner } })).body).toContain('href="/ops/help"');
  expect((await fetchPage('/ops/help', { headers: { cookie: owner } })).body).toContain('href="/ops/site"');
  expect((await fetchPage('/kh/ops/help', { headers: { cookie: owner } })).body).toContain('href="/kh/ops/site"');
});

test('an empty banner text hides that banner in its language only', async () => {
  const owner = await opsCookie(OWNER);
  const saved = await postForm('/kh/ops/site', owner, { ...(await formOf()), top_banner_km: '' });
  expect(saved.response.status).toBe(303);
  expect(saved.response.headers.get('location')).toBe('/kh/ops/site?done=saved');
  expect((await fetchPage('/kh')).body).not.toContain('class="top-banner"');
  expect((await fetchPage('/')).body).toContain('class="top-banner"');
});
