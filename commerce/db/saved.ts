import type { Lang } from '../../lib/lang';
import { cardColumns, type ProductCardRow } from './products';

/** At most this many ids of each kind travel with every page (the latest ones); lists page through all. */
export const MARKS_LIMIT = 500;

/** Saves (true) or unsaves (false) a product for a shopper; idempotent. False when the product does not exist. */
export async function setSaved(
  db: D1Database,
  userId: number,
  productId: number,
  saved: boolean,
  now: number,
): Promise<boolean> {
  if (!saved) {
    await db.prepare('DELETE FROM saved_products WHERE user_id = ?1 AND product_id = ?2').bind(userId, productId).run();
    return true;
  }
  const [product] = await db.batch([
    db.prepare('SELECT id FROM products WHERE id = ?1 AND hidden = 0').bind(productId),
    db
      .prepare(
        'INSERT INTO saved_products (user_id, product_id, created_at) SELECT ?1, id, ?3 FROM products WHERE id = ?2 AND hidden = 0 ON CONFLICT DO NOTHING',
      )
      .bind(userId, productId, now),
  ]);
  return (product?.results.length ?? 0) > 0;
}

/** A page of a shopper's saved products as cards, the latest saved first, and how many there are. */
export async function listSaved(
  db: D1Database,
  lang: Lang,
  userId: number,
  limit: number,
  offset: number,
  now: number,
) {
  const [list, count] = await db.batch([
    db
      .prepare(`SELECT ${cardColumns('?5')} FROM saved_products s JOIN products p ON p.id = s.product_id WHERE s.user_id = ?2 AND p.hidden = 0
                ORDER BY s.created_at DESC, p.id DESC LIMIT ?3 OFFSET ?4`)
      .bind(lang, userId, limit, offset, now),
    db
      .prepare(
        'SELECT COUNT(*) AS total FROM saved_products s JOIN products p ON p.id = s.product_id WHERE s.user_id = ?1 AND p.hidden = 0',
      )
      .bind(userId),
  ]);
  return {
    rows: (list?.results ?? []) as ProductCardRow[],
    total: ((count?.results ?? [])[0] as { total: number } | undefined)?.total ?? 0,
  };
}

/** The ids of the products a shopper saved and of the merchants they follow (the latest MARKS_LIMIT of each). */
export async function shopperMarks(db: D1Database, userId: number): Promise<{ saved: number[]; followed: number[] }> {
  const [saved, followed] = await db.batch(MARKS_SQL('?1').map((sql) => db.prepare(sql).bind(userId, MARKS_LIMIT)));
  return marksOf(saved, followed);
}

/** The saved-products and followed-merchants queries of the shopper whose id is the SQL expression `user`; ?2 is the limit. */
export const MARKS_SQL = (user: string) => [
  `SELECT product_id AS id FROM saved_products WHERE user_id = ${user} ORDER BY created_at DESC LIMIT ?2`,
  `SELECT merchant_id AS id FROM merchant_follows WHERE user_id = ${user} ORDER BY created_at DESC LIMIT ?2`,
];

export function marksOf(
  saved: D1Result | undefined,
  followed: D1Result | undefined,
): { saved: number[]; followed: number[] } {
  const ids = (result: D1Result | undefined) => ((result?.results ?? []) as { id: number }[]).map((row) => row.id);
  return { saved: ids(saved), followed: ids(followed) };
}
