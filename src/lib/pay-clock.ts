/**
 * A payment deadline on the page's own clock. A phone's wall clock may be minutes off (set by hand, no
 * network time), so the KHQR page never compares `expires_at` with `Date.now()`: it starts from what the
 * server said was left when it answered (`expires_at - now`) and counts that down with the page's
 * monotonic clock (`performance.now()`), which no change of the phone's clock moves.
 */

/** Where the deadline falls on the page's clock (ms), for an answer of the server's received at `receivedAtMs`. */
export function deadlineOnPage(expiresAt: number, serverNow: number, receivedAtMs: number): number {
  return receivedAtMs + (expiresAt - serverNow) * 1000;
}

/** Whole seconds left at page time `nowMs`, rounded up (00:01 until the very end), never below 0. */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** "09:58": minutes and seconds, in Latin digits in both languages (decision 017), as the bank apps show them. */
export function minutesSeconds(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
