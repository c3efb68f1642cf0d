import { expect, test } from 'vitest';
import { rielFor } from '../../src/lib/money';
import { restRiel } from '../../src/lib/rest-riel';

test("the riel of a balance is the total's less the part's, so the two add up to the total's", () => {
  // $12.50 paid half now: 51,300៛ total, 25,600៛ now; the balance rounded alone would be 25,600៛ too,
  // and the shopper would see 51,200៛ in all.
  expect(rielFor(1250, 4100)).toBe(51_300);
  expect(rielFor(625, 4100)).toBe(25_600);
  expect(restRiel(1250, 625, 4100)).toBe(25_700);
  for (let total = 0; total <= 5000; total += 7) {
    for (const part of [0, Math.floor(total / 5), Math.floor(total / 2), total]) {
      expect(rielFor(part, 4100) + restRiel(total, part, 4100)).toBe(rielFor(total, 4100));
    }
  }
  expect(restRiel(1250, 1250, 4100)).toBe(0);
});
