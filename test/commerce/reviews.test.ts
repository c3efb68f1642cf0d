import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { memberToken, OTHER } from '../worker/member-session';
import { callApi, demoToken } from './call-api';
import { insertReview } from '../../commerce/db/reviews';
import { readJpeg } from '../photo/test-images';
import { completedOrder, JPEG, PNG, postReview, WEBP } from './review-upload';

// Seed: order 1 is the demo shopper's completed order (item 1, product 16); order 2 is shipped (item 2).
const balance = async (token: string) => (await callApi('/mygrade', { bearer: token })).data.points as number;
/** The stored photos and their thumbnails. */
const storedKeys = async () =>
  (await env.REVIEW_PHOTOS.list({ prefix: 'reviews/' })).objects.map((object) => object.key);

test('a completed order lists its items for review; another member’s order does not exist for them', async () => {
  const token = await demoToken();
  const order = await callApi('/orders/1/reviews', { bearer: token, lang: '2' });
  expect(order).toMatchObject({
    code: 0,
    data: { id: 1, state: 'completed', reviewable: true, points_per_review: 20 },
  });
  expect(order.data.items).toEqual([
    expect.objectContaining({ item_id: 1, product_id: 16, name: 'កាហ្វេទឹកកកម្រេចកំពត ៦ ដប', review: null }),
  ]);
  expect((await callApi('/orders/2/reviews', { bearer: token })).data).toMatchObject({
    state: 'shipped',
    reviewable: false,
  });
  const other = await memberToken(OTHER);
  expect(await callApi('/orders/1/reviews', { bearer: other })).toMatchObject({ status: 404, code: 404 });
  expect(await postReview(other, 1, { item: '1', rating: '5' })).toMatchObject({ status: 404, code: 404 });
  expect(await callApi('/orders/1/reviews')).toMatchObject({ status: 401, code: 1012 });
  expect(await callApi('/orders/999/reviews', { bearer: token })).toMatchObject({ status: 404 });
});

test('a review with photos stores them in R2 as new JPEGs, shows on the product page and earns points once', async () => {
  const token = await demoToken();
  const before = await balance(token);
  const saved = await postReview(token, 1, { item: '1', rating: '4', body: 'Strong and peppery, arrived cold.' }, [
    { bytes: JPEG, type: 'image/jpeg' },
    { bytes: PNG, type: 'image/png' },
    { bytes: JPEG, type: 'image/jpeg' },
  ]);
  expect(saved).toMatchObject({
    status: 200,
    code: 0,
    msg: 'Thank you for your review! You have earned 20 points.',
    data: { item_id: 1, points: 20 },
  });
  const photos = saved.data.review.photos as string[];
  expect(photos).toHaveLength(3);
  for (const photo of photos) expect(photo).toMatch(/^\/media\/reviews\/[0-9a-f]{32}\.jpg$/);
  // The PNG is stored as a JPEG of the same picture.
  const stored = await env.REVIEW_PHOTOS.get(`reviews/${photos[1]!.split('/').pop()}`);
  expect(stored?.httpMetadata?.contentType).toBe('image/jpeg');
  expect(readJpeg(new Uint8Array(await stored!.arrayBuffer()))).toMatchObject({ width: 24, height: 16 });
  expect(await balance(token)).toBe(before + 20);

  // A second submit of the same item changes nothing: no points, no photos, the first review stands.
  const again = await postReview(token, 1, { item: '1', rating: '1', body: 'Changed my mind' }, [
    { bytes: JPEG, type: 'image/jpeg' },
  ]);
  expect(again).toMatchObject({ status: 409, code: 409, msg: 'You have already reviewed this item.' });
  expect(await balance(token)).toBe(before + 20);
  expect(await storedKeys()).toHaveLength(6);

  const product = await callApi('/goods/16');
  expect(product.data.reviews[0]).toMatchObject({
    author: 'Chan S.',
    rating: 4,
    body: 'Strong and peppery, arrived cold.',
    photos,
  });
  const order = await callApi('/orders/1/reviews', { bearer: token });
  expect(order.data.items[0].review).toMatchObject({ rating: 4, photos });
});

test('two submits racing for the same item write one review and one award', async () => {
  const token = await demoToken();
  const { orderId, itemId } = await completedOrder(20);
  const before = await balance(token);
  const keys = await storedKeys();
  const answers = await Promise.all(
    [4, 5].map((rating) =>
      postReview(token, orderId, { item: String(itemId), rating: String(rating) }, [
        { bytes: JPEG, type: 'image/jpeg' },
      ]),
    ),
  );
  expect(answers.map((answer) => answer.code).sort()).toEqual([0, 409]);
  expect(await balance(token)).toBe(before + 20);
  const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM reviews WHERE order_item_id = ?1')
    .bind(itemId)
    .first<{ n: number }>();
  expect(count?.n).toBe(1);
  expect(await storedKeys()).toHaveLength(keys.length + 2);
});

