import { expect, test } from 'vitest';
import { formatRiel, formatUsd, fromCents, groupDigits, lineDueCents, toCents } from '../../lib/money';

test('wire amounts become integer cents without float error', () => {
  expect(toCents('12.50')).toBe(1250);
  expect(toCents('0.10')).toBe(10);
  expect(toCents('19.9')).toBe(1990);
  expect(toCents('7')).toBe(700);
  expect(toCents('abc')).toBe(0);
  // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is exact.
  expect(toCents('0.10') + toCents('0.20')).toBe(30);
});

test('dollars show a $ sign, two decimals and grouped thousands', () => {
  expect(formatUsd(1250)).toBe('$12.50');
  expect(formatUsd(0)).toBe('$0.00');
  expect(formatUsd(129900)).toBe('$1,299.00');
  expect(formatUsd(-5)).toBe('-$0.05');
  expect(formatUsd(123456789)).toBe('$1,234,567.89');
});

test('whole numbers are grouped by thousands and rounded', () => {
  expect(groupDigits(999)).toBe('999');
  expect(groupDigits(4100)).toBe('4,100');
  expect(groupDigits(1234567)).toBe('1,234,567');
  expect(groupDigits(-1234)).toBe('-1,234');
  expect(groupDigits(12.6)).toBe('13');
});

test('riel is rounded to 100 at the configured rate', () => {
  expect(formatRiel(1250, 4100)).toBe('≈ 51,300៛');
  expect(formatRiel(99, 4100)).toBe('≈ 4,100៛');
  expect(formatRiel(0, 4100)).toBe('≈ 0៛');
});

test('a line is due at its down payment for is_earnest 1, at its price for 0 and 2', () => {
  const line = { money: '250.00', earnest_money: '50.00', num: 3 };
  expect(lineDueCents({ ...line, is_earnest: 0 })).toBe(75000);
  expect(lineDueCents({ ...line, is_earnest: 1 })).toBe(15000);
  expect(lineDueCents({ ...line, is_earnest: 2 })).toBe(75000);
});

test('fromCents writes cents back in the wire form, and toCents reads it again', () => {
  expect([fromCents(1250), fromCents(5), fromCents(0), fromCents(129900), fromCents(-305)]).toEqual([
    '12.50',
    '0.05',
    '0.00',
    '1299.00',
    '-3.05',
  ]);
  for (const cents of [0, 1, 99, 100, 36049, 987654]) expect(toCents(fromCents(cents))).toBe(cents);
});
