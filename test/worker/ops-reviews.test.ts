import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { callApi, demoToken } from '../commerce/call-api';
import { buyNow, placeOrder, productWhere } from '../commerce/order-helpers';
import { postReview } from '../commerce/review-upload';
import { reviewShownStatements } from '../../commerce/db/ops-reviews';
import { fetchPage } from './fetch-page';
import { opsCookie, postForm, STAFF } from './ops-session';

// Shoppers' reviews in the console: an abusive one is hidden from the shop, its photos withheld and its
// product's stars counted without it, and shown again; audited, in both languages.

const PHOTO = `${'ab'.repeat(16)}.jpg`;
const THUMB = `${'ab'.repeat(16)}-320.jpg`;
/** Review 3 of product 1 (5 stars, one of its three), given words of its own and a photo as a shopper's upload would. */
async function reviewWithPhoto() {
  const body = 'Call 012 345 678 for a cheaper one!';
  await env.DB.prepare('UPDATE reviews SET body_en = ?1, body_km = ?1 WHERE id = 3').bind(body).run();
  await env.DB.prepare('INSERT INTO review_photos (review_id, photo_key, sort) VALUES (3, ?1, 0)').bind(PHOTO).run();
  const httpMetadata = { contentType: 'image/jpeg' };
  await env.REVIEW_PHOTOS.put(`reviews/${PHOTO}`, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), { httpMetadata });
  await env.REVIEW_PHOTOS.put(`reviews/${THUMB}`, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), { httpMetadata });
  return body;
}
/** The ids of merchant 1's reviews, as its review page gets them. */
const merchantReviews = async () =>
  ((await callApi('/merchants/1/reviews?limit=50')).data.list as { id: number }[]).map((review) => review.id);
const summary = async () => (await callApi('/goods/1')).data.rating_summary as { average: number; count: number };
const audits = async () =>
  (
    await env.DB.prepare("SELECT action, entity_id FROM ops_audit WHERE entity = 'review' ORDER BY id").all<{
      action: string;
      entity_id: string;
    }>()
  ).results;

test('staff hide a review: the shop’s pages drop it, its photo is withheld and the stars are counted without it; shown again, all comes back', async () => {
  const body = await reviewWithPhoto();
  const cookie = await opsCookie(STAFF);
  expect(await summary()).toMatchObject({ average: 4.3, count: 3 });
  expect((await fetchPage('/products/1')).body).toContain(body);
  expect(await merchantReviews()).toContain(3);
  expect((await fetchPage(`/media/reviews/${PHOTO}`)).response.status).toBe(200);

  const list = await fetchPage('/kh/ops/reviews?show=photos', { headers: { cookie } });
  expect(list.response.status).toBe(200);
  expect(list.body).toContain(body);
  expect(list.body).toContain('លាក់ពីហាង');

  const hidden = await postForm('/kh/ops/reviews/3/hide', cookie, { show: 'photos', page: '1' });
  expect(hidden.response.status).toBe(303);
  expect(hidden.response.headers.get('location')).toBe('/kh/ops/reviews?show=photos&done=hidden');
  expect((await fetchPage('/kh/ops/reviews?show=photos&done=hidden', { headers: { cookie } })).body).toContain(
    'បានលាក់៖ ទំព័រផលិតផល',
  );
  expect(await summary()).toMatchObject({ average: 4, count: 2 });
  expect((await fetchPage('/products/1')).body).not.toContain(body);
  expect(await merchantReviews()).not.toContain(3);
  const withheld = await fetchPage(`/media/reviews/${PHOTO}`);
  expect([withheld.response.status, withheld.response.headers.get('cache-control')]).toEqual([404, 'no-store']);
  expect((await fetchPage(`/media/reviews/${THUMB}`)).response.status).toBe(404);
  // The console still shows it, greyed, with its photo from its own address.
  const hiddenList = (await fetchPage('/ops/reviews?show=hidden', { headers: { cookie } })).body;
  expect(hiddenList).toContain(body);
  expect(hiddenList).toContain('Show again');
  const photo = await fetchPage(`/ops/reviews/photos/${THUMB}`, { headers: { cookie } });
  expect(photo.response.status).toBe(200);
  expect(photo.response.headers.get('cache-control')).toBe('private, no-store');
  expect((await fetchPage(`/ops/reviews/photos/${THUMB}`)).response.status).toBe(303);

  // A second press changes nothing and audits nothing.
  expect((await postForm('/ops/reviews/3/hide', cookie, {})).response.headers.get('location')).toBe(
    '/ops/reviews?done=hidden',
  );
  const shown = await postForm('/ops/reviews/3/show', cookie, { show: 'hidden', page: '1' });
  expect(shown.response.headers.get('location')).toBe('/ops/reviews?show=hidden&done=shown');
  expect(await summary()).toMatchObject({ average: 4.3, count: 3 });
  expect((await fetchPage('/products/1')).body).toContain(body);
  expect((await fetchPage(`/media/reviews/${PHOTO}`)).response.status).toBe(200);
  expect(await audits()).toEqual([
    { action: 'review_hide', entity_id: '3' },
    { action: 'review_show', entity_id: '3' },
  ]);
});

