/** Opening hours by weekday (0 is Sunday) in Phnom Penh time, "HH:MM"; a missing day is closed. */
export type DayHours = { day: number; opens: string; closes: string };

/** Open now and until when, or closed and when it next opens (that weekday and time; `today`: later today). */
export type ServiceState =
  | { open: true; closes: string }
  | { open: false; nextDay: number; opens: string; today: boolean }
  | { open: false; nextDay: null };

const PHNOM_PENH_OFFSET_MS = 7 * 3600_000; // UTC+7 all year: Cambodia has no daylight saving.
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The weekday and minutes since midnight in Phnom Penh at `now`. */
export function phnomPenhClock(now: Date): { day: number; minutes: number } {
  const local = new Date(now.getTime() + PHNOM_PENH_OFFSET_MS);
  return { day: local.getUTCDay(), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** Whether a team keeping `hours` is working at `now`, and the next change. */
export function serviceState(hours: DayHours[], now: Date): ServiceState {
  const { day, minutes } = phnomPenhClock(now);
  const today = hours.find((h) => h.day === day);
  if (today && minutes >= minutesOf(today.opens) && minutes < minutesOf(today.closes))
    return { open: true, closes: today.closes };
  if (today && minutes < minutesOf(today.opens)) return { open: false, nextDay: day, opens: today.opens, today: true };
  for (let ahead = 1; ahead <= 7; ahead++) {
    const next = hours.find((h) => h.day === (day + ahead) % 7);
    if (next) return { open: false, nextDay: next.day, opens: next.opens, today: false };
  }
  return { open: false, nextDay: null };
}
