import { expect, test } from 'vitest';
import { dealWindowAt } from '../../src/lib/deal-window';

const HOUR = 3600;
// Midday to 18:00, as the seed's daily slot 1 (times relative to its first window's start).
const midday = { starts_at: 0, ends_at: 6 * HOUR };

test('a daily window that ends moves on to the next day’s start, then counts to its end', () => {
  const daily = { ...midday, repeats_daily: 1 as const };
  expect(dealWindowAt(daily, -1)).toEqual({ phase: 'upcoming', starts_at: 0, ends_at: 6 * HOUR });
  expect(dealWindowAt(daily, 6 * HOUR - 1)).toEqual({ phase: 'live', starts_at: 0, ends_at: 6 * HOUR });
  expect(dealWindowAt(daily, 6 * HOUR)).toEqual({ phase: 'upcoming', starts_at: 24 * HOUR, ends_at: 30 * HOUR });
  expect(dealWindowAt(daily, 24 * HOUR)).toEqual({ phase: 'live', starts_at: 24 * HOUR, ends_at: 30 * HOUR });
  expect(dealWindowAt(daily, 10 * 24 * HOUR + 7 * HOUR).starts_at).toBe(11 * 24 * HOUR);
});

test('a one-off window that ends is over', () => {
  const once = { ...midday, repeats_daily: 0 as const };
  expect(dealWindowAt(once, 3 * HOUR).phase).toBe('live');
  expect(dealWindowAt(once, 6 * HOUR)).toEqual({ phase: 'ended', starts_at: 0, ends_at: 6 * HOUR });
  expect(dealWindowAt(once, 30 * HOUR).phase).toBe('ended');
});
