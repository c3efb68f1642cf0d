import type { Lang } from './lang';

/**
 * Dates and times in Phnom Penh (UTC+7 all year, no daylight saving), formatted by our own code:
 * the Workers runtime has no Khmer locale data, so `Intl` would give English on the server and
 * Khmer in the browser, and hydration would not match. Inputs are Unix seconds.
 */
export const PHNOM_PENH_OFFSET_SECONDS = 7 * 3600;

/** Unix seconds as a datetime-local field's Phnom Penh "YYYY-MM-DDTHH:MM". */
export const phnomPenhInput = (seconds: number) =>
  new Date((seconds + PHNOM_PENH_OFFSET_SECONDS) * 1000).toISOString().slice(0, 16);
const OFFSET_SECONDS = PHNOM_PENH_OFFSET_SECONDS;

/** The start (Unix seconds) of the Phnom Penh day that `seconds` is in. */
export const phnomPenhDayStart = (seconds: number) => seconds - ((seconds + OFFSET_SECONDS) % 86_400);

const MONTHS: Record<Lang, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  km: ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'],
};

const two = (n: number) => String(n).padStart(2, '0');

/** The wall clock in Phnom Penh at `seconds`, read through UTC getters of a shifted date. */
function wallClock(seconds: number): Date {
  return new Date((seconds + OFFSET_SECONDS) * 1000);
}

/** "21 Nov 2026" / "21 វិច្ឆិកា 2026". */
export function formatDate(seconds: number, lang: Lang): string {
  const d = wallClock(seconds);
  return `${d.getUTCDate()} ${MONTHS[lang][d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "21:00" on the 24-hour clock (the same in both languages). */
export function formatTime(seconds: number): string {
  const d = wallClock(seconds);
  return `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

/** A span of seconds as whole days and the rest on a clock: 93784 → { days: 1, clock: "02:03:04" }. */
export function splitDuration(seconds: number): { days: number; clock: string } {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86400);
  const rest = s % 86400;
  return { days, clock: `${two(Math.floor(rest / 3600))}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}` };
}
