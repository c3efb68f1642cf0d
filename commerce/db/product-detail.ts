import type { Lang } from '../../lib/lang';
import { PRODUCT_PHOTO_PATH } from '../../lib/product-image';
import { dealCountsInWindow, dealStockLeft, promotionCounts, slotEnd, slotStart } from './live-deal';
import { cardColumns, type ProductCardRow } from './products';

export type ProductDetailRow = ProductCardRow & {
  description: string;
  specs: string;
  gallery: string;
  /** Alt texts of the console's photos by path, as JSON (`{}` for the seed's drawn art). */
  photo_alts: string;
  limit_per_shopper: number;
  ships_at: number | null;
  category_id: number;
  category_name: string;
  brand_name: string | null;
  merchant_name: string;
  merchant_logo: string;
  merchant_city: string;
};
export type FlashDealRow = {
  slot_id: number;
  deal_cents: number;
  stock_left: number;
  limit_per_shopper: number;
  starts_at: number;
  ends_at: number;
  repeats_daily: 0 | 1;
};
export type PromotionOfferRow = {
  slug: string;
  title: string;
  promo_cents: number;
  starts_at: number;
  ends_at: number;
};
export type ReviewRow = { id: number; author: string; rating: number; body: string; created_at: number };
export type ReviewPhotoRow = { review_id: number; photo_key: string };

/**
 * Whether deal `i` of slot `s` is live at ?2, of those whose price counts: the window started and stock is left.
 * The cheapest live one is the one that prices the product (`salePrice`).
 */
const live = `(${slotStart('?2')} <= ?2 AND ${dealStockLeft('?2')} > 0)`;

/**
 * A product with its category, brand and merchant names, its flash deal (the live one that prices it, else
 * the next or a sold-out one), its current (the lowest price) or next promotion, star counts and latest reviews.
 */
export async function getProductDetail(db: D1Database, lang: Lang, id: number, now: number) {
  const [product, flash, promotion, stars, reviews, photos] = await db.batch([
    db
      .prepare(
        `SELECT ${cardColumns('?3')}, CASE ?1 WHEN 'km' THEN p.description_km ELSE p.description_en END AS description,
                CASE ?1 WHEN 'km' THEN p.specs_km ELSE p.specs_en END AS specs, p.gallery, p.limit_per_shopper, p.ships_at,
                (SELECT json_group_object('${PRODUCT_PHOTO_PATH}' || f.key, CASE ?1 WHEN 'km' THEN f.alt_km ELSE f.alt_en END)
                 FROM product_photos f WHERE f.product_id = p.id) AS photo_alts,
                p.category_id, CASE ?1 WHEN 'km' THEN g.name_km ELSE g.name_en END AS category_name,
                CASE ?1 WHEN 'km' THEN b.name_km ELSE b.name_en END AS brand_name,
                CASE ?1 WHEN 'km' THEN m.name_km ELSE m.name_en END AS merchant_name, m.logo AS merchant_logo,
                CASE ?1 WHEN 'km' THEN m.city_km ELSE m.city_en END AS merchant_city
         FROM products p JOIN merchants m ON m.id = p.merchant_id JOIN goods_categories g ON g.id = p.category_id
         LEFT JOIN brands b ON b.id = p.brand_id WHERE p.id = ?2 AND p.hidden = 0`,
      )
      .bind(lang, id, now),
    db
      .prepare(
        `SELECT i.slot_id, i.deal_cents, ${dealStockLeft('?2')} AS stock_left, i.limit_per_shopper, ${slotStart('?2')} AS starts_at, ${slotEnd('?2')} AS ends_at,
                s.repeats_daily
         FROM flash_deal_items i JOIN flash_deal_slots s ON s.id = i.slot_id
         WHERE i.product_id = ?1 AND ${slotEnd('?2')} > ?2 AND ${dealCountsInWindow('?2')}
         ORDER BY ${live} DESC, CASE WHEN ${live} THEN i.deal_cents END, starts_at, i.slot_id LIMIT 1`,
      )
      .bind(id, now),
    db
      .prepare(
        `SELECT pr.slug, CASE ?3 WHEN 'km' THEN pr.title_km ELSE pr.title_en END AS title, pi.promo_cents, pr.starts_at, pr.ends_at
         FROM promotion_items pi JOIN promotions pr ON pr.id = pi.promotion_id JOIN products p ON p.id = pi.product_id
         WHERE pi.product_id = ?1 AND ${promotionCounts('p')} AND pr.ends_at > ?2 ORDER BY pr.starts_at > ?2, CASE WHEN pr.starts_at <= ?2 THEN pi.promo_cents END, pr.starts_at, pi.promo_cents
         LIMIT 1`,
      )
      .bind(id, now, lang),
    db
      .prepare('SELECT rating, COUNT(*) AS n FROM reviews WHERE product_id = ?1 AND hidden_at IS NULL GROUP BY rating')
      .bind(id),
    db
      .prepare(
        `SELECT id, author, rating, CASE ?2 WHEN 'km' THEN body_km ELSE body_en END AS body, created_at
         FROM reviews WHERE product_id = ?1 AND hidden_at IS NULL ORDER BY created_at DESC LIMIT 5`,
      )
      .bind(id, lang),
    // The photos of those same five reviews (shoppers' uploads, kept in R2).
    db
      .prepare(
        `SELECT review_id, photo_key FROM review_photos
         WHERE review_id IN (SELECT id FROM reviews WHERE product_id = ?1 AND hidden_at IS NULL ORDER BY created_at DESC LIMIT 5)
         ORDER BY review_id, sort`,
      )
      .bind(id),
  ]);
  const row = (product?.results ?? [])[0] as ProductDetailRow | undefined;
  if (!row) return null;
  return {
    row,
    flash: ((flash?.results ?? [])[0] as FlashDealRow | undefined) ?? null,
    promotion: ((promotion?.results ?? [])[0] as PromotionOfferRow | undefined) ?? null,
    stars: (stars?.results ?? []) as { rating: number; n: number }[],
    reviews: (reviews?.results ?? []) as ReviewRow[],
    photos: (photos?.results ?? []) as ReviewPhotoRow[],
  };
}
