/** A flash-deal slot's times as the API gives them: its current or next window, and whether it repeats. */
export type DealTimes = { starts_at: number; ends_at: number; repeats_daily: 0 | 1 };

/** Where a slot stands at a moment: the window that counts and whether it is yet to start, on, or over. */
export type DealWindow = { phase: 'upcoming' | 'live' | 'ended'; starts_at: number; ends_at: number };

const DAY = 86400;

/**
 * The window of `slot` that counts at `now` (Unix seconds), as the server counts it
 * (commerce/db/live-deal.ts): the given window until it ends, then, for a daily slot, the
 * next day's window that has not ended; a one-off slot is over after its window.
 */
export function dealWindowAt(slot: DealTimes, now: number): DealWindow {
  const days = slot.repeats_daily === 1 && now >= slot.ends_at ? Math.floor((now - slot.ends_at) / DAY) + 1 : 0;
  const starts_at = slot.starts_at + days * DAY;
  const ends_at = slot.ends_at + days * DAY;
  const phase = now < starts_at ? 'upcoming' : now < ends_at ? 'live' : 'ended';
  return { phase, starts_at, ends_at };
}
