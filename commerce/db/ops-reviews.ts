import type { Lang } from '../../lib/lang';
import type { ReviewFilter } from '../../lib/review-filters';
import type { ReviewRecord } from '../contract/console/reviews';
import { squareReviewPointsSql } from './square-review-points';

const WHERE: Record<ReviewFilter, string> = {
  all: '1',
  photos: 'EXISTS (SELECT 1 FROM review_photos f WHERE f.review_id = r.id)',
  low: 'r.rating <= 2',
  hidden: 'r.hidden_at IS NOT NULL',
};

const COLUMNS = `r.id, r.product_id, CASE ?1 WHEN 'km' THEN p.name_km ELSE p.name_en END AS product_name, r.user_id,
  r.author, r.rating, CASE ?1 WHEN 'km' THEN r.body_km ELSE r.body_en END AS body, r.created_at, r.hidden_at,
  (SELECT json_group_array(photo_key) FROM (SELECT photo_key FROM review_photos WHERE review_id = r.id ORDER BY sort)) AS photos`;

type StoredRecord = Omit<ReviewRecord, 'photos'> & { photos: string };
const recordOf = (row: StoredRecord): ReviewRecord => ({ ...row, photos: JSON.parse(row.photos) as string[] });

/** A page of reviews under `filter`, newest first, with one more row than `limit` when there are more. */
export async function listReviewRecords(
  db: D1Database,
  lang: Lang,
  filter: ReviewFilter,
  limit: number,
  offset: number,
): Promise<ReviewRecord[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM reviews r JOIN products p ON p.id = r.product_id WHERE ${WHERE[filter]}
       ORDER BY r.created_at DESC, r.id DESC LIMIT ?2 OFFSET ?3`,
    )
    .bind(lang, limit + 1, offset)
    .all<StoredRecord>();
  return results.map(recordOf);
}

export async function readReviewRecord(db: D1Database, lang: Lang, id: number): Promise<ReviewRecord | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.id = ?2`)
    .bind(lang, id)
    .first<StoredRecord>();
  return row && recordOf(row);
}

/**
 * The statements that hide (`hide`, at `now`) or show again review `id` (changes 0 when it already was so),
 * that square its author's points with it (squareReviewPointsSql), and that count its product's stars again
 * from its shown reviews.
 */
export function reviewShownStatements(
  db: D1Database,
  id: number,
  hide: boolean,
  now: number,
): [D1PreparedStatement, D1PreparedStatement, D1PreparedStatement] {
  return [
    hide
      ? db.prepare('UPDATE reviews SET hidden_at = ?2 WHERE id = ?1 AND hidden_at IS NULL').bind(id, now)
      : db.prepare('UPDATE reviews SET hidden_at = NULL WHERE id = ?1 AND hidden_at IS NOT NULL').bind(id),
    db.prepare(squareReviewPointsSql('r.id = ?1', '?2')).bind(id, now),
    db
      .prepare(
        `UPDATE products SET
           rating_count = (SELECT COUNT(*) FROM reviews WHERE product_id = products.id AND hidden_at IS NULL),
           rating_x10 = COALESCE((SELECT CAST(ROUND(AVG(rating) * 10) AS INTEGER) FROM reviews
             WHERE product_id = products.id AND hidden_at IS NULL), 0)
         WHERE id = (SELECT product_id FROM reviews WHERE id = ?1)`,
      )
      .bind(id),
  ];
}
