import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { nowSeconds, phnomPenhDate } from '../../lib/clock';
import { shopperRows } from '../../commerce/db/shopper-state';
import { sha256Hex } from '../../commerce/secrets';
import { PAGE_READS } from '../../worker/loaders';
import { callApi, demoToken } from './call-api';
import { buyNow, placeOrder, productWhere } from './order-helpers';

// Decision 044: a page's reads answered in the shopper's header batch answer what their services do.
test('the account home’s reads in the header batch answer as /api does, in each language', async () => {
  const token = await demoToken();
  const hash = await sha256Hex(token);
  const { user_id: userId } = (await env.DB.prepare('SELECT user_id FROM tokens WHERE token_hash = ?1')
    .bind(hash)
    .first<{ user_id: number }>())!;
  // More messages than the home shows, one unread, so the page, its totals and the unread count all matter.
  for (const n of [1, 2, 3, 4]) {
    await env.DB.prepare(
      `INSERT INTO member_messages (user_id, kind, title_en, title_km, body_en, body_km, created_at)
       VALUES (?1, 'account', ?2, ?3, 'Body', 'អត្ថបទ', ?4)`,
    )
      .bind(userId, `Batch test ${n}`, `សាកល្បង ${n}`, nowSeconds() + n)
      .run();
  }
  const reads = PAGE_READS.accountHome!;
  expect(reads).toHaveLength(2);
  for (const [lang, code] of [
    ['en', '1'],
    ['km', '2'],
  ] as const) {
    const now = nowSeconds();
    const rows = (await shopperRows(env.DB, hash, lang, now, phnomPenhDate(now), reads))!;
    for (const read of reads) {
      expect(rows.answers[read], `${read} ${lang}`).toEqual((await callApi(read, { bearer: token, lang: code })).data);
    }
  }
});

test('the header batch leaves out the order counts while an order is overdue, so the service expires it first', async () => {
  const token = await demoToken();
  const hash = await sha256Hex(token);
  const reads = PAGE_READS.accountHome!;
  const answered = async () => {
    const now = nowSeconds();
    return Object.keys((await shopperRows(env.DB, hash, 'en', now, phnomPenhDate(now), reads))!.answers);
  };
  const product = (await productWhere('stock > 10 AND limit_per_shopper = 10 AND is_earnest = 0 AND id > 360'))!;
  const order = await placeOrder(token, buyNow(product.id, 1));
  expect(await answered()).toEqual(reads);
  await env.DB.prepare('UPDATE orders SET expires_at = 1 WHERE id = ?1').bind(order.data.id).run();
  expect(await answered()).toEqual(reads.filter((read) => !read.startsWith('/orders/counts')));
});
