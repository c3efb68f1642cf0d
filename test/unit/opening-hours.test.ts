import { describe, expect, test } from 'vitest';
import { phnomPenhClock, serviceState } from '../../lib/opening-hours';

const HOURS = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  opens: day === 0 ? '09:00' : '08:00',
  closes: day === 0 ? '17:00' : '20:00',
}));
const at = (iso: string) => new Date(iso);

describe('customer-service hours in Phnom Penh time', () => {
  test('the clock is UTC+7: 23:30 UTC on a Saturday is Sunday 06:30 in Phnom Penh', () => {
    expect(phnomPenhClock(at('2026-11-07T23:30:00Z'))).toEqual({ day: 0, minutes: 390 });
  });
  test('open during the day, until the closing time', () => {
    expect(serviceState(HOURS, at('2026-11-09T03:00:00Z'))).toEqual({ open: true, closes: '20:00' }); // Monday 10:00
  });
  test('closed before opening: opens later today', () => {
    expect(serviceState(HOURS, at('2026-11-08T00:30:00Z'))).toEqual({
      open: false,
      nextDay: 0,
      opens: '09:00',
      today: true,
    }); // Sunday 07:30
  });
  test('closed at the closing minute and after: opens the next day', () => {
    expect(serviceState(HOURS, at('2026-11-08T10:00:00Z'))).toEqual({
      open: false,
      nextDay: 1,
      opens: '08:00',
      today: false,
    }); // Sunday 17:00
    expect(serviceState(HOURS, at('2026-11-07T16:00:00Z'))).toEqual({
      open: false,
      nextDay: 0,
      opens: '09:00',
      today: false,
    }); // Saturday 23:00
  });
  test('a closed day is skipped; no hours at all is closed with no next opening', () => {
    const weekdays = HOURS.filter((h) => h.day >= 1 && h.day <= 5);
    expect(serviceState(weekdays, at('2026-11-07T05:00:00Z'))).toEqual({
      open: false,
      nextDay: 1,
      opens: '08:00',
      today: false,
    }); // Saturday noon
    expect(serviceState([], at('2026-11-07T05:00:00Z'))).toEqual({ open: false, nextDay: null });
  });
});
