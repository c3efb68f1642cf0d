import { env } from 'cloudflare:workers';
import { jpegImage } from '../photo/test-images';
import { expect, test } from 'vitest';
import { formatUsd } from '../../lib/money';
import { callApi } from '../commerce/call-api';
import { buyNow, placeOrder } from '../commerce/order-helpers';
import { fetchPage } from './fetch-page';
import { memberHeaders, memberToken } from './member-session';
import { opsCookie, postForm, STAFF } from './ops-session';

// A promotion's price is what its products cost while it is on (db/live-deal.ts `salePrice`). Worker tests
// run on the seed day, 21 Nov 2026 at noon in Phnom Penh: the seed's 11.11 sale is over, 12.12 ahead.

const promotionForm = (slug: string, title: string, starts: string, ends: string) => ({
  slug,
  title_en: title,
  title_km: `${title} (ខ្មែរ)`,
  description_en: 'Member prices on a few favourites.',
  description_km: 'តម្លៃសមាជិកលើផលិតផលពេញនិយមមួយចំនួន។',
  banner_file: new File([jpegImage(1200, 400)], 'banner.jpg', { type: 'image/jpeg' }),
  starts_at: starts,
  ends_at: ends,
});

/** Adds a promotion through the console; returns its id. */
async function addPromotion(cookie: string, form: ReturnType<typeof promotionForm>) {
  const added = await postForm('/ops/promotions', cookie, form);
  return Number(/\/ops\/promotions\/(\d+)\?/.exec(added.response.headers.get('location') ?? '')?.[1]);
}

/** Puts a product in a promotion at `promoCents` through the console. */
async function addItem(cookie: string, promotion: number, product: number, promoCents: number) {
  const item = await postForm(`/ops/promotions/${promotion}/items`, cookie, {
    product_id: String(product),
    promo_price: (promoCents / 100).toFixed(2),
  });
  expect(item.response.status).toBe(303);
}

/** Adds a one-off flash-deal slot through the console (times in Phnom Penh); returns its id. */
async function addSlot(cookie: string, title: string, starts: string, ends: string) {
  await postForm('/ops/deals', cookie, {
    title_en: title,
    title_km: `${title} (ខ្មែរ)`,
    starts_at: starts,
    ends_at: ends,
  });
  const slot = await env.DB.prepare('SELECT id FROM flash_deal_slots WHERE title_en = ?1')
    .bind(title)
    .first<{ id: number }>();
  return slot!.id;
}

/** Puts a product in a flash-deal slot at `dealCents`, 10 units, 1 per shopper, through the console. */
async function addDeal(cookie: string, slot: number, product: number, dealCents: number) {
  const added = await postForm(`/ops/deals/${slot}/items`, cookie, {
    product_id: String(product),
    deal_price: (dealCents / 100).toFixed(2),
    stock: '10',
    limit: '1',
  });
  expect(added.response.status).toBe(303);
}

/** Products in no flash deal and no promotion, that a shopper can buy two of, in stock. */
const plainProducts = async () =>
  (
    await env.DB.prepare(
      `SELECT id, price_cents, compare_cents FROM products WHERE hidden = 0 AND stock > 5 AND is_earnest = 0 AND is_preorder = 0
         AND limit_per_shopper >= 2 AND id NOT IN (SELECT product_id FROM flash_deal_items)
         AND id NOT IN (SELECT product_id FROM promotion_items) ORDER BY id LIMIT 2`,
    ).all<{ id: number; price_cents: number; compare_cents: number | null }>()
  ).results;

