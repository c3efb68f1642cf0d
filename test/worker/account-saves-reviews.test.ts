import { expect, test } from 'vitest';
import { reviewPhotoThumb } from '../../lib/review-photo-thumb';
import { callApi } from '../commerce/call-api';
import { jpegImage, noise } from '../photo/test-images';
import { completedOrder, JPEG, PNG } from '../commerce/review-upload';
import { fetchPage, ORIGIN } from './fetch-page';
import { memberHeaders, memberToken, OTHER } from './member-session';

const PAGES = ['/accounts/review/1', '/accounts/save', '/accounts/follow'];

/** A review posted through the worker's /api proxy, as the browser's form sends it. */
async function postThroughShop(
  cookie: string,
  orderId: number,
  itemId: number,
  photos: { bytes: Uint8Array<ArrayBuffer>; type: string }[],
) {
  const form = new FormData();
  form.set('item', String(itemId));
  form.set('rating', '5');
  form.set('body', 'ថ្ងៃនេះខ្ញុំពេញចិត្តណាស់');
  for (const photo of photos) form.append('photos', new File([photo.bytes], 'photo', { type: photo.type }));
  const { response, body } = await fetchPage(`/api/orders/${orderId}/reviews`, {
    method: 'POST',
    body: form,
    headers: { cookie, origin: ORIGIN, lang: '2' },
  });
  return { status: response.status, ...(JSON.parse(body) as { code: number; msg: string; data: any }) };
}

