import { expect, test } from 'vitest';
import { rielFor } from '../../lib/money';
import { restRiel } from '../../src/lib/rest-riel';

test("the riel of a balance is the total's less the part's, not the balance rounded alone", () => {
  // $12.50 paid half now: 51,300៛ total, 25,600៛ now; the balance rounded alone would be 25,600៛ too,
  // and the shopper would see 51,200៛ in all.
  expect(rielFor(1250, 4100)).toBe(51_300);
  expect(rielFor(625, 4100)).toBe(25_600);
  expect(restRiel(1250, 625, 4100)).toBe(25_700);
  // Where rounding each gives the same, so does this; nothing left is nothing.
  expect(restRiel(30087, 6017, 4100)).toBe(986_900);
  expect(restRiel(1250, 1250, 4100)).toBe(0);
});
