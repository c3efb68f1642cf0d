import type { Lang } from '../../lib/lang';
import { dealCountsInWindow, dealStockLeft, promotionCounts, slotEnd, slotStart } from './live-deal';
import { cardColumns, type ProductCardRow } from './products';

export type SlotRow = { id: number; title: string; starts_at: number; ends_at: number; repeats_daily: 0 | 1 };
export type DealItemRow = ProductCardRow & {
  slot_id: number;
  deal_cents: number;
  stock_left: number;
  stock_total: number;
  limit_per_shopper: number;
};

/**
 * Flash-deal slots that have not ended (a daily slot: its current or next window), with their products,
 * deal prices and the deal stock left in that window; not a deal whose price will not count in it (below
 * the product's own price, above its down payment, and below a promotion on now or, for a window to come,
 * one running through all of it: `dealCountsInWindow`).
 */
export async function listFlashDeals(
  db: D1Database,
  lang: Lang,
  now: number,
): Promise<{ slots: SlotRow[]; items: DealItemRow[] }> {
  const [slots, items] = await db.batch([
    db
      .prepare(
        `SELECT id, CASE ?1 WHEN 'km' THEN title_km ELSE title_en END AS title, ${slotStart('?2')} AS starts_at, ${slotEnd('?2')} AS ends_at,
                repeats_daily
         FROM flash_deal_slots s WHERE ${slotEnd('?2')} > ?2 ORDER BY starts_at, id`,
      )
      .bind(lang, now),
    db
      .prepare(
        `SELECT ${cardColumns('?2')}, i.slot_id, i.deal_cents, ${dealStockLeft('?2')} AS stock_left, i.stock_total, i.limit_per_shopper AS deal_limit
         FROM flash_deal_items i JOIN flash_deal_slots s ON s.id = i.slot_id JOIN products p ON p.id = i.product_id
         WHERE ${slotEnd('?2')} > ?2 AND p.hidden = 0 AND ${dealCountsInWindow('?2')} ORDER BY i.slot_id, p.id`,
      )
      .bind(lang, now),
  ]);
  const rows = (items?.results ?? []) as (DealItemRow & { deal_limit: number })[];
  return {
    slots: (slots?.results ?? []) as SlotRow[],
    items: rows.map((row) => ({ ...row, limit_per_shopper: row.deal_limit })),
  };
}

export type PromotionRow = {
  id: number;
  slug: string;
  title: string;
  description: string;
  banner: string;
  starts_at: number;
  ends_at: number;
};
const PROMOTION_COLUMNS = `id, slug, CASE ?1 WHEN 'km' THEN title_km ELSE title_en END AS title,
  CASE ?1 WHEN 'km' THEN description_km ELSE description_en END AS description, banner, starts_at, ends_at`;

export async function listPromotions(db: D1Database, lang: Lang): Promise<PromotionRow[]> {
  const { results } = await db
    .prepare(`SELECT ${PROMOTION_COLUMNS} FROM promotions ORDER BY starts_at`)
    .bind(lang)
    .all<PromotionRow>();
  return results;
}

/** A promotion by slug with its products and their promotion prices, where those count (`promotionCounts`). */
export async function getPromotion(db: D1Database, lang: Lang, slug: string, now: number) {
  const promotion = await db
    .prepare(`SELECT ${PROMOTION_COLUMNS} FROM promotions WHERE slug = ?2`)
    .bind(lang, slug)
    .first<PromotionRow>();
  if (!promotion) return null;
  const { results } = await db
    .prepare(
      `SELECT ${cardColumns('?3')}, pi.promo_cents FROM promotion_items pi JOIN products p ON p.id = pi.product_id
       WHERE pi.promotion_id = ?2 AND p.hidden = 0 AND ${promotionCounts('p')} ORDER BY p.id`,
    )
    .bind(lang, promotion.id, now)
    .all<ProductCardRow & { promo_cents: number }>();
  return { promotion, items: results };
}

export type FreebieRow = {
  id: number;
  product_id: number;
  title: string;
  terms: string;
  image: string;
  min_spend_cents: number;
  stock_left: number;
  ends_at: number;
};

/** Live freebies (optionally one), with their product's picture. */
export async function listFreebies(db: D1Database, lang: Lang, now: number, id: number | null): Promise<FreebieRow[]> {
  const { results } = await db
    .prepare(
      `SELECT f.id, f.product_id, CASE ?1 WHEN 'km' THEN f.title_km ELSE f.title_en END AS title,
              CASE ?1 WHEN 'km' THEN f.terms_km ELSE f.terms_en END AS terms, p.image, f.min_spend_cents, f.stock_left, f.ends_at
       FROM freebies f JOIN products p ON p.id = f.product_id WHERE f.ends_at > ?2 AND p.hidden = 0 AND (?3 IS NULL OR f.id = ?3) ORDER BY f.id`,
    )
    .bind(lang, now, id)
    .all<FreebieRow>();
  return results;
}
