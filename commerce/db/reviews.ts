import type { OrderState } from '../contract/orders';
import type { Lang } from '../../lib/lang';

/** Points a review earns, once per order item. */
export const REVIEW_POINTS = 20;

export type ReviewOrderRow = { id: number; state: OrderState; created_at: number };
export type ReviewItemRow = {
  item_id: number;
  product_id: number;
  name: string;
  image: string;
  num: number;
  review_id: number | null;
  rating: number | null;
  body: string | null;
  reviewed_at: number | null;
};

/**
 * One of the shopper's orders with its items and, for each item, the shopper's review if there is one.
 * Null when the order is not this shopper's (another member's order does not exist for them).
 */
export async function readReviewOrder(db: D1Database, lang: Lang, userId: number, orderId: number) {
  const order = await db
    .prepare('SELECT id, state, created_at FROM orders WHERE id = ?1 AND user_id = ?2')
    .bind(orderId, userId)
    .first<ReviewOrderRow>();
  if (!order) return null;
  const { results } = await db
    .prepare(
      `SELECT oi.id AS item_id, oi.product_id, CASE ?1 WHEN 'km' THEN oi.name_km ELSE oi.name_en END AS name, oi.image, oi.num,
              r.id AS review_id, r.rating, CASE ?1 WHEN 'km' THEN r.body_km ELSE r.body_en END AS body, r.created_at AS reviewed_at
       FROM order_items oi LEFT JOIN reviews r ON r.order_item_id = oi.id WHERE oi.order_id = ?2 ORDER BY oi.id`,
    )
    .bind(lang, orderId)
    .all<ReviewItemRow>();
  return { order, items: results };
}

/** The photo keys of some reviews, in their order, grouped by review id. */
export async function reviewPhotoKeys(db: D1Database, reviewIds: number[]): Promise<Map<number, string[]>> {
  const byReview = new Map<number, string[]>();
  if (reviewIds.length === 0) return byReview;
  const { results } = await db
    .prepare(
      'SELECT review_id, photo_key FROM review_photos WHERE review_id IN (SELECT value FROM json_each(?1)) ORDER BY review_id, sort',
    )
    .bind(JSON.stringify(reviewIds))
    .all<{ review_id: number; photo_key: string }>();
  for (const row of results) byReview.set(row.review_id, [...(byReview.get(row.review_id) ?? []), row.photo_key]);
  return byReview;
}

/** The ledger's reference of a review's award: one per order item. */
export const reviewPointsRef = (orderItemId: number) => `order-item-${orderItemId}`;

/** The order item whose award the ledger reference `ref` (SQL) is, as `reviewPointsRef` writes it. */
export const reviewPointsItem = (ref: string) => `CAST(substr(${ref}, ${'order-item-'.length + 1}) AS INTEGER)`;

export type NewReview = {
  userId: number;
  author: string;
  orderItemId: number;
  productId: number;
  rating: number;
  body: string;
  photoKeys: string[];
  submitRef: string;
  now: number;
};

/**
 * Writes a review in one batch: the review (ignored when the item has one already), its photos, the
 * points (the ledger's UNIQUE (user_id, kind, ref) admits one award per item) and the product's rating.
 * The later statements apply only when this submission's row is the item's review, so a double submit
 * writes everything once. True when this call wrote the review.
 */
export async function insertReview(db: D1Database, review: NewReview): Promise<boolean> {
  const ours = 'EXISTS (SELECT 1 FROM reviews WHERE order_item_id = ?1 AND submit_ref = ?2)';
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO reviews (product_id, merchant_id, author, rating, body_en, body_km, created_at, user_id, order_item_id, submit_ref)
         SELECT oi.product_id, oi.merchant_id, ?3, ?4, ?5, ?5, ?6, ?7, oi.id, ?2 FROM order_items oi WHERE oi.id = ?1
         ON CONFLICT DO NOTHING`,
      )
      .bind(review.orderItemId, review.submitRef, review.author, review.rating, review.body, review.now, review.userId),
    ...review.photoKeys.map((key, sort) =>
      db
        .prepare(
          `INSERT INTO review_photos (review_id, photo_key, sort) SELECT id, ?3, ?4 FROM reviews WHERE order_item_id = ?1 AND submit_ref = ?2`,
        )
        .bind(review.orderItemId, review.submitRef, key, sort),
    ),
    db
      .prepare(
        `INSERT INTO points_ledger (user_id, kind, ref, points, created_at) SELECT ?3, 'review', ?6, ?4, ?5 WHERE ${ours}
         ON CONFLICT (user_id, kind, ref) DO NOTHING`,
      )
      .bind(
        review.orderItemId,
        review.submitRef,
        review.userId,
        REVIEW_POINTS,
        review.now,
        reviewPointsRef(review.orderItemId),
      ),
    db
      .prepare(
        `UPDATE products SET rating_count = rating_count + 1,
                rating_x10 = CAST(ROUND((rating_x10 * rating_count + ?4 * 10) * 1.0 / (rating_count + 1)) AS INTEGER)
         WHERE id = ?3 AND ${ours}`,
      )
      .bind(review.orderItemId, review.submitRef, review.productId, review.rating),
  ]);
  return (inserted?.meta.changes ?? 0) > 0;
}
