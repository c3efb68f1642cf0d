// Writes the seed data (commerce/seed/0002_catalogue.sql, 0003_demo_shopper.sql) and its pictures
// (public/images/products, promotions and brands; scripts/seed-images.mjs). Deterministic: the same output on every run, so the files are
// committed and `npm start` and the worker tests read them as they are. Run: npm run seed:generate
import { createHash, pbkdf2Sync } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { BRANDS, HELP, MERCHANTS, OUTLETS } from './seed-content.mjs';
import { SUBCATEGORIES } from './seed-catalogue.mjs';
import { writeBrandLogos, writeProductImages, writePromotionBanner } from './seed-images.mjs';
import { buildDeals } from './seed-deals.mjs';
import { inserts, phnomPenh, random } from './seed-sql.mjs';
import { importTs } from './import-ts.mjs';

const { searchIndexText } = await importTs('commerce/normalise-search-text.ts');

export const PRODUCT_COUNT = 400;
const SEED_NOW = phnomPenh('2026-11-01', '09:00');
const DAY = 86_400;
const rng = random(20261111);

const brandId = Object.fromEntries(BRANDS.map(([key], i) => [key, i + 1]));
const pictures = writeProductImages((key) => BRANDS[brandId[key] - 1][1]);
writeBrandLogos(BRANDS.map(([key, name]) => [key, name]));

const brands = BRANDS.map(([key, en, km, category, aboutEn, aboutKm], i) => ({
  id: i + 1,
  goods_category_id: category,
  name_en: en,
  name_km: km,
  about_en: aboutEn,
  about_km: aboutKm,
  logo: `/images/brands/${key}.svg`,
  sort: i + 1,
}));

const merchants = MERCHANTS.map(([en, km, business, , cityEn, cityKm], i) => ({
  id: i + 1,
  business_category_id: business,
  name_en: en,
  name_km: km,
  about_en: `${en} is a trusted member-programme merchant in ${cityEn}, with genuine products, fair prices and friendly after-sales service.`,
  about_km: `${km} ជាអ្នកលក់ដែលគួរឱ្យទុកចិត្តក្នុងកម្មវិធីសមាជិកនៅ${cityKm} មានផលិតផលពិតប្រាកដ តម្លៃសមរម្យ និងសេវាក្រោយការលក់ដ៏រួសរាយ។`,
  logo: `/images/categories/${['phones', 'electronics', 'appliances', 'fashion', 'beauty', 'groceries', 'baby', 'motorbikes', 'food'][business - 1]}.svg`,
  city_en: cityEn,
  city_km: cityKm,
  phone: `012 ${String(300 + i * 7).padStart(3, '0')} ${String(100 + i * 37).slice(-3)}`,
  rating_x10: rng.int(40, 50),
  created_at: SEED_NOW - rng.int(200, 900) * DAY,
}));

/** Every base × variant of every subcategory, taken round-robin so each subcategory gets its share. */
function combinations() {
  const queues = SUBCATEGORIES.map((sub) =>
    sub.bases.flatMap((base) => (base[6] ?? sub.variants).map((variant) => ({ sub, base, variant }))),
  );
  const out = [];
  while (out.length < PRODUCT_COUNT && queues.some((q) => q.length)) {
    for (const queue of queues) if (queue.length && out.length < PRODUCT_COUNT) out.push(queue.shift());
  }
  return out;
}

const toCents = (dollars) =>
  dollars >= 20 ? Math.round(dollars) * 100 - 1 : Math.max(100, Math.round(dollars * 4) * 25);

