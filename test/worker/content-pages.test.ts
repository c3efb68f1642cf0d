import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { fetchPage } from './fetch-page';
import { memberHeaders } from './member-session';

const KHMER = /[\u1780-\u17FF]/;

describe('help centre pages', () => {
  test('front page, topic and article in both languages, from D1', async () => {
    const en = await fetchPage('/helpcenter');
    expect(en.response.status).toBe(200);
    expect(en.body).toContain('Popular questions');
    expect(en.body).toContain('href="/helpcenter/list/2/delivery-times"');
    const km = await fetchPage('/kh/helpcenter/list/2');
    expect(km.body).toContain('<h1>ការដឹកជញ្ជូន និងការមកយក</h1>');
    expect(km.body).toContain('href="/kh/helpcenter/list/2/pick-up"');
    const article = await fetchPage('/kh/helpcenter/list/2/delivery-times');
    expect(article.body).toMatch(/<title>តើការដឹកជញ្ជូនចំណាយពេលប៉ុន្មាន\?/);
    expect((await fetchPage('/helpcenter/list/2/delivery-times')).body).toContain(
      'Orders in Phnom Penh arrive in 1 to 2 days',
    );
  });

  test('unknown topics and article slugs are 404 in both languages', async () => {
    for (const path of [
      '/helpcenter/list/99',
      '/kh/helpcenter/list/99',
      '/helpcenter/list/2/no-such-article',
      '/kh/helpcenter/list/2/no-such-article',
    ]) {
      expect((await fetchPage(path)).response.status, path).toBe(404);
    }
  });

  test('search in Khmer and English, with an empty state that offers the topics', async () => {
    const khmer = await fetchPage(`/kh/helpcenter/search/${encodeURIComponent('ប្រាក់វិញ')}`);
    expect(khmer.body).toContain('តើពេលណាខ្ញុំនឹងទទួលបានប្រាក់វិញ?');
    const english = await fetchPage('/helpcenter/search/refund');
    expect(english.body).toContain('When will I get my refund?');
    const none = await fetchPage('/helpcenter/search/%3Cscript%3Ezzz');
    expect(none.response.status).toBe(200);
    expect(none.body).toContain('No help articles match “&lt;script&gt;zzz”.');
    expect(none.body).toContain('href="/helpcenter/list/1"');
  });

  test('inside My account the same pages link within the account area; unknown ids are 404', async () => {
    const headers = await memberHeaders();
    const home = await fetchPage('/kh/accounts/help-center-category', { headers });
    expect(home.body).toContain('href="/kh/accounts/help-center-lists/1"');
    expect(home.body).toContain('class="profile-sidebar"');
    const list = await fetchPage('/accounts/help-center-lists/3', { headers });
    expect(list.body).toContain('href="/accounts/help-center-details/11"');
    const article = await fetchPage('/accounts/help-center-details/11', { headers });
    expect(article.body).toContain('Unused products in their original box');
    expect((await fetchPage('/accounts/help-center-details/999', { headers })).response.status).toBe(404);
    expect((await fetchPage('/kh/accounts/help-center-lists/999', { headers })).response.status).toBe(404);
  });

  test('a guest reads the help pages in My account too (the 404 page links there) instead of being sent to sign in', async () => {
    const home = await fetchPage('/kh/accounts/help-center-category');
    expect(home.response.status).toBe(200);
    expect(home.body).toContain('href="/kh/accounts/help-center-lists/1"');
    const article = await fetchPage('/accounts/help-center-details/11');
    expect(article.response.status).toBe(200);
    expect(article.body).toContain('Unused products in their original box');
  });
});