/** A product page's schema.org Offer, as search engines read it. */
const offer = (body: string) =>
  JSON.parse(/<script type="application\/ld\+json"[^>]*>(\{"@context[^<]*"Product"[^<]*)<\/script>/.exec(body)![1]!)
    .offers as { price: string; priceValidUntil?: string };

/** The price a product's card shows on a page, and its struck-through price (null without one). */
function cardPrice(body: string, id: number) {
  const card =
    new RegExp(`href="(?:/kh)?/products/${id}" class="product-card-link"[^]*?</article>`).exec(body)?.[0] ?? '';
  return {
    price: /class="price-usd">([^<]+)</.exec(card)?.[1] ?? null,
    was: /class="price-was">[\s\S]*?(\$[\d,.]+)<\/s>/.exec(card)?.[1] ?? null,
    ahead: /class="promotion-price-ahead">([^<]+)</.exec(card)?.[1] ?? null,
  };
}

test('while a promotion is on, its price is the price: cards (a cached list too), the product page, the cart quote and the order', async () => {
  const cookie = await opsCookie(STAFF);
  const [product] = await plainProducts();
  const { id, price_cents: price } = product!;
  const promo = price - 123;
  const headers = await memberHeaders();
  // A list the shop caches (a catalogue read): every product at exactly this price.
  const dollars = (price / 100).toFixed(2);
  const list = `/products?min_price=${dollars}&max_price=${dollars}`;
  expect(cardPrice((await fetchPage(list, { headers })).body, id).price).toBe(formatUsd(price));

  const promotion = await addPromotion(
    cookie,
    promotionForm('monsoon-market', 'Monsoon market', '2026-11-20T00:00', '2026-11-30T23:59'),
  );
  // The list as cached once the promotion is on, before the product is in it.
  expect(cardPrice((await fetchPage(list, { headers })).body, id).price).toBe(formatUsd(price));
  await addItem(cookie, promotion, id, promo);

  expect(cardPrice((await fetchPage(list, { headers })).body, id)).toEqual({
    price: formatUsd(promo),
    was: formatUsd(price),
    ahead: null,
  });
  const page = await fetchPage(`/kh/products/${id}`);
  expect(page.body).toContain(`class="price-usd">${formatUsd(promo)}<`);
  // Search engines are told the sale price and its last day (23:59 on 30 Nov in Phnom Penh).
  expect(offer(page.body)).toMatchObject({ price: (promo / 100).toFixed(2), priceValidUntil: '2026-11-30' });
  expect((await fetchPage(`/products/${id}`)).body).toContain(
    '<p class="product-promotion"><a href="/promotions/monsoon-market">Monsoon market: this price until 30 Nov 2026</a></p>',
  );
  expect((await callApi(`/goods/${id}`)).data).toMatchObject({ money: (promo / 100).toFixed(2) });

  const sale = await fetchPage('/promotions/monsoon-market');
  expect(sale.response.status).toBe(200);
  expect(sale.body).toContain('<title>Monsoon market | ');
  expect(cardPrice(sale.body, id)).toEqual({ price: formatUsd(promo), was: formatUsd(price), ahead: null });

  const token = await memberToken();
  const added = await callApi('/addcart', { bearer: token, body: { goods_id: id, num: 1, money: '0.01' } });
  const lines = (await callApi('/carlists', { bearer: token })).data.lists.flatMap(
    (group: { child: { id: number; money: string }[] }) => group.child,
  );
  expect(lines.find((line: { id: number }) => line.id === added.data.id)?.money).toBe((promo / 100).toFixed(2));
  await callApi('/delcart', { bearer: token, body: { ids: [added.data.id] } });
  const quote = await callApi('/orders/quote', { bearer: token, body: buyNow(id, 2) });
  expect(quote.data.goods).toBe(((promo * 2) / 100).toFixed(2));
  const order = await placeOrder(token, buyNow(id, 2));
  expect(order.data).toMatchObject({ total: ((promo * 2) / 100).toFixed(2) });
  const line = await env.DB.prepare('SELECT product_id, unit_cents FROM order_items WHERE order_id = ?1')
    .bind(order.data.id)
    .first();
  expect(line).toEqual({ product_id: id, unit_cents: promo });

  // A promotion never raises a price: once the product's own price is below the promotion's, its own counts.
  await env.DB.prepare('UPDATE products SET price_cents = ?2 WHERE id = ?1')
    .bind(id, promo - 50)
    .run();
  expect((await callApi(`/goods/${id}`)).data).toMatchObject({
    money: ((promo - 50) / 100).toFixed(2),
    promotion: null,
  });
  expect(cardPrice((await fetchPage('/promotions/monsoon-market')).body, id).price).toBeNull();
  expect(offer((await fetchPage(`/products/${id}`)).body)).toEqual(
    expect.not.objectContaining({ priceValidUntil: expect.anything() }),
  );
});

test('before a promotion starts, its page shows its price and the day it starts beside today’s; once over, it says so', async () => {
  const cookie = await opsCookie(STAFF);
  const [, product] = await plainProducts();
  const { id, price_cents: price, compare_cents: compare } = product!;
  const promo = price - 200;
  const promotion = await addPromotion(
    cookie,
    promotionForm('khmer-new-year', 'Khmer New Year', '2027-04-13T00:00', '2027-04-16T23:59'),
  );
  await addItem(cookie, promotion, id, promo);

  const english = await fetchPage('/promotions/khmer-new-year');
  expect(cardPrice(english.body, id)).toEqual({
    price: formatUsd(price),
    was: compare && formatUsd(compare),
    ahead: `From 13 Apr 2027: ${formatUsd(promo)}`,
  });
  expect(cardPrice((await fetchPage('/kh/promotions/khmer-new-year')).body, id).ahead).toMatch(
    new RegExp(`^ចាប់ពីថ្ងៃ .+៖ \\${formatUsd(promo)}$`),
  );
  expect((await callApi(`/goods/${id}`)).data).toMatchObject({ money: (price / 100).toFixed(2) });
  expect((await fetchPage(`/kh/products/${id}`)).body).toMatch(
    new RegExp(
      `<p class="product-promotion"><a href="/kh/promotions/khmer-new-year">Khmer New Year \\(ខ្មែរ\\)៖ \\${formatUsd(promo)} ចាប់ពីថ្ងៃ [^<]+</a></p>`,
    ),
  );

  const over = await fetchPage('/kh/promotions/water-festival-sales-11.11');
  expect(over.response.status).toBe(200);
  expect(over.body).toContain('ប្រូម៉ូសិននេះបានបញ្ចប់ហើយ។ តម្លៃបានត្រឡប់មកធម្មតាវិញ។');
  expect(over.body).not.toContain('promotion-price-ahead');
  const ended = (await env.DB.prepare(
    `SELECT p.id, p.price_cents FROM promotion_items pi JOIN products p ON p.id = pi.product_id
     WHERE pi.promotion_id = 1 AND p.id NOT IN (SELECT product_id FROM flash_deal_items) AND p.id NOT IN
       (SELECT product_id FROM promotion_items WHERE promotion_id <> 1) ORDER BY p.id LIMIT 1`,
  ).first<{ id: number; price_cents: number }>())!;
  expect(cardPrice(over.body, ended.id).price).toBe(formatUsd(ended.price_cents));

  for (const path of ['/promotions/no-such-sale', '/kh/promotions/Bad_Slug']) {
    expect((await fetchPage(path)).response.status, path).toBe(404);
  }
});

test('the lower price wins: a live flash deal is off while a promotion on its product is cheaper, and on when it is cheaper itself', async () => {
  const cookie = await opsCookie(STAFF);
  // The seed's daily midday slot (1) is live at the seed day's noon; two of its products, in no promotion.
  const [cheaperPromotion, cheaperDeal] = (
    await env.DB.prepare(
      `SELECT i.product_id AS id, i.deal_cents AS deal, p.price_cents AS price FROM flash_deal_items i
         JOIN products p ON p.id = i.product_id
       WHERE i.slot_id = 1 AND i.stock_left > 0 AND p.is_earnest = 0 AND p.stock > 5
         AND i.product_id NOT IN (SELECT product_id FROM promotion_items) ORDER BY i.product_id LIMIT 2`,
    ).all<{ id: number; deal: number; price: number }>()
  ).results as [{ id: number; deal: number; price: number }, { id: number; deal: number; price: number }];
  const strip = async () =>
    ((await callApi('/flashdeals')).data as { id: number; child: { id: number }[] }[])
      .find((slot) => slot.id === 1)!
      .child.map((item) => item.id);
  expect(await strip()).toEqual(expect.arrayContaining([cheaperPromotion.id, cheaperDeal.id]));

  const promotion = await addPromotion(
    cookie,
    promotionForm('midweek-market', 'Midweek market', '2026-11-20T00:00', '2026-11-30T23:59'),
  );
  await addItem(cookie, promotion, cheaperPromotion.id, cheaperPromotion.deal - 10);
  await addItem(cookie, promotion, cheaperDeal.id, Math.min(cheaperDeal.deal + 10, cheaperDeal.price - 1));

  const money = async (id: number) => (await callApi(`/goods/${id}`)).data as { money: string; flash_deal: unknown };
  expect(await money(cheaperPromotion.id)).toMatchObject({
    money: ((cheaperPromotion.deal - 10) / 100).toFixed(2),
    flash_deal: null,
  });
  expect((await money(cheaperDeal.id)).money).toBe((cheaperDeal.deal / 100).toFixed(2));
  const shown = await strip();
  expect(shown).not.toContain(cheaperPromotion.id);
  expect(shown).toContain(cheaperDeal.id);

  // The order takes no deal stock for the product whose promotion is cheaper, and the deal's for the other.
  const token = await memberToken();
  const dealStock = async (id: number) => (await money(id)) as { flash_deal: { stock_left: number } | null };
  const before = (await dealStock(cheaperDeal.id)).flash_deal!.stock_left;
  for (const product of [cheaperPromotion, cheaperDeal]) {
    expect((await placeOrder(token, buyNow(product.id, 1))).code).toBe(0);
  }
  expect((await dealStock(cheaperDeal.id)).flash_deal!.stock_left).toBe(before - 1);
  const [line] = (
    await env.DB.prepare(
      'SELECT oi.slot_id, oi.unit_cents FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE oi.product_id = ?1 ORDER BY o.id DESC LIMIT 1',
    )
      .bind(cheaperPromotion.id)
      .all()
  ).results;
  expect(line).toEqual({ slot_id: null, unit_cents: cheaperPromotion.deal - 10 });
});

test('a live flash deal never raises a price: once the product costs less than the deal, the deal is off', async () => {
  const deal = (await env.DB.prepare(
    `SELECT i.product_id AS id, i.deal_cents AS deal FROM flash_deal_items i JOIN products p ON p.id = i.product_id
     WHERE i.slot_id = 1 AND i.stock_left > 0 AND p.is_earnest = 0 AND p.stock > 5
       AND i.product_id NOT IN (SELECT product_id FROM promotion_items) ORDER BY i.product_id DESC LIMIT 1`,
  ).first<{ id: number; deal: number }>())!;
  expect((await callApi(`/goods/${deal.id}`)).data.money).toBe((deal.deal / 100).toFixed(2));
  await env.DB.prepare('UPDATE products SET price_cents = ?2 WHERE id = ?1')
    .bind(deal.id, deal.deal - 1)
    .run();
  expect((await callApi(`/goods/${deal.id}`)).data).toMatchObject({
    money: ((deal.deal - 1) / 100).toFixed(2),
    flash_deal: null,
  });
  const quote = await callApi('/orders/quote', { bearer: await memberToken(), body: buyNow(deal.id, 1) });
  expect(quote.data.goods).toBe(((deal.deal - 1) / 100).toFixed(2));
});

test('a product in two live flash deals at once shows, charges and tells search engines the cheaper one', async () => {
  const cookie = await opsCookie(STAFF);
  // A product of the seed's midday slot (1, live from 12:00 on the seed day), in no promotion.
  const seeded = (await env.DB.prepare(
    `SELECT i.product_id AS id, i.deal_cents AS deal, p.price_cents AS price FROM flash_deal_items i
       JOIN products p ON p.id = i.product_id
     WHERE i.slot_id = 1 AND i.stock_left > 0 AND p.is_earnest = 0 AND p.price_cents > i.deal_cents + 100
       AND i.product_id NOT IN (SELECT product_id FROM promotion_items) ORDER BY i.product_id LIMIT 1`,
  ).first<{ id: number; deal: number; price: number }>())!;
  // The same product in a slot that began an hour earlier, at a higher deal price.
  const brunch = await addSlot(cookie, 'Brunch deals', '2026-11-21T11:00', '2026-11-21T15:00');
  await addDeal(cookie, brunch, seeded.id, seeded.deal + 50);

  const dollars = (seeded.deal / 100).toFixed(2);
  expect((await callApi(`/goods/${seeded.id}`)).data).toMatchObject({
    money: dollars,
    flash_deal: { slot_id: 1, deal_money: dollars },
  });
  const page = (await fetchPage(`/products/${seeded.id}`)).body;
  // The midday window ends at 18:00 on the seed day.
  expect(offer(page)).toMatchObject({ price: dollars, priceValidUntil: '2026-11-21' });
  const quote = await callApi('/orders/quote', { bearer: await memberToken(), body: buyNow(seeded.id, 1) });
  expect(quote.data.goods).toBe(dollars);
});

test('a deal still to come is not shown when a promotion on in its window will be cheaper', async () => {
  // The seed's 12.12 one-off slot (2) runs on 12 Dec, inside the 12.12 promotion (1-12 Dec).
  const beaten = (
    await env.DB.prepare(
      `SELECT i.product_id AS id FROM flash_deal_items i JOIN promotion_items pi ON pi.product_id = i.product_id
         JOIN promotions pr ON pr.id = pi.promotion_id JOIN products p ON p.id = i.product_id
       WHERE i.slot_id = 2 AND pr.slug = '12.12' AND pi.promo_cents <= i.deal_cents AND pi.promo_cents < p.price_cents`,
    ).all<{ id: number }>()
  ).results.map((row) => row.id);
  expect(beaten.length).toBeGreaterThan(0);
  const slot = ((await callApi('/flashdeals')).data as { id: number; child: { id: number }[] }[]).find(
    (one) => one.id === 2,
  )!;
  expect(slot.child.length).toBeGreaterThan(0);
  expect(slot.child.map((item) => item.id).filter((id) => beaten.includes(id))).toEqual([]);
  for (const id of beaten) expect((await callApi(`/goods/${id}`)).data.flash_deal, String(id)).toBeNull();
});

test('a deal still to come is shown when a cheaper promotion ends within its window, not when one runs through it', async () => {
  const cookie = await opsCookie(STAFF);
  const products = await plainProducts();
  const endsWithin = products[0]!;
  const runsThrough = products[1]!;
  // An evening slot (18:00-20:00 on the seed day; it is noon), both products in it $1 off.
  const slot = await addSlot(cookie, 'Evening market deals', '2026-11-21T18:00', '2026-11-21T20:00');
  for (const product of [endsWithin, runsThrough]) await addDeal(cookie, slot, product.id, product.price_cents - 100);
  // Each $2 off in a promotion on now: one ends at 19:00, within the window; the other at 20:00, with it.
  const early = await addPromotion(
    cookie,
    promotionForm('early-close', 'Early close', '2026-11-20T00:00', '2026-11-21T19:00'),
  );
  await addItem(cookie, early, endsWithin.id, endsWithin.price_cents - 200);
  const late = await addPromotion(
    cookie,
    promotionForm('late-close', 'Late close', '2026-11-20T00:00', '2026-11-21T20:00'),
  );
  await addItem(cookie, late, runsThrough.id, runsThrough.price_cents - 200);

  const shown = ((await callApi('/flashdeals')).data as { id: number; live: number; child: { id: number }[] }[]).find(
    (one) => one.id === slot,
  );
  expect(shown).toMatchObject({ live: 0 });
  expect(shown!.child.map((item) => item.id)).toEqual([endsWithin.id]);
});

test('a price sort pages through every product once while a promotion is on, in the order of the prices paid', async () => {
  const cookie = await opsCookie(STAFF);
  const promotion = await addPromotion(
    cookie,
    promotionForm('late-november', 'Late November', '2026-11-20T00:00', '2026-11-30T23:59'),
  );
  // The most expensive products without a compare-at price, promoted to half price: each moves down a
  // price-descending list, and joins the discount list.
  const dear = (
    await env.DB.prepare(
      `SELECT id, price_cents FROM products WHERE hidden = 0 AND is_earnest = 0 AND compare_cents IS NULL
         AND id NOT IN (SELECT product_id FROM flash_deal_items) ORDER BY price_cents DESC LIMIT 3`,
    ).all<{ id: number; price_cents: number }>()
  ).results;
  for (const product of dear) await addItem(cookie, promotion, product.id, Math.round(product.price_cents / 2));

  const first = (await callApi('/goods?sort=price_desc&limit=50&page=1')).data as { total: number; pages: number };
  const pages = await Promise.all(
    Array.from({ length: first.pages }, (_, i) => callApi(`/goods?sort=price_desc&limit=50&page=${i + 1}`)),
  );
  const listed = pages.flatMap((page) => page.data.list as { id: number; money: string; stock: number }[]);
  expect(listed).toHaveLength(first.total);
  expect(new Set(listed.map((product) => product.id)).size).toBe(first.total);
  // In stock first, then sold out; each part by the price paid, highest first.
  for (const inStock of [true, false]) {
    const prices = listed.filter((product) => product.stock > 0 === inStock).map((product) => Number(product.money));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  }
  const discounted = (await callApi('/discounts?sort=price_desc&limit=50')).data.list as { id: number }[];
  expect(discounted.map((item) => item.id)).toEqual(expect.arrayContaining(dear.map((product) => product.id)));
  for (const product of dear) {
    expect(listed.find((item) => item.id === product.id)?.money).toBe(
      (Math.round(product.price_cents / 2) / 100).toFixed(2),
    );
  }
});
