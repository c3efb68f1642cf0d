import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { callApi } from './call-api';

/**
 * A judged search: for a query, products named by a condition on the seeded
 * catalogue, so the judgement reads as what a shopper means. `top`: the first results are exactly the
 * in-stock products it names, in any order (sold-out ones are listed after every product in stock, so
 * they need only be found); `top5`: each of the first five results (or as many as it names in stock) is one
 * it names; `found`: all it names are found; `none`: none it names is found; `total`: how many are found.
 */
export type Judged = {
  q: string;
  lang?: '1' | '2';
  top?: string;
  top5?: string;
  found?: string;
  none?: string;
  total?: number;
};

export const idsWhere = async (where: string) =>
  (await env.DB.prepare(`SELECT id FROM products WHERE ${where} ORDER BY id`).all<{ id: number }>()).results.map(
    (row) => row.id,
  );

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** Searches as a shopper does (page 1 of 50) and asserts the judgement. */
export async function expectJudged({ q, lang, top, top5, found, none, total }: Judged): Promise<void> {
  const answer = await callApi(`/search?q=${encodeURIComponent(q)}&limit=50`, { lang });
  expect(answer.code).toBe(0);
  const ids: number[] = answer.data.list.map((card: { id: number }) => card.id);
  if (top) {
    const inStock = await idsWhere(`(${top}) AND stock > 0`);
    expect(inStock.length).toBeGreaterThan(0);
    expect(sorted(ids.slice(0, inStock.length)), 'first results').toEqual(inStock);
    expect(ids).toEqual(expect.arrayContaining(await idsWhere(`(${top}) AND stock = 0`)));
  }
  if (top5) {
    const wanted = new Set(await idsWhere(top5));
    const inStock = await idsWhere(`(${top5}) AND stock > 0`);
    const first = ids.slice(0, Math.min(5, inStock.length));
    expect(first.length).toBeGreaterThan(0);
    expect(
      first.filter((id) => !wanted.has(id)),
      'first five not judged relevant',
    ).toEqual([]);
  }
  if (found) expect(ids).toEqual(expect.arrayContaining(await idsWhere(found)));
  if (none) for (const id of await idsWhere(none)) expect(ids).not.toContain(id);
  if (total !== undefined) expect(answer.data.total).toBe(total);
}

/** Counts a judged set's hits and prints the rate when the file's tests are done. */
export function hitRate(name: string, size: number) {
  const passed = new Set<string>();
  return {
    pass: (q: string) => passed.add(q),
    report: () =>
      console.log(
        `${name}: ${passed.size} of ${size} queries judged right (${Math.round((100 * passed.size) / size)} %)`,
      ),
  };
}
