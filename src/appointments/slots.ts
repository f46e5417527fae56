// A doctor's slots, derived from their calendar: weekly working hours in India time, breaks inside them, days off,
// and the doctor's consultation length. Pure: the caller brings the calendar and the clock.
import { indiaDates, indiaInstant, minutesOfDay, indiaWeekday } from './india-time';

/** A span of one weekday in India time: weekday 0 Sunday ... 6 Saturday, times 'HH:MM', start before end. */
export interface WeeklySpan {
  weekday: number;
  start: string;
  end: string;
}

export interface Calendar {
  hours: readonly WeeklySpan[];
  breaks: readonly WeeklySpan[];
  /** India dates ('2026-12-25') the doctor does not work. */
  daysOff: readonly string[];
  /** The consultation's length, in minutes. */
  minutes: number;
}

export interface Slot {
  /** UTC instants, in ms. */
  start: number;
  end: number;
}

/** What is wrong with a span, in words a coordinator reads, or null. */
export function spanProblem(span: WeeklySpan): string | null {
  if (!Number.isInteger(span.weekday) || span.weekday < 0 || span.weekday > 6) return 'Choose a day of the week.';
  const start = minutesOfDay(span.start);
  const end = minutesOfDay(span.end);
  if (start === null || end === null) return 'Write times as HH:MM, in India time (09:30).';
  if (end <= start) return 'The end must be after the start.';
  return null;
}

function overlaps(start: number, end: number, spans: readonly { start: number; end: number }[]): boolean {
  return spans.some((span) => start < span.end && span.start < end);
}

/**
 * The slots of `days` India days from the day `now` falls on, in order, none starting before `now`. A slot lies
 * wholly inside working hours and touches no break; a day off has none.
 */
export function deriveSlots(calendar: Calendar, now: number, days: number): Slot[] {
  if (!(calendar.minutes > 0)) return [];
  const length = calendar.minutes * 60_000;
  const slots: Slot[] = [];
  // Two spans of hours that overlap would offer the same start twice.
  const taken = new Set<number>();
  for (const date of indiaDates(now, days)) {
    if (calendar.daysOff.includes(date)) continue;
    const noon = indiaInstant(date, 12 * 60);
    if (noon === null) continue;
    const weekday = indiaWeekday(noon);
    const instants = (span: WeeklySpan) => {
      const start = indiaInstant(date, minutesOfDay(span.start) ?? 0);
      const end = indiaInstant(date, minutesOfDay(span.end) ?? 0);
      return start === null || end === null ? null : { start, end };
    };
    const valid = (span: WeeklySpan) => span.weekday === weekday && spanProblem(span) === null;
    const breaks = calendar.breaks.filter(valid).flatMap((span) => instants(span) ?? []);
    const windows = calendar.hours
      .filter(valid)
      .flatMap((span) => instants(span) ?? [])
      .sort((a, b) => a.start - b.start);
    for (const window of windows) {
      for (let start = window.start; start + length <= window.end; start += length) {
        const end = start + length;
        if (start < now || overlaps(start, end, breaks) || taken.has(start)) continue;
        taken.add(start);
        slots.push({ start, end });
      }
    }
  }
  return slots.sort((a, b) => a.start - b.start);
}
