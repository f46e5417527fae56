// India time without a time-zone database: a wall-clock time in India and a UTC instant convert by the fixed offset
// of shared/india-days.ts. Dates are 'YYYY-MM-DD', times of day 'HH:MM'.
import { DAY_MS, INDIA_OFFSET_MS, indiaDateOf } from '../../shared/india-days';

export { INDIA_OFFSET_MS };

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes since midnight of a 'HH:MM' time ('24:00' is the day's end), or null when it is not one. */
export function minutesOfDay(time: string): number | null {
  if (time === '24:00') return 24 * 60;
  const match = TIME_OF_DAY.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The India date ('2026-11-27') of an instant. */
export const indiaDate = indiaDateOf;

/** The day of the week in India of an instant: 0 Sunday ... 6 Saturday. */
export function indiaWeekday(instant: number): number {
  return new Date(instant + INDIA_OFFSET_MS).getUTCDay();
}

/** The instant of a wall-clock time on an India date, or null when either is malformed. */
export function indiaInstant(date: string, minutes: number): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const midnightUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(midnightUtc) || new Date(midnightUtc).toISOString().slice(0, 10) !== date) return null;
  return midnightUtc + minutes * 60_000 - INDIA_OFFSET_MS;
}

/** The India dates of `count` days, starting with the day `instant` falls on. */
export function indiaDates(instant: number, count: number): string[] {
  return Array.from({ length: count }, (_, day) => indiaDate(instant + day * DAY_MS));
}
