import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

/**
 * The seed's pictures as a shopper meets them: every product has 2 to 4 different
 * photos that exist, colour variants have their own, every promotion has a 3:1 banner of its own,
 * and no picture the shop serves weighs more than 30 KB.
 */
const catalogue = readFileSync('commerce/seed/0002_catalogue.sql', 'utf8');
const galleries = [...catalogue.matchAll(/'(\[(?:"\/images\/[^"]+",?)+\])'/g)].map(
  ([, json]) => JSON.parse(json!) as string[],
);

test('every seeded product has 2 to 4 distinct photos, all of them in public/', () => {
  expect(galleries).toHaveLength(400);
  for (const gallery of galleries) {
    expect(gallery.length).toBeGreaterThanOrEqual(2);
    expect(gallery.length).toBeLessThanOrEqual(4);
    expect(new Set(gallery).size).toBe(gallery.length);
    for (const path of gallery) expect(existsSync(join('public', path)), path).toBe(true);
    const bytes = new Set(gallery.map((path) => readFileSync(join('public', path), 'utf8')));
    expect(bytes.size, `${gallery[0]}: the views are the same picture`).toBe(gallery.length);
  }
});

test('colour variants of one product are drawn in their own colours', () => {
  const cases = galleries.map((gallery) => gallery[0]!).filter((path) => path.includes('shock-proof-phone-case'));
  expect(new Set(cases).size).toBe(5);
  const fills = new Set(
    cases.map((path) => readFileSync(join('public', path), 'utf8').match(/<rect x="60"[^>]*fill="([^"]+)"/)?.[1]),
  );
  expect(fills.size).toBe(5);
});

test('each promotion has a banner of its own, 3:1 like the hero box', () => {
  const banners = [...catalogue.matchAll(/'(\/images\/promotions\/[^']+\.svg)'/g)].map(([, path]) => path!);
  expect(banners.length).toBeGreaterThanOrEqual(2);
  for (const banner of banners) {
    const svg = readFileSync(join('public', banner), 'utf8');
    expect(svg).toMatch(/viewBox="0 0 1200 400"/);
  }
});

test('no picture under public/images is over 30 KB', () => {
  const heavy: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (statSync(path).size > 30 * 1024) heavy.push(`${path}: ${statSync(path).size} B`);
    }
  };
  walk('public/images');
  expect(heavy).toEqual([]);
});

test('every picture a seed file names is in public/ (orders keep their product picture as it was)', () => {
  const missing = readdirSync('commerce/seed')
    .flatMap((file) => [...readFileSync(join('commerce/seed', file), 'utf8').matchAll(/\/images\/[\w./-]+\.svg/g)])
    .map(([path]) => path)
    .filter((path) => !existsSync(join('public', path)));
  expect([...new Set(missing)]).toEqual([]);
});
