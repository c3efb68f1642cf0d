// Deals for the seed: flash-deal slots, the two promotions, vouchers and coupons, gift cards, freebies.
import { phnomPenh, random } from './seed-sql.mjs';

const pct = (cents, percent) => Math.round((cents * (100 - percent)) / 100);

/** Rows per table, each with its conflict key, in an order that satisfies the foreign keys. */
export function buildDeals(products, merchants, rng) {
  const open = products.filter((p) => p.stock > 5 && !p.is_preorder);
  // Daily slots (migration 0108) tile the Phnom Penh day, so a deal is on whenever the demo runs and
  // its countdown is hours long; each row's times are its first window. The 12.12 slot is a one-off.
  const daily = (id, from, to, title_en, title_km) => ({
    id,
    title_en,
    title_km,
    starts_at: phnomPenh('2026-11-20', from),
    ends_at: to === '24:00' ? phnomPenh('2026-11-21', '00:00') : phnomPenh('2026-11-20', to),
    repeats_daily: 1,
  });
  const slots = [
    daily(1, '12:00', '18:00', 'Midday flash deals', 'ការលក់ពិសេសពេលថ្ងៃត្រង់'),
    {
      id: 2,
      title_en: '12.12 midnight flash deals',
      title_km: 'ការលក់ពិសេសពាក់កណ្ដាលអធ្រាត្រ 12.12',
      starts_at: phnomPenh('2026-12-12', '00:00'),
      ends_at: phnomPenh('2026-12-12', '23:59'),
      repeats_daily: 0,
    },
    daily(3, '18:00', '24:00', 'Evening flash deals', 'ការលក់ពិសេសពេលល្ងាច'),
    daily(4, '00:00', '09:00', 'Late-night flash deals', 'ការលក់ពិសេសពេលយប់'),
    daily(5, '09:00', '12:00', 'Morning flash deals', 'ការលក់ពិសេសពេលព្រឹក'),
  ];
  const slotItem = (slot, random) => (p) => ({
    slot_id: slot,
    product_id: p.id,
    deal_cents: pct(p.price_cents, random.int(15, 40)),
    stock_left: random.int(5, 30),
    limit_per_shopper: 2,
  });
  // The slots added later draw from their own sequence, so the rows after them in the seed stay as they were.
  const laterRng = random(20261120);
  const slotItems = [1, 2, 3, 4, 5].flatMap((slot) =>
    open.slice(slot * 10, slot * 10 + 8).map(slotItem(slot, slot <= 2 ? rng : laterRng)),
  );
  const promotions = [
    {
      id: 1,
      slug: 'water-festival-sales-11.11',
      title_en: 'Water Festival sales 11.11',
      title_km: 'ការលក់បុណ្យអុំទូក 11.11',
      description_en: 'Celebrate Bon Om Touk with up to 40% off appliances, fashion and groceries.',
      description_km: 'អបអរបុណ្យអុំទូក ជាមួយការបញ្ចុះតម្លៃរហូតដល់ 40% លើឧបករណ៍ប្រើប្រាស់ សម្លៀកបំពាក់ និងគ្រឿងទេស។',
      banner: '/images/categories/food.svg',
      starts_at: phnomPenh('2026-11-01'),
      ends_at: phnomPenh('2026-11-15', '23:59'),
    },
    {
      id: 2,
      slug: '12.12',
      title_en: '12.12 mega sale',
      title_km: 'ការលក់ធំ 12.12',
      description_en: 'The biggest sale of the year: phones, TVs and more at member prices.',
      description_km: 'ការលក់ធំជាងគេប្រចាំឆ្នាំ៖ ទូរស័ព្ទ ទូរទស្សន៍ និងច្រើនទៀត ក្នុងតម្លៃសមាជិក។',
      banner: '/images/categories/electronics.svg',
      starts_at: phnomPenh('2026-12-01'),
      ends_at: phnomPenh('2026-12-12', '23:59'),
    },
  ];
  const promotionItems = [1, 2].flatMap((promotion) =>
    open
      .filter((_, i) => i % 9 === promotion)
      .slice(0, 24)
      .map((p) => ({
        promotion_id: promotion,
        product_id: p.id,
        promo_cents: pct(p.price_cents, promotion === 1 ? 20 : 25),
      })),
  );
  const start = phnomPenh('2026-11-01');
  const end = phnomPenh('2027-03-31', '23:59');
  const vouchers = [5, 10, 20].flatMap((off, i) => [
    {
      kind: 'voucher',
      merchant_id: null,
      title_en: `$${off} off orders over $${off * 10}`,
      title_km: `បញ្ចុះ $${off} សម្រាប់ការបញ្ជាទិញលើសពី $${off * 10}`,
      discount_cents: off * 100,
      discount_percent: 0,
      min_spend_cents: off * 1000,
    },
    {
      kind: 'voucher',
      merchant_id: null,
      title_en: `${5 * (i + 1)}% off for members`,
      title_km: `បញ្ចុះ ${5 * (i + 1)}% សម្រាប់សមាជិក`,
      discount_cents: 0,
      discount_percent: 5 * (i + 1),
      min_spend_cents: 2000 * (i + 1),
    },
  ]);
  const coupons = merchants.slice(0, 10).flatMap((m) => [
    {
      kind: 'coupon',
      merchant_id: m.id,
      title_en: `$2 off at ${m.name_en}`,
      title_km: `បញ្ចុះ $2 នៅ ${m.name_km}`,
      discount_cents: 200,
      discount_percent: 0,
      min_spend_cents: 1500,
    },
    {
      kind: 'coupon',
      merchant_id: m.id,
      title_en: `10% off at ${m.name_en}`,
      title_km: `បញ្ចុះ 10% នៅ ${m.name_km}`,
      discount_cents: 0,
      discount_percent: 10,
      min_spend_cents: 3000,
    },
  ]);
  const allCoupons = [...vouchers, ...coupons].map((c, i) => ({
    id: i + 1,
    ...c,
    terms_en: 'One per member. Cannot be combined with other vouchers.',
    terms_km: 'ម្នាក់ប្រើបានមួយ។ មិនអាចប្រើរួមជាមួយប័ណ្ណបញ្ចុះតម្លៃផ្សេងទៀតបានទេ។',
    total: rng.int(50, 500),
    claimed: 0,
    starts_at: start,
    ends_at: end,
  }));
  const giftCards = merchants
    .flatMap((m) => [10, 25, 50].map((value) => ({ merchant_id: m.id, value })))
    .map(({ merchant_id, value }, i) => {
      const m = merchants[merchant_id - 1];
      return {
        id: i + 1,
        merchant_id,
        title_en: `${m.name_en} $${value} gift card`,
        title_km: `កាតអំណោយ ${m.name_km} $${value}`,
        value_cents: value * 100,
        price_cents: value * 95,
        image: m.logo,
      };
    });
  const freebies = open
    .filter((p) => p.price_cents < 1500)
    .slice(0, 6)
    .map((p, i) => ({
      id: i + 1,
      product_id: p.id,
      title_en: `Free ${p.name_en}`,
      title_km: `${p.name_km} ឥតគិតថ្លៃ`,
      terms_en: `Free with any order over $${30 + i * 10} while stocks last.`,
      terms_km: `ឥតគិតថ្លៃ ជាមួយការបញ្ជាទិញលើសពី $${30 + i * 10} ដរាបណានៅមានស្តុក។`,
      min_spend_cents: (30 + i * 10) * 100,
      stock_left: rng.int(20, 100),
      ends_at: end,
    }));
  return [
    { name: 'flash_deal_slots', rows: slots, key: ['id'] },
    { name: 'flash_deal_items', rows: slotItems, key: ['slot_id', 'product_id'] },
    { name: 'promotions', rows: promotions, key: ['id'] },
    { name: 'promotion_items', rows: promotionItems, key: ['promotion_id', 'product_id'] },
    { name: 'coupons', rows: allCoupons, key: ['id'] },
    { name: 'gift_cards', rows: giftCards, key: ['id'] },
    { name: 'freebies', rows: freebies, key: ['id'] },
  ];
}