test('signed out, the review, saved and followed pages go to sign-in with the page remembered', async () => {
  for (const path of PAGES) {
    for (const prefix of ['', '/kh']) {
      const { response } = await fetchPage(prefix + path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(
        `${prefix}/user/login?redirect=${encodeURIComponent(prefix + path)}`,
      );
    }
  }
});

test('the review page: a form per item of a completed order, a clear note before completion, 404 for another member', async () => {
  const headers = await memberHeaders();
  const page = await fetchPage('/kh/accounts/review/1', { headers });
  expect(page.response.status).toBe(200);
  expect(page.body).toContain('កាហ្វេទឹកកកម្រេចកំពត ៦ ដប');
  expect(page.body).toContain('ការវាយតម្លៃរបស់អ្នក');
  expect(page.body.match(/type="radio"/g)).toHaveLength(5);
  expect(page.body).toContain('accept="image/jpeg,image/png,image/webp,image/heic,image/heif"');
  const shipped = await fetchPage('/accounts/review/2', { headers });
  expect(shipped.body).toContain('You can review this order once it is completed.');
  expect(shipped.body).not.toContain('type="radio"');
  expect((await fetchPage('/accounts/review/999', { headers })).response.status).toBe(404);
  expect((await fetchPage('/accounts/review/1', { headers: await memberHeaders(OTHER) })).response.status).toBe(404);
});

test('a review with photos goes through the shop; its photos are served with short cache headers and shown on the product page', async () => {
  const { cookie } = await memberHeaders();
  const { orderId, itemId } = await completedOrder(30);
  // Larger than the proxy's usual 64 KB body limit: review uploads have their own.
  const large = jpegImage(400, 300, noise, 95);
  expect(large.length).toBeGreaterThan(100_000);
  const saved = await postThroughShop(cookie, orderId, itemId, [
    { bytes: large, type: 'image/jpeg' },
    { bytes: PNG, type: 'image/png' },
  ]);
  expect(saved).toMatchObject({ status: 200, code: 0, msg: 'សូមអរគុណសម្រាប់ការវាយតម្លៃរបស់អ្នក! អ្នកទទួលបាន 20 ពិន្ទុ។' });
  const [first, second] = saved.data.review.photos as string[];

  const photo = await fetchPage(first!);
  expect(photo.response.status).toBe(200);
  expect(photo.response.headers.get('content-type')).toBe('image/jpeg');
  // Kept 5 minutes, not a year: the console may withhold it with its review (decisions 028, 037).
  expect(photo.response.headers.get('cache-control')).toBe('public, max-age=300');
  expect(photo.body.length).toBeGreaterThan(10_000);
  // The PNG is served as the JPEG the server made of it.
  expect(second).toMatch(/\.jpg$/);
  expect((await fetchPage(second!)).response.headers.get('content-type')).toBe('image/jpeg');
  for (const missing of [
    `/media/reviews/${'f'.repeat(32)}.jpg`,
    '/media/reviews/..%2Fsecret',
    '/media/reviews/x.svg',
  ]) {
    expect((await fetchPage(missing)).response.status, missing).toBe(404);
  }

  const product = await fetchPage('/kh/products/30');
  expect(product.body).toContain('ថ្ងៃនេះខ្ញុំពេញចិត្តណាស់');
  // The list shows the photo's thumbnail and links the photo.
  expect(product.body).toContain(`href="${first}"`);
  expect(product.body).toContain(`src="${reviewPhotoThumb(first!)}"`);
  // Other shoppers see the reviewer's first name and an initial, never the full name.
  expect(product.body).toMatch(/alt="រូបថតទី 1 ពី Chan S\."/);
  expect(product.body).not.toContain('Chan Sokha');
  const again = await fetchPage(`/accounts/review/${orderId}`, { headers: { cookie } });
  expect(again.body).toContain(`src="${reviewPhotoThumb(second!)}"`);
  expect(again.body).not.toContain('type="radio"');
});

test('uploads over three photos’ worth are refused at the edge, localized', async () => {
  const { cookie } = await memberHeaders();
  const { orderId, itemId } = await completedOrder(31);
  const huge = new Uint8Array(7 * 1024 * 1024);
  huge.set(JPEG);
  expect(await postThroughShop(cookie, orderId, itemId, [{ bytes: huge, type: 'image/jpeg' }])).toMatchObject({
    status: 413,
    msg: 'ទិន្នន័យដែលអ្នកបានផ្ញើធំពេក។',
  });
  // Everywhere else the small limit stands.
  const { response, body } = await fetchPage('/api/addcart', {
    method: 'POST',
    body: 'x'.repeat(70_000),
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
  });
  expect(response.status, body.slice(0, 80)).toBe(413);
});

test('saved products: the empty page links to products; a saved product shows with remove, and its hearts are pressed', async () => {
  const headers = await memberHeaders(OTHER);
  const empty = await fetchPage('/kh/accounts/save', { headers });
  expect(empty.body).toContain('អ្នកមិនទាន់បានរក្សាទុកផលិតផលណាមួយនៅឡើយទេ');
  expect(empty.body).toContain('href="/kh/products"');
  const token = await memberToken(OTHER);
  await callApi('/goods/12/save', { bearer: token, body: {} });
  const saved = await fetchPage('/accounts/save', { headers: { cookie: `jwt=${token}; time=1763700000` } });
  const { name, category } = (await callApi('/goods/12')).data as { name: string; category: { id: number } };
  expect(saved.body).toContain(`aria-label="Remove ${name} from my saved products"`);
  expect(saved.body).toContain('href="/products/12"');

  const product = await fetchPage('/products/12', { headers: { cookie: `jwt=${token}; time=1763700000` } });
  expect(product.body).toMatch(/class="save-button save-button-labelled" aria-pressed="true"/);
  const guest = await fetchPage('/products/12');
  expect(guest.body).toMatch(/class="save-button save-button-labelled" aria-pressed="false"/);
  // In a list, the saved product's heart is pressed and the others are not: one request, not one per card.
  const list = await fetchPage(`/products?category=${category.id}`, {
    headers: { cookie: `jwt=${token}; time=1763700000` },
  });
  const escaped = name
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;');
  const hearts = [...list.body.matchAll(/aria-pressed="(true|false)" aria-label="Save ([^"]+)"/g)];
  expect(hearts.length).toBeGreaterThan(1);
  expect(hearts.filter(([, pressed]) => pressed === 'true')).toHaveLength(1);
  for (const [, pressed, label] of hearts)
    expect(pressed, label).toBe(new RegExp(`^${escaped}$`).test(label!) ? 'true' : 'false');
});

test('followed shops: an empty page at first, then the shop with its follow button pressed, here and on the shop page', async () => {
  const token = await memberToken(OTHER);
  const cookie = `jwt=${token}; time=1763700000`;
  expect((await fetchPage('/accounts/follow', { headers: { cookie } })).body).toContain(
    'You do not follow any shops yet.',
  );
  await callApi('/merchants/4/follow', { bearer: token, body: {} });
  const page = await fetchPage('/kh/accounts/follow', { headers: { cookie } });
  expect(page.body).toContain('href="/kh/merchant/4"');
  expect(page.body).toMatch(/aria-pressed="true"[^>]*>កំពុងតាមដាន/);
  const shop = await fetchPage('/merchant/4', { headers: { cookie } });
  expect(shop.body).toMatch(/aria-pressed="true"[^>]*>Following/);
  expect((await fetchPage('/merchant/5', { headers: { cookie } })).body).toMatch(/aria-pressed="false"[^>]*>Follow</);
});