test('an unknown review is the console’s not-found page, and a forged filter or page falls back to the first page of all', async () => {
  const cookie = await opsCookie(STAFF);
  expect((await postForm('/ops/reviews/999999/hide', cookie, {})).response.status).toBe(404);
  const hidden = await postForm('/ops/reviews/1/hide', cookie, { show: '<script>', page: '-3' });
  expect(hidden.response.headers.get('location')).toBe('/ops/reviews?done=hidden');
  const list = await fetchPage('/ops/reviews?show=nope&page=x', { headers: { cookie } });
  expect(list.response.status).toBe(200);
  expect(list.body).toContain('aria-current="page">All</a>');
  expect((await audits()).filter((entry) => entry.entity_id === '1')).toEqual([
    { action: 'review_hide', entity_id: '1' },
  ]);
});

test('a hidden review’s stars leave its product’s card in the cached product list at once', async () => {
  const cookie = await opsCookie(STAFF);
  const card = async () => {
    const { body } = await fetchPage('/products', { headers: { accept: 'application/json' } });
    const list = JSON.parse(body).data.result.list as { id: number; rating_count: number }[];
    return list.find((product) => product.id === 60)!;
  };
  const before = await card();
  expect(before.rating_count).toBeGreaterThan(0);
  const review = (await env.DB.prepare(
    'SELECT id FROM reviews WHERE product_id = 60 AND hidden_at IS NULL LIMIT 1',
  ).first<{
    id: number;
  }>())!;
  expect((await postForm(`/ops/reviews/${review.id}/hide`, cookie, {})).response.status).toBe(303);
  expect((await card()).rating_count).toBe(before.rating_count - 1);
  await postForm(`/ops/reviews/${review.id}/show`, cookie, {});
});

