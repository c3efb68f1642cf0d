import { expect, test } from 'vitest';
import { mayReload, RELOAD_WINDOW_MS } from '../../src/app/reload-guard';

test('a failed chunk reloads the page at most once per 60 seconds', () => {
  const now = 1_800_000_000_000;
  expect(RELOAD_WINDOW_MS).toBe(60_000);
  expect(mayReload(0, now)).toBe(true);
  expect(mayReload(now - 10_000, now)).toBe(false);
  expect(mayReload(now - 59_999, now)).toBe(false);
  expect(mayReload(now - 60_000, now)).toBe(true);
  // A clock that went backwards must not lock reloads out.
  expect(mayReload(now + 5_000, now)).toBe(true);
});
