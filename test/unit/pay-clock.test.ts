import { expect, test } from 'vitest';
import { deadlineOnPage, minutesSeconds, secondsLeft } from '../../src/lib/pay-clock';

test('the deadline is counted from what the server said was left, not from the phone’s wall clock', () => {
  // The server answered at 1000 that the code runs to 1600; the page had run 2.5 s when the answer came.
  const deadline = deadlineOnPage(1600, 1000, 2500);
  expect(deadline).toBe(602_500);
  expect(secondsLeft(deadline, 2500)).toBe(600);
  // Rounded up: 00:01 is shown until the very end, 00:00 only once it passed.
  expect(secondsLeft(deadline, 2501)).toBe(600);
  expect(secondsLeft(deadline, 3500)).toBe(599);
  expect(secondsLeft(deadline, 601_600)).toBe(1);
  expect(secondsLeft(deadline, 602_500)).toBe(0);
  expect(secondsLeft(deadline, 700_000)).toBe(0);
});

test('the first render (server and hydration) is the server’s own difference', () => {
  expect(secondsLeft(deadlineOnPage(1600, 1000, 0), 0)).toBe(600);
  expect(secondsLeft(deadlineOnPage(1000, 1600, 0), 0)).toBe(0);
});

test('minutes and seconds in Latin digits, two of each', () => {
  expect(minutesSeconds(600)).toBe('10:00');
  expect(minutesSeconds(599)).toBe('09:59');
  expect(minutesSeconds(61)).toBe('01:01');
  expect(minutesSeconds(0)).toBe('00:00');
  expect(minutesSeconds(-5)).toBe('00:00');
  expect(minutesSeconds(3600 + 5)).toBe('60:05');
});
