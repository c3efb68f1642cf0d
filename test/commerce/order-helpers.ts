import { env } from 'cloudflare:workers';
import { callApi } from './call-api';

/** Places an order as the shopper with `key` as its Idempotency-Key. */
export const placeOrder = (
  token: string,
  body: Record<string, unknown>,
  key: string = crypto.randomUUID(),
  lang: '1' | '2' = '1',
) => callApi('/orders', { bearer: token, body, headers: { 'idempotency-key': key }, lang });

/** A pick-up order of the selected cart lines, paid by KHQR in full. */
export const PICKUP = {
  source: 'cart',
  delivery: 'pickup',
  outlet_id: 1,
  payment_method: 'khqr',
  payment_plan: 'full',
};

/** A product matching `where`, with its stock and limits. */
export const productWhere = (where: string) =>
  env.DB.prepare(
    `SELECT id, name_en, name_km, merchant_id, price_cents, is_earnest, earnest_cents, stock, limit_per_shopper FROM products p WHERE ${where} ORDER BY id LIMIT 1`,
  ).first<{
    id: number;
    name_en: string;
    name_km: string;
    merchant_id: number;
    price_cents: number;
    is_earnest: number;
    earnest_cents: number;
    stock: number;
    limit_per_shopper: number;
  }>();

export const stockOf = async (id: number) =>
  (await env.DB.prepare('SELECT stock FROM products WHERE id = ?1').bind(id).first<{ stock: number }>())!.stock;

/** Buy-now order body for `num` of a product. */
export const buyNow = (goodsId: number, num = 1, extra: Record<string, unknown> = {}) => ({
  ...PICKUP,
  source: 'buy_now',
  goods_id: goodsId,
  num,
  ...extra,
});
