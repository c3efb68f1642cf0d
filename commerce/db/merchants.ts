import type { Lang } from '../../lib/lang';
import { openMerchant, visible } from './visible';

export type MerchantRow = {
  id: number;
  category_id: number;
  name: string;
  about: string;
  logo: string;
  city: string;
  phone: string;
  rating_x10: number;
  products: number;
  followers: number;
  created_at: number;
};

const MERCHANT_COLUMNS = `m.id, m.business_category_id AS category_id, CASE ?1 WHEN 'km' THEN m.name_km ELSE m.name_en END AS name,
  CASE ?1 WHEN 'km' THEN m.about_km ELSE m.about_en END AS about, m.logo, CASE ?1 WHEN 'km' THEN m.city_km ELSE m.city_en END AS city,
  m.phone, m.rating_x10, (SELECT COUNT(*) FROM products p WHERE p.merchant_id = m.id AND ${visible('p.id')}) AS products,
  (SELECT COUNT(*) FROM merchant_follows f WHERE f.merchant_id = m.id) AS followers, m.created_at`;

/** A page of open merchants, optionally of one merchant (business) category, and how many there are. */
export async function listMerchants(
  db: D1Database,
  lang: Lang,
  categoryId: number | null,
  limit: number,
  offset: number,
) {
  const [list, count] = await db.batch([
    db
      .prepare(
        `SELECT ${MERCHANT_COLUMNS} FROM merchants m WHERE (?2 IS NULL OR m.business_category_id = ?2) AND ${openMerchant('m.id')}
         ORDER BY m.id LIMIT ?3 OFFSET ?4`,
      )
      .bind(lang, categoryId, limit, offset),
    db
      .prepare(
        `SELECT COUNT(*) AS total FROM merchants WHERE (?1 IS NULL OR business_category_id = ?1) AND ${openMerchant('id')}`,
      )
      .bind(categoryId),
  ]);
  return {
    rows: (list?.results ?? []) as MerchantRow[],
    total: ((count?.results ?? [])[0] as { total: number } | undefined)?.total ?? 0,
  };
}

/** An open merchant (a closed one is gone from the shop, with everything under its page). */
export async function getMerchant(db: D1Database, lang: Lang, id: number): Promise<MerchantRow | null> {
  return db
    .prepare(`SELECT ${MERCHANT_COLUMNS} FROM merchants m WHERE m.id = ?2 AND ${openMerchant('m.id')}`)
    .bind(lang, id)
    .first<MerchantRow>();
}

export type MerchantReviewRow = {
  id: number;
  product_id: number;
  product_name: string;
  author: string;
  rating: number;
  body: string;
  created_at: number;
};

/**
 * A page of the shown reviews of a merchant's visible products (a hidden one's page is gone), newest first, and
 * how many there are.
 */
export async function listMerchantReviews(
  db: D1Database,
  lang: Lang,
  merchantId: number,
  limit: number,
  offset: number,
) {
  const [list, count] = await db.batch([
    db
      .prepare(
        `SELECT r.id, r.product_id, CASE ?1 WHEN 'km' THEN p.name_km ELSE p.name_en END AS product_name, r.author, r.rating,
                CASE ?1 WHEN 'km' THEN r.body_km ELSE r.body_en END AS body, r.created_at
         FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.merchant_id = ?2 AND r.hidden_at IS NULL
         AND ${visible('r.product_id')} ORDER BY r.created_at DESC, r.id DESC LIMIT ?3 OFFSET ?4`,
      )
      .bind(lang, merchantId, limit, offset),
    db
      .prepare(
        `SELECT COUNT(*) AS total FROM reviews r WHERE r.merchant_id = ?1 AND r.hidden_at IS NULL AND ${visible('r.product_id')}`,
      )
      .bind(merchantId),
  ]);
  return {
    rows: (list?.results ?? []) as MerchantReviewRow[],
    total: ((count?.results ?? [])[0] as { total: number } | undefined)?.total ?? 0,
  };
}

export type GiftCardRow = { id: number; title: string; value_cents: number; price_cents: number; image: string };

export async function listGiftCards(db: D1Database, lang: Lang, merchantId: number): Promise<GiftCardRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, CASE ?1 WHEN 'km' THEN title_km ELSE title_en END AS title, value_cents, price_cents, image FROM gift_cards WHERE merchant_id = ?2 ORDER BY value_cents`,
    )
    .bind(lang, merchantId)
    .all<GiftCardRow>();
  return results;
}

/** Follows (true) or unfollows (false) a merchant; idempotent. Returns the merchant's follower count. */
export async function setFollow(
  db: D1Database,
  userId: number,
  merchantId: number,
  follow: boolean,
  now: number,
): Promise<number> {
  const change = follow
    ? db
        .prepare(
          'INSERT INTO merchant_follows (user_id, merchant_id, created_at) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING',
        )
        .bind(userId, merchantId, now)
    : db.prepare('DELETE FROM merchant_follows WHERE user_id = ?1 AND merchant_id = ?2').bind(userId, merchantId);
  const [, count] = await db.batch([
    change,
    db.prepare('SELECT COUNT(*) AS n FROM merchant_follows WHERE merchant_id = ?1').bind(merchantId),
  ]);
  return ((count?.results ?? [])[0] as { n: number } | undefined)?.n ?? 0;
}

/** A page of the open merchants a shopper follows, the latest followed first, and how many there are. */
export async function listFollowedMerchants(db: D1Database, lang: Lang, userId: number, limit: number, offset: number) {
  const [list, count] = await db.batch([
    db
      .prepare(`SELECT ${MERCHANT_COLUMNS} FROM merchant_follows mf JOIN merchants m ON m.id = mf.merchant_id WHERE mf.user_id = ?2
                AND ${openMerchant('m.id')} ORDER BY mf.created_at DESC, m.id LIMIT ?3 OFFSET ?4`)
      .bind(lang, userId, limit, offset),
    db
      .prepare(`SELECT COUNT(*) AS total FROM merchant_follows WHERE user_id = ?1 AND ${openMerchant('merchant_id')}`)
      .bind(userId),
  ]);
  return {
    rows: (list?.results ?? []) as MerchantRow[],
    total: ((count?.results ?? [])[0] as { total: number } | undefined)?.total ?? 0,
  };
}