const products = combinations().map(({ sub, base, variant }, i) => {
  const id = i + 1;
  const [en, km, brand, usd, blurbEn, blurbKm] = base;
  const top = Math.floor(sub.id / 100);
  const sellers = merchants.filter((_, m) => MERCHANTS[m][3] === top);
  const merchant = sellers[i % sellers.length];
  const price = toCents(usd * variant[2]);
  const compare = rng.next() < 0.35 ? toCents((price / 100) * (1.1 + rng.next() * 0.25)) : null;
  const isEarnest = price >= 30_000 ? 1 : i % 7 === 3 ? 2 : 0;
  const brandName = brand ? BRANDS[brandId[brand] - 1] : null;
  const gallery = pictures(sub, base, variant);
  const warrantyEn = sub.warranty ? `${sub.warranty} months` : 'No warranty';
  const warrantyKm = sub.warranty ? `${sub.warranty} ខែ` : 'គ្មានការធានា';
  return {
    id,
    merchant_id: merchant.id,
    brand_id: brand ? brandId[brand] : null,
    category_id: sub.id,
    top_category_id: top,
    name_en: `${en}, ${variant[0]}`,
    name_km: `${km} ${variant[1]}`,
    description_en: `${blurbEn} Sold by ${merchant.name_en} and shipped from ${merchant.city_en}. Delivery in Phnom Penh takes 1-2 days, or pick it up at one of our outlets.`,
    description_km: `${blurbKm} លក់ដោយ ${merchant.name_km} ហើយផ្ញើចេញពី${merchant.city_km}។ ការដឹកជញ្ជូនក្នុងរាជធានីភ្នំពេញចំណាយពេល 1-2 ថ្ងៃ ឬអ្នកអាចមកយកផ្ទាល់នៅហាងរបស់យើង។`,
    specs_en: JSON.stringify([
      ['Brand', brandName?.[1] ?? 'Local maker'],
      ['Option', variant[0]],
      ['Warranty', warrantyEn],
      ['Ships from', merchant.city_en],
    ]),
    specs_km: JSON.stringify([
      ['ម៉ាកយីហោ', brandName?.[1] ?? 'ផលិតក្នុងស្រុក'],
      ['ជម្រើស', variant[1]],
      ['ការធានា', warrantyKm],
      ['ផ្ញើចេញពី', merchant.city_km],
    ]),
    image: gallery[0],
    gallery: JSON.stringify(gallery),
    price_cents: price,
    compare_cents: compare && compare > price ? compare : null,
    is_earnest: isEarnest,
    earnest_cents: isEarnest === 1 ? Math.round(price / 500) * 100 : 0,
    stock: i % 17 === 5 ? 0 : rng.int(3, 150),
    limit_per_shopper: top <= 3 ? 3 : 10,
    sold: rng.int(0, 900),
    rating_x10: 0,
    rating_count: 0,
    is_preorder: i % 25 === 7 ? 1 : 0,
    ships_at: i % 25 === 7 ? SEED_NOW + rng.int(30, 60) * DAY : null,
    created_at: SEED_NOW - rng.int(0, 180) * DAY - i,
  };
});

const REVIEWS = [
  [5, 'Exactly as described and delivered the next day. Thank you!', 'ដូចការពិពណ៌នា ហើយដឹកមកដល់នៅថ្ងៃបន្ទាប់។ អរគុណច្រើន!'],
  [5, 'Great quality for the price. I will buy again.', 'គុណភាពល្អសមនឹងតម្លៃ។ ខ្ញុំនឹងទិញម្ដងទៀត។'],
  [4, 'Good product, the box was a little dented.', 'ផលិតផលល្អ តែប្រអប់ខូចបន្តិច។'],
  [4, 'Works well. Pick-up at the outlet was quick.', 'ប្រើបានល្អ។ ការមកយកនៅហាងលឿនណាស់។'],
  [3, 'It is fine, but delivery took longer than expected.', 'មិនអីទេ ប៉ុន្តែការដឹកជញ្ជូនយឺតជាងការរំពឹងទុក។'],
  [5, 'The seller answered all my questions on the phone.', 'អ្នកលក់ឆ្លើយសំណួររបស់ខ្ញុំទាំងអស់តាមទូរស័ព្ទ។'],
];
const AUTHORS = ['Dara', 'Sophea', 'Vannak', 'Sreymom', 'Piseth', 'Chantha', 'Rithy', 'Bopha', 'Kosal', 'Malis'];
const reviews = [];
for (const product of products) {
  const count = rng.int(0, 3);
  for (let r = 0; r < count; r++) {
    const [rating, en, km] = rng.pick(REVIEWS);
    reviews.push({
      id: reviews.length + 1,
      product_id: product.id,
      merchant_id: product.merchant_id,
      author: rng.pick(AUTHORS),
      rating,
      body_en: en,
      body_km: km,
      // Some time between the product's listing and the seed's moment: never a review from the future.
      created_at: product.created_at + Math.round(((SEED_NOW - product.created_at) * rng.int(5, 95)) / 100),
    });
  }
  const mine = reviews.filter((review) => review.product_id === product.id);
  product.rating_count = mine.length;
  product.rating_x10 = mine.length
    ? Math.round((mine.reduce((sum, review) => sum + review.rating, 0) / mine.length) * 10)
    : 0;
}

