// The seed's pictures, drawn as small SVGs: each product's own drawing in its colour, seen four ways
// (front, angle or back, detail, in its box); the promotions' banners; the brands' wordmarks.
// An operator's photos replace them by changing a product's image and gallery, with no code change.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { DEFS, KINDS } from './seed-art.mjs';

const PRODUCTS = 'public/images/products';

/** What each base product looks like: [drawing, its colour when the variants are not colours, accent]. */
const ART = {
  'Samsung Galaxy A15': ['phone', '#2b2d33', '#5b7cfa'],
  'Samsung Galaxy S24': ['phone', '#3a3f58', '#5b7cfa'],
  'iPhone 15': ['phone', '#f0d9de', '#5b7cfa'],
  'iPhone 15 Pro Max': ['phone', '#8a8274', '#5b7cfa'],
  'Xiaomi Redmi Note 13': ['phone', '#2f6fd0', '#5b7cfa'],
  'OPPO Reno 11': ['phone', '#3f9b8a', '#5b7cfa'],
  'vivo Y36': ['phone', '#6a5acd', '#5b7cfa'],
  'iPad 10th generation': ['tablet', '#c7cbd1', '#5b7cfa'],
  'Samsung Galaxy Tab A9+': ['tablet', '#4b5563', '#5b7cfa'],
  'Xiaomi Pad 6': ['tablet', '#2f3a4a', '#5b7cfa'],
  '20 W USB-C fast charger': ['charger', '#f2f2f0', '#f5b82e'],
  'Shock-proof phone case': ['case', '#2b2d33', '#5b7cfa'],
  '10000 mAh power bank': ['powerbank', '#2b2d33', '#4ade80'],
  'Tempered glass screen protector': ['glass', '#2f6fd0', '#5b7cfa'],
  'Samsung Crystal UHD 4K smart TV': ['tv', '#2b2d33', '#5b7cfa'],
  'LG 4K UHD smart TV': ['tv', '#4b5563', '#c8102e'],
  'Sony Bravia 4K Google TV': ['tv', '#1b1d22', '#5b7cfa'],
  'Sharp full HD LED TV': ['tv', '#6b7280', '#c8102e'],
  'MacBook Air 13-inch M3': ['laptop', '#c7cbd1', '#5b7cfa'],
  'Samsung Galaxy Book4': ['laptop', '#5b6370', '#5b7cfa'],
  'Xiaomi RedmiBook 15': ['laptop', '#8a8f98', '#5b7cfa'],
  'Sony WH-1000XM5 headphones': ['headphones', '#2b2d33', '#5b7cfa'],
  'AirPods Pro (2nd generation)': ['earbuds', '#f2f2f0', '#5b7cfa'],
  'Xiaomi Redmi Buds 5': ['earbuds', '#2b2d33', '#5b7cfa'],
  'Sony portable Bluetooth speaker': ['speaker', '#2b2d33', '#5b7cfa'],
  'LG XBOOM party speaker': ['partySpeaker', '#2b2d33', '#ff4fa3'],
  'Panasonic electric rice cooker': ['cooker', '#f2f2f0', '#c8102e'],
  'Sharp digital rice cooker': ['cooker', '#c8323c', '#f5b82e'],
  'Xiaomi smart rice cooker': ['cooker', '#e9ebee', '#f97316'],
  'Stainless steel rice cooker': ['cooker', '#b8bec6', '#c8102e'],
  'Panasonic 1.5 HP inverter air conditioner': ['aircon', '#f2f2f0', '#5b7cfa'],
  'LG 1 HP dual inverter air conditioner': ['aircon', '#f2f2f0', '#5b7cfa'],
  'Standing fan with remote': ['fan', '#f2f2f0', '#5b7cfa'],
  'Panasonic ceiling fan': ['ceilingFan', '#f2f2f0', '#f5b82e'],
  'Samsung 300 L two-door refrigerator': ['fridge', '#c7cbd1', '#5b7cfa'],
  'LG 600 L side-by-side refrigerator': ['fridgeWide', '#c7cbd1', '#5b7cfa'],
  'Sharp 90 L mini refrigerator': ['miniFridge', '#c7cbd1', '#5b7cfa'],
  'Panasonic 360 L inverter refrigerator': ['fridge', '#c7cbd1', '#5b7cfa'],
  'Cotton summer dress': ['dress', '#f08a7a', '#fff'],
  'Silk blouse': ['blouse', '#f3e6d0', '#c8a27a'],
  'Sampot hol skirt': ['skirt', '#8c1d40', '#f5c542'],
  'Adidas training leggings': ['leggings', '#1f2430', '#fff'],
  'Oxford long-sleeve shirt': ['shirt', '#a9c8ec', '#fff'],
  'Krama cotton polo shirt': ['polo', '#1f3a68', '#c8323c'],
  'Adidas running T-shirt': ['tshirt', '#2f6fd0', '#fff'],
  'Slim-fit chino trousers': ['trousers', '#c8b08a', '#fff'],
  'Adidas Ultraboost running shoes': ['sneaker', '#2b2d33', '#fff'],
  'Leather sandals': ['sandal', '#7a4a2a', '#fff'],
  'Canvas backpack': ['backpack', '#3f6b4a', '#fff'],
  'Woven rattan handbag': ['handbag', '#c9a36b', '#fff'],
  "L'Oréal Revitalift day cream": ['creamJar', '#b4274b', '#f5c542'],
  "L'Oréal micellar cleansing water": ['micellar', '#e0609a', '#e0609a'],
  'SPF 50 sunscreen': ['sunscreen', '#f97316', '#f97316'],
  'Rice bran face mask': ['sheetMask', '#c9a36b', '#fff'],
  'Vitamin C 1000 mg tablets': ['pillBottle', '#f97316', '#f5b82e'],
  'Multivitamin for adults': ['pillBottle', '#2f6fd0', '#c8323c'],
  'Fish oil omega-3 capsules': ['capsules', '#1f3a68', '#f5b82e'],
  'Calcium with vitamin D': ['pillBottle', '#3f9b63', '#5b7cfa'],
  'Phka Rumduol jasmine rice': ['riceSack', '#f6f3ea', '#2e7d4f'],
  'Organic brown rice': ['kraftBag', '#c9a36b', '#5c9a3a'],
  'Instant noodles, chicken flavour': ['noodles', '#c8323c', '#f5b82e'],
  'Rice noodles (kuy teav)': ['riceNoodles', '#c8323c', '#fff'],
  'Kampot pepper iced coffee': ['iceCoffee', '#6b3f22', '#f6f0e0'],
  'Mineral water': ['water', '#2f6fd0', '#2f6fd0'],
  'Nescafé 3-in-1 coffee mix': ['coffeeSticks', '#b4274b', '#8a1434'],
  'Fresh coconut water': ['coconut', '#5e8c31', '#f97316'],
  'Kampot black pepper': ['pepper', '#2e7d4f', '#fff'],
  'Fish sauce': ['fishSauce', '#c8323c', '#c8323c'],
  'Prahok fermented fish paste': ['paste', '#a98a5a', '#7a4a2a'],
  'Kroeung lemongrass paste': ['paste', '#7fae3a', '#f5c542'],
  'Soft tape diapers': ['diapers', '#7cc6f2', '#f5c542'],
  'Pull-up pants diapers': ['diapers', '#c3a6f2', '#f5c542'],
  'Baby wipes, fragrance-free': ['wipes', '#8fd3b6', '#fff'],
  'Nestlé NAN Optipro formula': ['formulaTin', '#2f6fd0', '#f5c542'],
  'Dutch Lady growing-up milk': ['milkBottle', '#2f6fd0', '#c8323c'],
  'Nestlé Lactogen formula': ['formulaTin', '#3f9b63', '#f5c542'],
  'Full-face motorbike helmet': ['helmetFull', '#2b2d33', '#fff'],
  'Half-face city helmet': ['helmetHalf', '#2b2d33', '#fff'],
  'Honda open-face helmet': ['helmetOpen', '#c8323c', '#fff'],
  "Children's helmet": ['helmetKids', '#2f6fd0', '#fff'],
  'Honda Dream engine oil': ['oil', '#c8323c', '#f5c542'],
  'Yamaha brake pads': ['brakePads', '#3b4250', '#fff'],
  'Motorbike tyre 80/90-17': ['tyre', '#26282d', '#fff'],
  'Honda 12 V battery': ['battery', '#2b2d33', '#fff'],
  'Yamaha Grand Filano mirror set': ['mirrors', '#2b2d33', '#fff'],
};

