import { expect, test } from 'vitest';
import { contentPageResponse, serviceHoursResponse } from '../../commerce/contract/content';
import { callApi } from './call-api';

test('content pages come from D1 as dated sections in the asked language; unknown slugs are 404', async () => {
  for (const slug of ['company', 'contact', 'wechat', 'privacy', 'terms']) {
    const [en, km] = [await callApi(`/pages/${slug}`), await callApi(`/pages/${slug}`, { lang: '2' })];
    expect(contentPageResponse.safeParse(en).success, slug).toBe(true);
    expect(en.data.sections.length, slug).toBeGreaterThan(0);
    expect(km.data.sections.map((s: { heading: string }) => s.heading).join(' '), slug).toMatch(
      /^[^a-z]*[\u1780-\u17FF]/,
    );
    expect(km.data.sections.length, slug).toBe(en.data.sections.length);
  }
  const privacy = await callApi('/pages/privacy');
  expect(privacy.data.updated_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const headings = privacy.data.sections.map((s: { heading: string }) => s.heading);
  expect(headings).toEqual(expect.arrayContaining(['What we collect', 'Cookies', 'How long we keep it']));
  const terms = (await callApi('/pages/terms')).data.sections.map((s: { heading: string }) => s.heading);
  expect(terms).toEqual(expect.arrayContaining(['Down payments', 'Returns and refunds', 'Member points']));
  expect(await callApi('/pages/cookies', { lang: '2' })).toMatchObject({ status: 404, code: 404 });
  expect(await callApi('/pages/%3Cscript%3E')).toMatchObject({ status: 400, code: 400 });
});

test('customer-service hours for every weekday', async () => {
  const hours = await callApi('/servicehours');
  expect(serviceHoursResponse.safeParse(hours).success).toBe(true);
  expect(hours.data.map((h: { day: number }) => h.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
});

test('help search matches Khmer substrings and every English word; popular questions and slugs', async () => {
  const khmer = await callApi(`/helparticles?q=${encodeURIComponent('ដឹកជញ្ជូន')}`, { lang: '2' });
  expect(khmer.data.length).toBeGreaterThan(0);
  expect(khmer.data[0].title).toMatch(/ដឹកជញ្ជូន/);
  const words = await callApi('/helparticles?q=delivery%20Phnom');
  expect(words.data.length).toBeGreaterThan(0);
  for (const article of words.data)
    expect(`${article.title} ${article.body}`.toLowerCase()).toMatch(/delivery[\s\S]*|phnom/);
  expect((await callApi('/helparticles?q=zzzz%20delivery')).data).toEqual([]);
  expect((await callApi('/helparticles?q=100%25')).data).toEqual([]);
  const popular = await callApi('/helparticles?popular=1');
  expect(popular.data.map((a: { slug: string }) => a.slug).slice(0, 2)).toEqual(['how-to-order', 'delivery-times']);
  expect((await callApi('/helparticles?slug=pick-up', { lang: '2' })).data).toMatchObject([
    { slug: 'pick-up', category_id: 2 },
  ]);
  expect(await callApi('/helparticles?slug=Bad%20Slug')).toMatchObject({ status: 400, code: 400 });
});
