import { env } from 'cloudflare:workers';
import { commerce } from '../../commerce/app';
import { jpegImage, pngImage } from '../photo/test-images';
import type { ApiAnswer } from './call-api';

/** Small real images: the server decodes and re-encodes every photo (decision 016). */
export const JPEG = jpegImage(48, 32);
export const PNG = pngImage(24, 16);
/** A WebP's first bytes only: the server refuses WebP (the review form converts it to JPEG first). */
export const WEBP = new Uint8Array([
  0x52,
  0x49,
  0x46,
  0x46,
  1,
  0,
  0,
  0,
  0x57,
  0x45,
  0x42,
  0x50,
  ...new Array(60).fill(7),
]);

export type Photo = { bytes: Uint8Array<ArrayBuffer>; type: string; name?: string };

/** POSTs a review of an order item as multipart/form-data (fields and `photos` files), the way the page sends it. */
export async function postReview(
  token: string,
  orderId: number,
  fields: Record<string, string>,
  photos: Photo[] = [],
  lang: '1' | '2' = '1',
): Promise<ApiAnswer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [i, photo] of photos.entries())
    form.append('photos', new File([photo.bytes], photo.name ?? `photo-${i}`, { type: photo.type }));
  const request = new Request(`http://localhost/api/orders/${orderId}/reviews`, {
    method: 'POST',
    body: form,
    headers: { lang, authorization: `Bearer ${token}` },
  });
  const response = await commerce.fetch(request, env);
  const json = (await response.json()) as { code: number; msg: string; data: unknown };
  return { status: response.status, ...json };
}

let nextOrder = 9000;

/** A new completed order of one item (the demo shopper's unless `userId`), returning its order and item ids. */
export async function completedOrder(productId = 16, userId = 1): Promise<{ orderId: number; itemId: number }> {
  const orderId = nextOrder++;
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO orders (id, user_id, idempotency_key, request_hash, state, delivery, outlet_id, payment_plan, payment_method, currency,
         goods_cents, shipping_cents, discount_cents, points_used, total_cents, due_now_cents, balance_cents, paid_cents, created_at, updated_at)
       VALUES (?1, ?2, 'test-' || ?1, 'test', 'completed', 'pickup', 1, 'full', 'khqr', 'USD', 700, 0, 0, 0, 700, 700, 0, 700, 1793000000, 1793000000)`,
    ).bind(orderId, userId),
    env.DB.prepare(
      `INSERT INTO order_items (id, order_id, product_id, merchant_id, name_en, name_km, image, unit_cents, is_earnest, earnest_cents, num, due_now_cents)
       SELECT ?1, ?1, id, merchant_id, name_en, name_km, image, price_cents, 0, 0, 1, price_cents FROM products WHERE id = ?2`,
    ).bind(orderId, productId),
  ]);
  return { orderId, itemId: orderId };
}
