import { expect, test } from 'vitest';
import { phnomPenhDayStart } from '../../worker/ops/order-filter';
import { csvCell } from '../../worker/ops/orders-csv';

test('a CSV cell is quoted as RFC 4180 says and never starts a formula', () => {
  expect(csvCell('Chan Sokha')).toBe('Chan Sokha');
  expect(csvCell(12)).toBe('12');
  expect(csvCell('Street 310, Phnom Penh')).toBe('"Street 310, Phnom Penh"');
  expect(csvCell('the "big" one')).toBe('"the ""big"" one"');
  expect(csvCell('two\nlines')).toBe('"two\nlines"');
  for (const formula of ['=1+1', '+855', '-2', '@SUM(A1)', '\t=1', '\r=1']) expect(csvCell(formula)).toMatch(/^"?'/);
  expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
  expect(csvCell('ការបញ្ជាទិញ')).toBe('ការបញ្ជាទិញ');
  // A spreadsheet that splits on semicolons sees one cell, and full-width signs start no formula either.
  expect(csvCell('x;=cmd|"/c calc"!A0')).toBe('"x;=cmd|""/c calc""!A0"');
  for (const wide of ['＝1+1', '＋855', '－2', '＠SUM(A1)']) expect(csvCell(wide)).toBe(`'${wide}`);
});

test('a filter day is the Phnom Penh day (UTC+7); a day that does not exist is no filter', () => {
  expect(phnomPenhDayStart('2026-11-25')).toBe(Date.UTC(2026, 10, 24, 17) / 1000);
  expect(phnomPenhDayStart('2026-02-30')).toBeNull();
  expect(phnomPenhDayStart('25/11/2026')).toBeNull();
  expect(phnomPenhDayStart('')).toBeNull();
});