test('a hidden review’s author loses the points it earned, as far as their balance goes, and gets them back when it is shown again', async () => {
  const cookie = await opsCookie(STAFF);
  const token = await demoToken();
  const grade = async () => (await callApi('/mygrade', { bearer: token })).data as { points: number; earned: number };
  const latest = async (lang: '1' | '2') =>
    (await callApi('/points?limit=1', { bearer: token, lang })).data.list[0] as { points: number; title: string };
  // The demo shopper reviews the item of their completed order (order 1, item 1): 20 points.
  const start = await grade();
  expect((await postReview(token, 1, { item: '1', rating: '1', body: 'Buy it cheaper at 012 345 678' })).code).toBe(0);
  const review = (await env.DB.prepare('SELECT id FROM reviews WHERE order_item_id = 1').first<{ id: number }>())!.id;
  expect(await grade()).toEqual(expect.objectContaining({ points: start.points + 20, earned: start.earned + 20 }));

  const hidden = await postForm(`/ops/reviews/${review}/hide`, cookie, {});
  expect(hidden.response.headers.get('location')).toBe('/ops/reviews?done=hidden');
  expect((await fetchPage('/ops/reviews?done=hidden', { headers: { cookie } })).body).toContain(
    'its author loses the points it earned',
  );
  expect(await grade()).toEqual(expect.objectContaining({ points: start.points, earned: start.earned }));
  expect(await latest('1')).toMatchObject({ points: -20, title: 'Review hidden by the shop' });
  expect(await latest('2')).toMatchObject({ points: -20, title: 'ការវាយតម្លៃត្រូវបានលាក់ដោយហាង' });
  const author = (await env.DB.prepare('SELECT user_id FROM reviews WHERE id = ?1')
    .bind(review)
    .first<{ user_id: number }>())!;
  expect((await fetchPage(`/ops/members/${author.user_id}`, { headers: { cookie } })).body).toContain(
    ' · Review hidden by the shop</span><span>-20</span>',
  );
  // The same statements again (a second press, another operator) take nothing more.
  await env.DB.batch(reviewShownStatements(env.DB, review, true, 1_800_000_000));
  expect((await grade()).points).toBe(start.points);

  await postForm(`/ops/reviews/${review}/show`, cookie, {});
  expect(await grade()).toEqual(expect.objectContaining({ points: start.points + 20, earned: start.earned + 20 }));
  expect(await latest('1')).toMatchObject({ points: 20, title: 'Review' });

  // Points already spent stay spent: with 5 left, hiding it takes those 5, and showing it gives back those 5.
  const spent = start.points + 15;
  await env.DB.prepare(
    "INSERT INTO points_ledger (user_id, kind, ref, points, created_at) SELECT user_id, 'redemption', 'test-spend', ?2, 1 FROM reviews WHERE id = ?1",
  )
    .bind(review, -spent)
    .run();
  expect((await grade()).points).toBe(5);
  await postForm(`/ops/reviews/${review}/hide`, cookie, {});
  // The grade counts none of a hidden review's points, whatever the balance gave back.
  expect(await grade()).toEqual(expect.objectContaining({ points: 0, earned: start.earned }));
  await postForm(`/ops/reviews/${review}/show`, cookie, {});
  expect(await grade()).toEqual(expect.objectContaining({ points: 5, earned: start.earned + 20 }));
});

test('points a hidden review could not take back, spent on an order, stay gone when the order is cancelled', async () => {
  const cookie = await opsCookie(STAFF);
  const token = await demoToken();
  const balance = async () => (await callApi('/points', { bearer: token })).data.balance as number;
  // The review of order 1's item, shown, holding its 20 points (the test above may have written it), and 100 more.
  await postReview(token, 1, { item: '1', rating: '5', body: 'Good rice cooker' });
  const review = (await env.DB.prepare('SELECT id FROM reviews WHERE order_item_id = 1').first<{ id: number }>())!.id;
  await postForm(`/ops/reviews/${review}/show`, cookie, {});
  await env.DB.prepare(
    "INSERT INTO points_ledger (user_id, kind, ref, points, created_at) SELECT user_id, 'adjustment', 'test-gift', 100, 1 FROM reviews WHERE id = ?1",
  )
    .bind(review)
    .run();
  const earned = await balance();
  // Every point, the review's 20 with them, goes on an unpaid order: hiding the review finds none to take.
  const product = (await productWhere(`stock > 5 AND is_earnest = 0 AND price_cents > ${earned * 2}`))!;
  const order = await placeOrder(token, buyNow(product.id, 1, { points: earned }));
  expect(order.code).toBe(0);
  expect(await balance()).toBe(0);
  await postForm(`/ops/reviews/${review}/hide`, cookie, {});
  expect(await balance()).toBe(0);

  // Points earned later stay the shopper's: cancelling an order that used none takes nothing.
  const gift =
    "INSERT INTO points_ledger (user_id, kind, ref, points, created_at) VALUES (1, 'adjustment', 'test-later', 50, 2)";
  await env.DB.prepare(gift).run();
  const other = (await productWhere(`stock > 5 AND is_earnest = 0 AND id <> ${product.id}`))!;
  const plain = await placeOrder(token, buyNow(other.id, 1, { payment_method: 'cash' }));
  expect((await callApi(`/orders/${plain.data.id}/cancel`, { bearer: token, method: 'POST' })).code).toBe(0);
  expect(await balance()).toBe(50);

  // Cancelled, the order gives its points back, less the hidden review's 20; shown again, those come back.
  expect((await callApi(`/orders/${order.data.id}/cancel`, { bearer: token, method: 'POST' })).code).toBe(0);
  expect(await balance()).toBe(50 + earned - 20);
  await postForm(`/ops/reviews/${review}/show`, cookie, {});
  expect(await balance()).toBe(50 + earned);
});