/** Colour words a variant may name, as the product's body colour. */
const COLOURS = {
  'glass black': '#1d1f24',
  'steel grey': '#7d848c',
  midnight: '#27324a',
  black: '#2b2d33',
  white: '#f2f2f0',
  blue: '#2f6fd0',
  grey: '#8a8f98',
  red: '#c8323c',
  green: '#3f9b63',
  silver: '#c7cbd1',
  cream: '#efe6cf',
};

/** The variant's colour name, if its English name has one ('128GB, Blue' → 'blue'). */
function variantColour(variant) {
  const name = variant.toLowerCase();
  return Object.keys(COLOURS).find((colour) => new RegExp(`(^|[ ,])${colour}($|[ ,])`).test(name));
}

const mix = (hex, target, amount) => {
  const from = hex.match(/\w\w/g).map((h) => Number.parseInt(h, 16));
  const to = target.match(/\w\w/g).map((h) => Number.parseInt(h, 16));
  return `#${from
    .map((v, i) =>
      Math.round(v + (to[i] - v) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
};

function palette(body, accent) {
  const light = (Number.parseInt(body.slice(1, 3), 16) + Number.parseInt(body.slice(3, 5), 16)) / 2 > 200;
  return {
    body,
    dark: mix(body, '#000000', light ? 0.25 : 0.35),
    light: mix(body, '#ffffff', 0.55),
    line: light ? '#9aa3ad' : mix(body, '#000000', 0.3),
    accent,
  };
}

const slugify = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="400" height="400" role="img">${DEFS}${body}</svg>\n`;

const shadow = (y = 182, rx = 62) => `<ellipse cx="100" cy="${y}" rx="${rx}" ry="7" fill="#000" opacity=".08"/>`;

/** The four views of a drawing: on its own, at an angle (or its back), close up, and in its box. */
function views(kind, c, hue, label) {
  const drawing = KINDS[kind](c);
  const ground = `hsl(${hue} 45% 95%)`;
  const front = svg(`<rect width="200" height="200" fill="${ground}"/>${shadow()}${drawing}`);
  const second =
    kind === 'phone'
      ? `<g transform="translate(-30 0)">${KINDS.phoneBack(c)}</g><g transform="translate(40 8) scale(.9)">${drawing}</g>`
      : `<g transform="translate(100 104) rotate(-9) scale(.86) translate(-100 -100)">${drawing}</g>`;
  const angle = svg(
    `<rect width="200" height="200" fill="hsl(${hue} 30% 90%)"/><rect y="150" width="200" height="50" fill="hsl(${hue} 25% 82%)"/>${shadow(176, 70)}${second}`,
  );
  const detail = svg(
    `<rect width="200" height="200" fill="hsl(${hue} 35% 88%)"/><g transform="translate(100 100) scale(1.9) translate(-100 -88)">${drawing}</g><rect x="6" y="6" width="188" height="188" rx="10" fill="none" stroke="#fff" stroke-width="4" opacity=".7"/>`,
  );
  const box = svg(
    `<rect width="200" height="200" fill="#f4f5f7"/>${shadow(184, 74)}<path d="M30 52 l20 -20 h130 l-20 20 z" fill="${mix(c.body, '#ffffff', 0.3)}"/><path d="M160 52 l20 -20 v130 l-20 20 z" fill="${c.dark}"/><rect x="30" y="52" width="130" height="130" fill="#fff" stroke="#d5d9df"/><rect x="30" y="52" width="130" height="24" fill="${c.body}"/><text x="95" y="69" font-family="Arial,sans-serif" font-size="12" font-weight="700" fill="${c.line === '#9aa3ad' ? '#1f2430' : '#fff'}" text-anchor="middle">${escapeXml(label)}</text><g transform="translate(95 126) scale(.5) translate(-100 -100)">${drawing}</g>`,
  );
  return { front, angle, detail, box };
}

const escapeXml = (text) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * Clears public/images/products and returns `pictures(sub, base, variant)`, which draws a base product
 * (once per colour its variants name; `brandName(key)` labels its box) and gives the product's gallery,
 * front first, as public paths.
 */
export function writeProductImages(brandName) {
  rmSync(PRODUCTS, { recursive: true, force: true });
  mkdirSync(PRODUCTS, { recursive: true });
  const written = new Set();
  return (sub, base, variant) => {
    const [en, , brand] = base;
    const art = ART[en];
    if (!art) throw new Error(`No drawing for "${en}": add it to ART in scripts/seed-images.mjs`);
    const [kind, body, accent] = art;
    const colour = variantColour(variant[0]);
    const name = `${slugify(en)}${colour ? `-${slugify(colour)}` : ''}`;
    const paths = ['front', 'angle', 'detail', 'box'].map((view) => `/images/products/${name}-${view}.svg`);
    if (!written.has(name)) {
      written.add(name);
      const label = (brand ? brandName(brand) : 'MEMBER SHOP').toUpperCase();
      const drawn = views(kind, palette(colour ? COLOURS[colour] : body, accent), sub.hue, label);
      for (const [view, text] of Object.entries(drawn))
        writeFileSync(`public${paths.find((p) => p.endsWith(`-${view}.svg`))}`, text);
    }
    return paths;
  };
}

/** How each brand's wordmark is set: ground, ink, weight, letter-spacing, style, case. */
const WORDMARKS = {
  samsung: ['#1428a0', '#ffffff', 800, 3, 'normal', 'upper'],
  apple: ['#ffffff', '#1d1d1f', 600, 0, 'normal', 'as is'],
  xiaomi: ['#ff6900', '#ffffff', 700, 0, 'normal', 'as is'],
  oppo: ['#ffffff', '#1f8f4e', 700, 4, 'normal', 'upper'],
  vivo: ['#415fff', '#ffffff', 700, 1, 'normal', 'lower'],
  sony: ['#000000', '#ffffff', 700, 5, 'normal', 'upper'],
  lg: ['#ffffff', '#a50034', 800, 2, 'normal', 'upper'],
  sharp: ['#ffffff', '#e60012', 900, 3, 'normal', 'upper'],
  panasonic: ['#ffffff', '#0041c0', 800, 1, 'normal', 'as is'],
  adidas: ['#ffffff', '#000000', 800, 0, 'normal', 'lower'],
  loreal: ['#000000', '#ffffff', 400, 2, 'normal', 'upper'],
  nestle: ['#ffffff', '#5b5b5b', 600, 0, 'italic', 'as is'],
  dutchlady: ['#e1251b', '#ffffff', 700, 0, 'italic', 'as is'],
  honda: ['#ffffff', '#cc0000', 900, 2, 'normal', 'upper'],
  yamaha: ['#4b1e78', '#ffffff', 800, 3, 'normal', 'upper'],
};

/** Writes each brand's wordmark to public/images/brands/<key>.svg (2:1, sized to read at 120×60). */
export function writeBrandLogos(brands) {
  mkdirSync('public/images/brands', { recursive: true });
  for (const [key, name] of brands) {
    const [ground, ink, weight, spacing, style, letterCase] = WORDMARKS[key] ?? [
      '#ffffff',
      '#1f2a44',
      700,
      0,
      'normal',
      'as is',
    ];
    const text = letterCase === 'upper' ? name.toUpperCase() : letterCase === 'lower' ? name.toLowerCase() : name;
    const size = Math.min(44, Math.floor(170 / (text.length * 0.62 + (spacing * text.length) / 30)));
    writeFileSync(
      `public/images/brands/${key}.svg`,
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" width="200" height="100" role="img"><rect width="200" height="100" rx="14" fill="${ground}"/><text x="100" y="${50 + size * 0.36}" font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="${weight}" font-style="${style}" letter-spacing="${spacing}" fill="${ink}" text-anchor="middle">${escapeXml(text)}</text></svg>\n`,
    );
  }
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_KM = ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'];
const KHMER_DIGITS = (n) => String(n).replace(/\d/g, (d) => '០១២៣៤៥៦៧៨៩'[d]);

/** A sale's dates as the banner prints them ('1–12 Dec' / '១–១២ ធ្នូ'), in Phnom Penh time. */
function saleDates(startsAt, endsAt) {
  const day = (seconds) => new Date((seconds + 7 * 3600) * 1000);
  const [start, end] = [day(startsAt), day(endsAt)];
  const sameMonth = start.getUTCMonth() === end.getUTCMonth();
  const en = (d) => `${d.getUTCDate()} ${MONTHS_EN[d.getUTCMonth()]}`;
  const km = (d) => `${KHMER_DIGITS(d.getUTCDate())} ${MONTHS_KM[d.getUTCMonth()]}`;
  return sameMonth
    ? [`${start.getUTCDate()}–${en(end)}`, `${KHMER_DIGITS(start.getUTCDate())}–${km(end)}`]
    : [`${en(start)} – ${en(end)}`, `${km(start)} – ${km(end)}`];
}

/** Each sale's look on its banner: gradient, ink for the big numbers, and three products from it. */
const BANNER_LOOKS = {
  12.12: [
    ['#7a0a1f', '#d7263d', '#ffd23f'],
    [
      ['phone', '#2b2d33', '#5b7cfa'],
      ['tv', '#2b2d33', '#5b7cfa'],
      ['headphones', '#f2f2f0', '#5b7cfa'],
    ],
  ],
  'water-festival-sales-11.11': [
    ['#0b4f8a', '#1aa3c8', '#ffd23f'],
    [
      ['cooker', '#f2f2f0', '#c8102e'],
      ['dress', '#f08a7a', '#fff'],
      ['riceSack', '#f6f3ea', '#2e7d4f'],
    ],
  ],
};
const DEFAULT_LOOK = [
  ['#3b1f6b', '#c8102e', '#ffd23f'],
  [
    ['phone', '#2b2d33', '#5b7cfa'],
    ['cooker', '#f2f2f0', '#c8102e'],
    ['sneaker', '#2b2d33', '#fff'],
  ],
];

/**
 * Writes a promotion's banner to public/images/promotions/<slug>.svg and returns its path: the sale's
 * number (11.11, 12.12) or name, its name in English and Khmer and its dates in both, with products
 * from the sale, at 3:1 (the shape of the hero's box at every width).
 */
export function writePromotionBanner({ slug, title_en, title_km, starts_at, ends_at }) {
  mkdirSync('public/images/promotions', { recursive: true });
  const [[from, to, ink], kinds] = BANNER_LOOKS[slug] ?? DEFAULT_LOOK;
  const mark = slug.match(/\d+\.\d+/)?.[0] ?? 'SALE';
  const rest = title_en.replace(mark, '').trim();
  const name = rest.charAt(0).toUpperCase() + rest.slice(1);
  const nameKm = title_km.replace(mark, '').trim();
  const [datesEn, datesKm] = saleDates(starts_at, ends_at);
  const products = kinds
    .map(([kind, body, accent], i) => {
      const x = 640 + i * 170;
      const y = i % 2 ? 120 : 70;
      return `<g transform="translate(${x} ${y}) scale(1.1)"><circle cx="100" cy="100" r="96" fill="#fff" opacity=".16"/>${KINDS[kind](palette(body, accent))}</g>`;
    })
    .join('');
  const khmer = "'Noto Sans Khmer','Khmer OS','Khmer OS System',sans-serif";
  const pill = datesEn.length * 13 + 40;
  writeFileSync(
    `public/images/promotions/${slug}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" role="img"><defs><linearGradient id="sale" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>${DEFS.slice(6, -7)}</defs><rect width="1200" height="400" fill="url(#sale)"/><circle cx="1080" cy="-20" r="220" fill="#fff" opacity=".08"/><circle cx="560" cy="420" r="160" fill="#fff" opacity=".06"/>${products}<text x="56" y="178" font-family="Arial Black,Arial,sans-serif" font-size="150" font-weight="900" fill="${ink}" letter-spacing="-4">${mark}</text><text x="62" y="238" font-family="Arial,sans-serif" font-size="40" font-weight="700" fill="#fff">${escapeXml(name)}</text><text x="62" y="292" font-family="${khmer}" font-size="34" font-weight="700" fill="#fff">${escapeXml(nameKm)}</text><rect x="62" y="320" width="${pill}" height="46" rx="23" fill="${ink}"/><text x="${62 + pill / 2}" y="351" font-family="Arial,sans-serif" font-size="24" font-weight="700" fill="${from}" text-anchor="middle">${escapeXml(datesEn)}</text><text x="${82 + pill}" y="352" font-family="${khmer}" font-size="24" font-weight="700" fill="#fff">${datesKm}</text></svg>\n`,
  );
  return `/images/promotions/${slug}.svg`;
}
