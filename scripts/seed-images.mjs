// Product pictures: one small flat SVG drawing per goods subcategory, in two tints (main and gallery).
import { mkdirSync, writeFileSync } from 'node:fs';

const DIR = 'public/images/products';

/** Simple flat drawings on a 200×200 canvas; `ink` is the object colour, `soft` a lighter accent. */
const ICONS = {
  phone: (ink, soft) =>
    `<rect x="68" y="30" width="64" height="140" rx="12" fill="${ink}"/><rect x="74" y="42" width="52" height="108" rx="4" fill="${soft}"/><circle cx="100" cy="160" r="4" fill="${soft}"/>`,
  tablet: (ink, soft) =>
    `<rect x="45" y="40" width="110" height="130" rx="12" fill="${ink}"/><rect x="53" y="50" width="94" height="110" rx="4" fill="${soft}"/>`,
  charger: (ink, soft) =>
    `<rect x="70" y="70" width="60" height="70" rx="10" fill="${ink}"/><rect x="82" y="45" width="8" height="25" fill="${ink}"/><rect x="110" y="45" width="8" height="25" fill="${ink}"/><path d="M100 140 v30 q0 10 10 10 h30" stroke="${ink}" stroke-width="6" fill="none"/><path d="M104 88 l-10 18 h12 l-8 18" stroke="${soft}" stroke-width="5" fill="none"/>`,
  tv: (ink, soft) =>
    `<rect x="25" y="45" width="150" height="95" rx="6" fill="${ink}"/><rect x="32" y="52" width="136" height="81" fill="${soft}"/><rect x="90" y="140" width="20" height="18" fill="${ink}"/><rect x="65" y="156" width="70" height="6" rx="3" fill="${ink}"/>`,
  laptop: (ink, soft) =>
    `<rect x="45" y="50" width="110" height="75" rx="6" fill="${ink}"/><rect x="52" y="57" width="96" height="61" fill="${soft}"/><path d="M30 130 h140 l-10 18 h-120 z" fill="${ink}"/>`,
  headphones: (ink, soft) =>
    `<path d="M50 120 v-20 a50 50 0 0 1 100 0 v20" stroke="${ink}" stroke-width="10" fill="none"/><rect x="38" y="110" width="28" height="50" rx="10" fill="${ink}"/><rect x="134" y="110" width="28" height="50" rx="10" fill="${ink}"/><circle cx="52" cy="135" r="6" fill="${soft}"/><circle cx="148" cy="135" r="6" fill="${soft}"/>`,
  cooker: (ink, soft) =>
    `<ellipse cx="100" cy="75" rx="60" ry="18" fill="${ink}"/><rect x="40" y="75" width="120" height="80" rx="18" fill="${ink}"/><rect x="85" y="100" width="30" height="18" rx="4" fill="${soft}"/><rect x="90" y="50" width="20" height="10" rx="4" fill="${soft}"/>`,
  fan: (ink, soft) =>
    `<circle cx="100" cy="80" r="50" fill="none" stroke="${ink}" stroke-width="6"/><path d="M100 80 q-30 -35 0 -40 q20 10 0 40 q35 -20 40 10 q-10 20 -40 -10 q20 35 -15 38 q-15 -15 15 -38" fill="${soft}"/><circle cx="100" cy="80" r="8" fill="${ink}"/><rect x="96" y="130" width="8" height="30" fill="${ink}"/><rect x="70" y="160" width="60" height="8" rx="4" fill="${ink}"/>`,
  fridge: (ink, soft) =>
    `<rect x="60" y="25" width="80" height="150" rx="8" fill="${ink}"/><rect x="60" y="80" width="80" height="4" fill="${soft}"/><rect x="125" y="45" width="5" height="25" rx="2" fill="${soft}"/><rect x="125" y="95" width="5" height="35" rx="2" fill="${soft}"/>`,
  dress: (ink, soft) =>
    `<path d="M85 30 h30 l5 25 l-8 15 l35 95 h-94 l35 -95 l-8 -15 z" fill="${ink}"/><rect x="84" y="68" width="32" height="6" fill="${soft}"/>`,
  shirt: (ink, soft) =>
    `<path d="M75 35 l-40 25 l15 30 l15 -8 v88 h70 v-88 l15 8 l15 -30 l-40 -25 q-25 18 -50 0 z" fill="${ink}"/><path d="M88 38 l12 16 l12 -16" stroke="${soft}" stroke-width="4" fill="none"/>`,
  shoe: (ink, soft) =>
    `<path d="M30 130 q0 -40 20 -50 q20 10 45 0 q15 30 70 40 q10 5 5 20 h-140 z" fill="${ink}"/><rect x="30" y="140" width="140" height="10" rx="5" fill="${soft}"/>`,
  bottle: (ink, soft) =>
    `<rect x="88" y="30" width="24" height="20" rx="3" fill="${ink}"/><rect x="70" y="50" width="60" height="120" rx="14" fill="${ink}"/><rect x="78" y="90" width="44" height="40" rx="4" fill="${soft}"/>`,
  pill: (ink, soft) =>
    `<rect x="65" y="40" width="70" height="120" rx="10" fill="${ink}"/><rect x="60" y="30" width="80" height="20" rx="5" fill="${ink}"/><rect x="75" y="80" width="50" height="40" rx="4" fill="${soft}"/><rect x="88" y="92" width="24" height="16" rx="8" fill="${ink}"/>`,
  sack: (ink, soft) =>
    `<path d="M70 40 h60 l-10 20 q40 30 30 110 h-100 q-10 -80 30 -110 z" fill="${ink}"/><ellipse cx="100" cy="120" rx="28" ry="20" fill="${soft}"/>`,
  can: (ink, soft) =>
    `<rect x="65" y="40" width="70" height="125" rx="10" fill="${ink}"/><ellipse cx="100" cy="42" rx="35" ry="8" fill="${soft}"/><rect x="65" y="85" width="70" height="35" fill="${soft}"/>`,
  jar: (ink, soft) =>
    `<rect x="70" y="40" width="60" height="18" rx="4" fill="${ink}"/><rect x="60" y="58" width="80" height="110" rx="16" fill="${ink}"/><circle cx="100" cy="112" r="22" fill="${soft}"/>`,
  diaper: (ink, soft) =>
    `<path d="M40 60 h120 v20 q-20 10 -30 60 h-60 q-10 -50 -30 -60 z" fill="${ink}"/><rect x="40" y="60" width="120" height="10" fill="${soft}"/><circle cx="100" cy="100" r="10" fill="${soft}"/>`,
  babybottle: (ink, soft) =>
    `<path d="M92 25 q8 -8 16 0 v15 h-16 z" fill="${soft}"/><rect x="80" y="40" width="40" height="15" rx="4" fill="${ink}"/><rect x="72" y="55" width="56" height="115" rx="16" fill="${ink}"/><rect x="80" y="80" width="10" height="4" fill="${soft}"/><rect x="80" y="100" width="10" height="4" fill="${soft}"/><rect x="80" y="120" width="10" height="4" fill="${soft}"/>`,
  helmet: (ink, soft) =>
    `<path d="M40 130 a60 60 0 0 1 120 0 v15 h-120 z" fill="${ink}"/><path d="M100 95 h55 v25 h-55 z" fill="${soft}"/>`,
  gear: (ink, soft) =>
    `<circle cx="100" cy="100" r="45" fill="none" stroke="${ink}" stroke-width="22" stroke-dasharray="18 10"/><circle cx="100" cy="100" r="32" fill="${ink}"/><circle cx="100" cy="100" r="14" fill="${soft}"/>`,
};