test('the write itself admits one review per item: a losing submission attaches no photos and no points', async () => {
  const { itemId } = await completedOrder(21);
  const ratingCount = async (id: number) =>
    (await env.DB.prepare('SELECT rating_count FROM products WHERE id = ?1')
      .bind(id)
      .first<{ rating_count: number }>())!.rating_count;
  const ratedBefore = await ratingCount(21);
  const review = {
    userId: 1,
    author: 'Chan Sokha',
    orderItemId: itemId,
    productId: 21,
    rating: 5,
    body: '',
    now: 1793000000,
  };
  expect(await insertReview(env.DB, { ...review, photoKeys: [`${'a'.repeat(32)}.jpg`], submitRef: 'first' })).toBe(
    true,
  );
  expect(
    await insertReview(env.DB, { ...review, rating: 1, photoKeys: [`${'b'.repeat(32)}.jpg`], submitRef: 'second' }),
  ).toBe(false);
  const photos = await env.DB.prepare(
    'SELECT photo_key FROM review_photos p JOIN reviews r ON r.id = p.review_id WHERE r.order_item_id = ?1',
  )
    .bind(itemId)
    .all();
  expect(photos.results).toEqual([{ photo_key: `${'a'.repeat(32)}.jpg` }]);
  const awards = await env.DB.prepare(`SELECT COUNT(*) AS n FROM points_ledger WHERE kind = 'review' AND ref = ?1`)
    .bind(`order-item-${itemId}`)
    .first<{ n: number }>();
  expect(awards?.n).toBe(1);
  expect(await ratingCount(21)).toBe(ratedBefore + 1);
});

test('bad photos, bad fields and orders not yet completed are refused, localized, and change nothing', async () => {
  const token = await demoToken();
  const { orderId, itemId } = await completedOrder(22);
  const item = String(itemId);
  const before = await balance(token);
  const keys = await storedKeys();
  const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  expect(
    await postReview(token, orderId, { item, rating: '5' }, [{ bytes: svg, type: 'image/svg+xml' }]),
  ).toMatchObject({ status: 400, msg: 'Photos must be JPEG or PNG images.' });
  // A declared JPEG whose bytes are not one.
  expect(
    await postReview(token, orderId, { item, rating: '5' }, [{ bytes: svg, type: 'image/jpeg' }], '2'),
  ).toMatchObject({ status: 400, msg: 'យើងមិនអាចអានរូបថតនេះបានទេ៖ វាប្រហែលជាខូច។ សូមជ្រើសរើសរូបថតផ្សេង។' });
  // WebP is converted to JPEG by the review form; the server decodes JPEG and PNG only.
  expect(await postReview(token, orderId, { item, rating: '5' }, [{ bytes: WEBP, type: 'image/webp' }])).toMatchObject({
    status: 400,
    msg: 'Photos must be JPEG or PNG images.',
  });
  const big = new Uint8Array(2 * 1024 * 1024 + 1);
  big.set(JPEG);
  expect(await postReview(token, orderId, { item, rating: '5' }, [{ bytes: big, type: 'image/jpeg' }])).toMatchObject({
    status: 400,
    msg: 'Each photo must be smaller than 2 MB.',
  });
  const four = [JPEG, JPEG, PNG, WEBP].map((bytes) => ({
    bytes,
    type: bytes === JPEG ? 'image/jpeg' : bytes === PNG ? 'image/png' : 'image/webp',
  }));
  expect(await postReview(token, orderId, { item, rating: '5' }, four)).toMatchObject({
    status: 400,
    msg: 'You can add up to 3 photos to a review.',
  });
  for (const fields of <Record<string, string>[]>[
    { item, rating: '6' },
    { item, rating: '0' },
    { item },
    { rating: '5' },
    { item, rating: '5', body: 'x'.repeat(1001) },
  ]) {
    expect(await postReview(token, orderId, fields), JSON.stringify(fields).slice(0, 40)).toMatchObject({
      status: 400,
      code: 400,
    });
  }
  expect(await postReview(token, orderId, { item: '1', rating: '5' })).toMatchObject({ status: 404 });
  expect(await postReview(token, 2, { item: '2', rating: '5' })).toMatchObject({
    status: 422,
    msg: 'You can review this order once it is completed.',
  });
  expect(await balance(token)).toBe(before);
  expect(await storedKeys()).toEqual(keys);
  expect((await callApi(`/orders/${orderId}/reviews`, { bearer: token })).data.items[0].review).toBeNull();
});

test('a review without photos can be sent as JSON', async () => {
  const token = await demoToken();
  const { orderId, itemId } = await completedOrder(23);
  const answer = await callApi(`/orders/${orderId}/reviews`, {
    bearer: token,
    body: { item: itemId, rating: 5, body: 'ល្អណាស់' },
  });
  expect(answer).toMatchObject({ code: 0, data: { review: { rating: 5, body: 'ល្អណាស់', photos: [] } } });
});