describe('customer service, about, policies and app pages', () => {
  test('customer service: channels from the configuration, hours and the form, in both languages', async () => {
    const en = await fetchPage('/customerservices');
    expect(en.body).toContain('href="mailto:care@membershop.com.kh"');
    expect(en.body).toContain('href="https://t.me/membershopkh"');
    expect(en.body).toMatch(/Open now, until 20:00|Open now, until 17:00|Closed now, opens/);
    expect(en.body).toContain('name="website"');
    const km = await fetchPage('/kh/customerservices');
    expect(km.body).toMatch(/កំពុងបើក|បិទឥឡូវនេះ/);
    expect(km.body).toContain('ផ្ញើសារមកយើង');
  });

  test('policies and about pages are stored sections, dated, escaped; an edit in D1 shows without a deploy', async () => {
    const privacy = await fetchPage('/policies/privacy');
    expect(privacy.body).toContain('<time dateTime="2026-10-15">Last updated 15 October 2026</time>');
    expect(privacy.body).toContain('<h2>Cookies</h2>');
    const terms = await fetchPage('/kh/policies/terms');
    expect(terms.body).toContain('<h2>ប្រាក់កក់</h2>');
    expect(terms.body).toContain('កែប្រែចុងក្រោយ 15 តុលា 2026');
    await env.DB.prepare(`UPDATE content_sections SET body_en = ?1 WHERE page_slug = 'company' AND sort = 1`)
      .bind(JSON.stringify(['<b>Edited</b> today']))
      .run();
    const company = await fetchPage('/abouts/company');
    expect(company.body).toContain('&lt;b&gt;Edited&lt;/b&gt; today');
    expect(company.body).not.toContain('<b>Edited</b>');
  });

  test('contact, outlets and WeChat pages in both languages', async () => {
    const contact = await fetchPage('/kh/abouts/contact');
    expect(contact.body).toContain('ការិយាល័យកណ្ដាល');
    expect(contact.body).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=11.5786,104.8991"');
    const outlets = await fetchPage('/abouts/outlet');
    expect(outlets.body).toContain('<h2 id="province-0">Phnom Penh</h2>');
    expect(outlets.body).toContain('Member Shop Siem Reap');
    expect((await fetchPage('/kh/abouts/outlet')).body).toContain('សៀមរាប');
    const wechat = await fetchPage('/kh/abouts/wechat');
    expect(wechat.body).toMatch(/<svg class="qr-code" role="img" aria-label="កូដ QR[^"]*"/);
    expect(wechat.body).toContain('របៀបតាមដាន');
    // WeChat's own button names are said in Khmer on the Khmer page.
    const text = wechat.body.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, '').replace(/<[^>]+>/g, ' ');
    expect(text).not.toMatch(/\b(Scan|Follow)\b/);
    expect(text).toContain('ជ្រើសរើសមុខងារស្កេន');
  });

  test('app pages: store badges and a QR code per store link, in both languages', async () => {
    for (const path of ['/app', '/apps', '/kh/app']) {
      const { response, body } = await fetchPage(path);
      expect(response.status, path).toBe(200);
      expect(body, path).toContain('href="https://apps.apple.com/app/id0000000000"');
      expect(body, path).toContain('href="https://play.google.com/store/apps/details?id=kh.membershop.app"');
      expect(body.match(/class="qr-code"/g), path).toHaveLength(2);
    }
    expect((await fetchPage('/kh/app')).body).toMatch(KHMER);
  });

  test('the store buttons are text in the page language, never the English badge wording', async () => {
    const khmer = (await fetchPage('/kh/app')).body;
    const english = (await fetchPage('/app')).body;
    expect(khmer).not.toMatch(/Download on the|GET IT ON/);
    expect(english).not.toMatch(/GET IT ON/);
    expect(khmer).toMatch(/class="store-link"[^>]*>.*?ទាញយកពី App Store<\/a>/);
    expect(khmer).toMatch(/class="store-link"[^>]*>.*?ទាញយកពី Google Play<\/a>/);
    expect(english).toMatch(/class="store-link"[^>]*>.*?Download on the App Store<\/a>/);
  });
});