function svg(icon, hue, tint) {
  const bg = `hsl(${hue} 60% ${tint})`;
  const ink = `hsl(${hue} 45% 35%)`;
  const soft = `hsl(${hue} 70% 85%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="400" height="400" role="img"><rect width="200" height="200" fill="${bg}"/>${ICONS[icon](ink, soft)}</svg>\n`;
}

/** Writes `<slug>.svg` and `<slug>-2.svg` per subcategory; returns their public paths by slug. */
export function writeProductImages(subcategories) {
  mkdirSync(DIR, { recursive: true });
  const paths = {};
  for (const { slug, icon, hue } of subcategories) {
    writeFileSync(`${DIR}/${slug}.svg`, svg(icon, hue, '94%'));
    writeFileSync(`${DIR}/${slug}-2.svg`, svg(icon, hue, '88%'));
    paths[slug] = [`/images/products/${slug}.svg`, `/images/products/${slug}-2.svg`];
  }
  return paths;
}

/** Writes a simple word-mark per brand to public/images/brands/<key>.svg. */
export function writeBrandLogos(brands) {
  mkdirSync('public/images/brands', { recursive: true });
  for (const [key, name] of brands) {
    const text = name.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
    writeFileSync(
      `public/images/brands/${key}.svg`,
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" width="200" height="100" role="img"><rect width="200" height="100" rx="12" fill="#f4f5f7"/><text x="100" y="60" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="700" fill="#1f2a44" text-anchor="middle">${text}</text></svg>\n`,
    );
  }
}
