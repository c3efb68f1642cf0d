import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { callShop, fakeUpstream, programmeAnswer, SIGNED_IN } from './fake-upstream';
import { fetchPage } from './fetch-page';
import { memberHeaders } from './member-session';

/** The page's own content: messages and data also travel in the boot payload, so text is looked for here. */
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

/** Two vouchers that have ended, one used and one not, claimed by the demo shopper. */
async function endedClaims() {
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO coupons (id, kind, title_en, title_km, terms_en, terms_km, discount_cents, discount_percent, min_spend_cents, total, claimed, starts_at, ends_at)
       VALUES (901, 'voucher', '$2 off your first order', 'បញ្ចុះ $2 សម្រាប់ការបញ្ជាទិញលើកដំបូង', '', '', 200, 0, 1000, 5, 1, 1790000000, 1793000000),
              (902, 'voucher', 'Pchum Ben: 10% off', 'ភ្ជុំបិណ្ឌ៖ បញ្ចុះ 10%', '', '', 0, 10, 2000, 5, 1, 1790000000, 1792500000)`,
    ),
    env.DB.prepare(
      'INSERT INTO coupon_claims (user_id, coupon_id, claimed_at, used_at) VALUES (1, 901, 1791700000, 1791800000), (1, 902, 1791900000, NULL)',
    ),
  ]);
}

test('my coupons: the tab is in the URL; ready to use, used and expired each list their own', async () => {
  await endedClaims();
  const headers = await memberHeaders();
  const available = await fetchPage('/accounts/coupon', { headers });
  expect(available.response.status).toBe(200);
  expect(main(available.body)).toContain('<a href="/accounts/coupon" aria-current="page"');
  expect(main(available.body)).toContain('You have no vouchers or coupons to use right now.');

  const used = await fetchPage('/accounts/coupon?status=used', { headers });
  expect(main(used.body)).toContain('$2 off your first order');
  expect(main(used.body)).toMatch(/Used on \d+/);
  expect(main(used.body)).not.toContain('Pchum Ben');

  const expired = await fetchPage('/kh/accounts/coupon?status=expired', { headers });
  expect(main(expired.body)).toContain('ភ្ជុំបិណ្ឌ៖ បញ្ចុះ 10%');
  expect(main(expired.body)).toContain('<a href="/kh/accounts/coupon?status=expired" aria-current="page"');
  expect(main(expired.body)).not.toContain('បញ្ចុះ $2');
});

test('a collected voucher is ready to use, with the way to the cart instead of a collect button', async () => {
  const headers = await memberHeaders();
  const collected = await fetchPage('/api/vouchers/1/collect', {
    method: 'POST',
    headers: { ...headers, origin: 'http://localhost', 'content-type': 'application/json' },
    body: '{}',
  });
  expect(JSON.parse(collected.body)).toMatchObject({ code: 0 });
  const { body } = await fetchPage('/accounts/coupon?status=nonsense', { headers });
  expect(main(body)).toContain('$5 off orders over $50');
  expect(main(body)).toContain('Use at checkout');
  expect(main(body)).not.toContain('>Collect<');
});

test('my freebies: each with its order and status, in both languages', async () => {
  const headers = await memberHeaders();
  const english = await fetchPage('/accounts/freebie', { headers });
  expect(english.response.status).toBe(200);
  expect(main(english.body)).toContain('Free Vitamin C 1000 mg tablets, 30 tablets');
  expect(main(english.body)).toContain('Comes with your order');
  expect(main(english.body)).toContain('href="/accounts/order-details/2"');
  const khmer = await fetchPage('/kh/accounts/freebie', { headers });
  expect(main(khmer.body)).toContain('នឹងផ្ញើមកជាមួយការបញ្ជាទិញរបស់អ្នក');
  expect(main(khmer.body)).toContain('href="/kh/freebies/1"');
});

test('an upstream failure leaves the coupon and freebie pages up with an error block', async () => {
  fakeUpstream((request) =>
    /mycoupons|myfreebies/.test(request.url) ? new Response('down', { status: 502 }) : programmeAnswer(request),
  );
  for (const path of ['/accounts/coupon', '/accounts/freebie']) {
    const { response, body } = await callShop(path, { headers: SIGNED_IN });
    expect(response.status, path).toBe(200);
    expect(body, path).toContain('class="load-error"');
  }
});