const outlets = OUTLETS.map(([en, km, addrEn, addrKm, provEn, provKm, phone, lat, lng], i) => ({
  id: i + 1,
  name_en: en,
  name_km: km,
  address_en: addrEn,
  address_km: addrKm,
  province_en: provEn,
  province_km: provKm,
  phone,
  hours: '08:00-20:00',
  lat,
  lng,
}));
const helpCategories = HELP.map(([slug, en, km], i) => ({ id: i + 1, slug, name_en: en, name_km: km, sort: i + 1 }));
const helpArticles = HELP.flatMap(([, , , articles], c) =>
  articles.map(([slug, titleEn, titleKm, bodyEn, bodyKm], a) => ({
    id: c * 5 + a + 1,
    category_id: c + 1,
    slug,
    title_en: titleEn,
    title_km: titleKm,
    body_en: bodyEn,
    body_km: bodyKm,
    sort: a + 1,
  })),
);

/** Goods category names by id, read from the hand-written category seed. */
const categoryNames = Object.fromEntries(
  [
    ...readFileSync('commerce/seed/0001_categories.sql', 'utf8').matchAll(
      /\((\d+), (?:NULL|\d+), '((?:[^']|'')*)', '((?:[^']|'')*)'/g,
    ),
  ].map(([, id, en, km]) => [id, `${en} ${km}`.replace(/''/g, "'")]),
);
// The search index's rows (migrations 0105, 0109): each product's fields in both languages, in the form
// searches are matched in (searchIndexText: the API's normaliseSearchText, a space at each end).
const searchRows = products.map((product) => {
  const brand = product.brand_id ? brands[product.brand_id - 1] : null;
  return {
    rowid: product.id,
    name: searchIndexText(`${product.name_en} ${product.name_km}`),
    brand: brand ? searchIndexText(`${brand.name_en} ${brand.name_km}`) : '',
    category: searchIndexText(categoryNames[product.category_id] ?? ''),
  };
});
const descriptionRows = products.map((product) => ({
  rowid: product.id,
  description: searchIndexText(`${product.description_en} ${product.description_km}`),
}));

const deals = buildDeals(products, merchants, rng);
for (const promotion of deals.find(({ name }) => name === 'promotions').rows) {
  promotion.banner = writePromotionBanner(promotion);
}
const cols = (rows) => Object.keys(rows[0]);
const table = (name, rows) => inserts(name, cols(rows), rows);

writeFileSync(
  'commerce/seed/0002_catalogue.sql',
  [
    '-- Generated by scripts/seed-generate.mjs: do not edit by hand. Idempotent (upserts).',
    table('brands', brands),
    table('merchants', merchants),
    table('products', products),
    table('reviews', reviews),
    ...deals.map(({ name, rows, key }) => inserts(name, cols(rows), rows, { key })),
    table('outlets', outlets),
    table('help_categories', helpCategories),
    table('help_articles', helpArticles),
    `-- The search index follows the products table, normalised (docs/decisions/018-khmer-search.md).\n${inserts('products_fts', cols(searchRows), searchRows, { replace: true })}`,
    inserts('product_descriptions_fts', cols(descriptionRows), descriptionRows, { replace: true }),
    '',
  ].join('\n\n'),
);

// The demo shopper: 012 345 678 / demo1234 (README, "Sign in to the demo"). The hash is computed here so the seed is plain SQL.
const salt = createHash('sha256').update('member-shop demo shopper').digest('hex').slice(0, 32);
const hash = pbkdf2Sync('demo1234', Buffer.from(salt, 'hex'), 100_000, 32, 'sha256').toString('hex');
const users = [
  {
    id: 1,
    mobile: '85512345678',
    name: 'Chan Sokha',
    email: 'sokha@example.com',
    pass_salt: salt,
    pass_hash: hash,
    created_at: SEED_NOW - 400 * DAY,
  },
];
const inStock = products.filter((p) => p.stock >= 2 && !p.is_preorder);
const cart = [inStock[0], inStock[13], inStock[40]].map((p, i) => ({
  id: i + 1,
  user_id: 1,
  product_id: p.id,
  num: i === 1 ? 2 : 1,
  selected: 1,
  created_at: SEED_NOW + i,
}));
const ledger = [
  ['purchase', 'order-1001', 120],
  ['review', 'review-1', 20],
  ['checkin', '2026-10-30', 10],
  ['redemption', 'voucher-1', -50],
].map(([kind, ref, points], i) => ({
  id: i + 1,
  user_id: 1,
  kind,
  ref,
  points,
  created_at: SEED_NOW - (10 - i) * DAY,
}));
writeFileSync(
  'commerce/seed/0003_demo_shopper.sql',
  [
    '-- Generated by scripts/seed-generate.mjs. The demo shopper (mobile 85512345678, password demo1234),',
    '-- a few cart items and some points. Existing rows are kept (INSERT OR IGNORE).',
    inserts('users', cols(users), users, { update: false }),
    inserts('cart_items', cols(cart), cart, { update: false }),
    inserts('points_ledger', cols(ledger), ledger, { update: false }),
    '',
  ].join('\n\n'),
);

// The demo operators of the console (/ops, README "Sign in to the demo"): an owner and a staff member,
// password ops-demo-1234 for both. Hashed here, as the demo shopper is, so the seed is plain SQL. In
// seed-local/, which only local runs and tests apply: a deployed shop, even a demo, never gets an owner
// whose password the README prints (npm run ops:owner -- --remote makes its first owner).
const operators = [
  ['owner@membershop.com.kh', 'Sok Dara', 'owner'],
  ['staff@membershop.com.kh', 'Keo Malis', 'staff'],
].map(([email, name, role], i) => {
  const opsSalt = createHash('sha256').update(`member-shop demo operator ${email}`).digest('hex').slice(0, 32);
  return {
    id: i + 1,
    email,
    name,
    role,
    pass_salt: opsSalt,
    pass_hash: pbkdf2Sync('ops-demo-1234', Buffer.from(opsSalt, 'hex'), 100_000, 32, 'sha256').toString('hex'),
    created_at: SEED_NOW - 400 * DAY,
  };
});
writeFileSync(
  'commerce/seed-local/0004_demo_operators.sql',
  [
    [
      '-- Generated by scripts/seed-generate.mjs. The demo operators of the console (/ops): an owner',
      '-- (owner@membershop.com.kh) and a staff member (staff@membershop.com.kh), password ops-demo-1234.',
      '-- Existing rows are kept (INSERT OR IGNORE).',
    ].join('\n'),
    inserts('operators', cols(operators), operators, { update: false }),
    '',
  ].join('\n\n'),
);
console.log(
  `seed: ${products.length} products, ${reviews.length} reviews, ${merchants.length} merchants, ${brands.length} brands`,
);
