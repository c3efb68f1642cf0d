import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { callApi } from './call-api';
import { idsWhere } from './judged-search';

/** Search ranks like a shop (issue 17 point 4). */

const listed = async (query: string) =>
  ((await callApi(`/search?${query}&limit=50`)).data.list as { id: number }[]).map((card) => card.id);

test('a sold-out product ranks below an in-stock one of equal match, ranked on the index or with a filter', async () => {
  // The noodles' boxes of 30 and of 60 have the same index text but for the number: an equal match.
  const box30 = (await idsWhere("name_en = 'Rice noodles (kuy teav), box of 30'"))[0]!;
  const box60 = (await idsWhere("name_en = 'Rice noodles (kuy teav), box of 60'"))[0]!;
  const noodles = await idsWhere("name_en LIKE 'Rice noodles%' AND stock > 0");
  for (const query of ['q=kuy%20teav', 'q=kuy%20teav&category=601']) {
    const before = await listed(query);
    expect(before.indexOf(box30)).toBeLessThan(before.indexOf(box60));

    await env.DB.prepare('UPDATE products SET stock = 0 WHERE id = ?1').bind(box30).run();
    const after = await listed(query);
    expect(after.indexOf(box30)).toBeGreaterThan(after.indexOf(box60));
    expect(after.indexOf(box30)).toBeGreaterThanOrEqual(noodles.length - 1);
    await env.DB.prepare('UPDATE products SET stock = 20 WHERE id = ?1').bind(box30).run();
  }
});
