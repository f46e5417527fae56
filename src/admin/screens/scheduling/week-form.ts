// A doctor's week as the Doctor Calendars form sends it: per weekday, working hours and breaks written as spans
// ("09:00-13:00, 14:00-18:00", India time), and the days off as dates. Checked with the core's spanProblem and the
// rules a coordinator can act on: a break lies inside the day's hours, spans of hours do not overlap, dates are real
// and not in the past.
import {
  indiaInstant,
  minutesOfDay,
  spanProblem,
  type Calendar,
  type Week,
  type WeeklySpan,
} from '../../../appointments';

/** The weekdays as the form lists them, Monday first (0 is Sunday, as the core counts). */
export const WEEKDAYS = [
  { weekday: 1, name: 'Monday' },
  { weekday: 2, name: 'Tuesday' },
  { weekday: 3, name: 'Wednesday' },
  { weekday: 4, name: 'Thursday' },
  { weekday: 5, name: 'Friday' },
  { weekday: 6, name: 'Saturday' },
  { weekday: 0, name: 'Sunday' },
] as const;

export const hoursField = (weekday: number) => `hours-${weekday}`;
export const breaksField = (weekday: number) => `breaks-${weekday}`;
export const DAYS_OFF_FIELD = 'daysOff';

const MAX_SPANS_A_DAY = 6;
const MAX_DAYS_OFF = 100;

/** The form's text, by field name (hours-1, breaks-1, ..., daysOff). */
export type WeekFormValues = Record<string, string>;
export type WeekErrors = Record<string, string>;

const dayName = (weekday: number) => WEEKDAYS.find((day) => day.weekday === weekday)?.name ?? '';

const spanText = (span: WeeklySpan) => `${span.start}-${span.end}`;

/** A calendar's spans and days off (today or later) as the form shows them. */
export function weekFormValues(
  calendar: Pick<Calendar, 'hours' | 'breaks' | 'daysOff'>,
  today: string,
): WeekFormValues {
  const values: WeekFormValues = {};
  for (const { weekday } of WEEKDAYS) {
    const of = (spans: readonly WeeklySpan[]) =>
      spans
        .filter((span) => span.weekday === weekday)
        .sort((a, b) => a.start.localeCompare(b.start))
        .map(spanText)
        .join(', ');
    values[hoursField(weekday)] = of(calendar.hours);
    values[breaksField(weekday)] = of(calendar.breaks);
  }
  values[DAYS_OFF_FIELD] = calendar.daysOff.filter((date) => date >= today).join('\n');
  return values;
}

const SPAN = /^(\d{1,2}):(\d{2})\s*(?:-|–|—|to)\s*(\d{1,2}):(\d{2})$/i;
const pad = (hours: string, minutes: string) => `${hours.padStart(2, '0')}:${minutes}`;

/** One field's spans for a weekday, or the first thing wrong with them. */
function readSpans(text: string, weekday: number, what: string): { spans: WeeklySpan[] } | { problem: string } {
  const pieces = text
    .split(/[,;\n]+/)
    .map((piece) => piece.trim())
    .filter(Boolean);
  if (pieces.length > MAX_SPANS_A_DAY) return { problem: `${what}: at most ${MAX_SPANS_A_DAY} spans a day.` };
  const spans: WeeklySpan[] = [];
  for (const piece of pieces) {
    const match = SPAN.exec(piece);
    if (!match)
      return { problem: `${what}: “${piece}” is not a span of time. Write it as 09:00-13:00 (24-hour, India time).` };
    const [, fromHours = '', fromMinutes = '', toHours = '', toMinutes = ''] = match;
    const span = { weekday, start: pad(fromHours, fromMinutes), end: pad(toHours, toMinutes) };
    const problem = spanProblem(span);
    if (problem) return { problem: `${what}: ${piece}: ${problem}` };
    spans.push(span);
  }
  return { spans: spans.sort((a, b) => a.start.localeCompare(b.start)) };
}

const minutes = (time: string) => minutesOfDay(time) ?? 0;

export type WeekFormResult = { ok: true; week: Week } | { ok: false; errors: WeekErrors; values: WeekFormValues };

/**
 * Checks the posted week; `today` is the India date now (a day off before it is refused), `length` the doctor's
 * consultation in minutes (a span of hours shorter than one consultation would offer nothing).
 */
export function readWeekForm(fields: Record<string, string>, today: string, length: number): WeekFormResult {
  const values: WeekFormValues = {};
  const errors: WeekErrors = {};
  const hours: WeeklySpan[] = [];
  const breaks: WeeklySpan[] = [];
  for (const { weekday, name } of WEEKDAYS) {
    const hoursName = hoursField(weekday);
    const breaksName = breaksField(weekday);
    values[hoursName] = (fields[hoursName] ?? '').trim();
    values[breaksName] = (fields[breaksName] ?? '').trim();
    const dayHours = readSpans(values[hoursName], weekday, `${name}’s hours`);
    if ('problem' in dayHours) errors[hoursName] = dayHours.problem;
    else {
      const overlap = dayHours.spans.find(
        (span, i) => i > 0 && minutes(span.start) < minutes(dayHours.spans[i - 1]?.end ?? '00:00'),
      );
      const short = dayHours.spans.find((span) => minutes(span.end) - minutes(span.start) < length);
      if (overlap)
        errors[hoursName] =
          `${name}’s hours: ${spanText(overlap)} overlaps the span before it. Join them into one span.`;
      else if (short)
        errors[hoursName] =
          `${name}’s hours: ${spanText(short)} is shorter than one consultation (${length} minutes), so it offers no slot.`;
      hours.push(...dayHours.spans);
    }
    const dayBreaks = readSpans(values[breaksName], weekday, `${name}’s breaks`);
    if ('problem' in dayBreaks) errors[breaksName] = dayBreaks.problem;
    else {
      const within = 'spans' in dayHours ? dayHours.spans : [];
      const outside = dayBreaks.spans.find(
        (item) =>
          !within.some((span) => minutes(span.start) <= minutes(item.start) && minutes(item.end) <= minutes(span.end)),
      );
      if (outside)
        errors[breaksName] =
          `${name}’s breaks: ${spanText(outside)} is outside the working hours. A break must lie inside one span of hours.`;
      breaks.push(...dayBreaks.spans);
    }
  }
  values[DAYS_OFF_FIELD] = (fields[DAYS_OFF_FIELD] ?? '').trim();
  const dates = [...new Set(values[DAYS_OFF_FIELD].split(/[\s,;]+/).filter(Boolean))].sort();
  const wrong = dates.find((date) => !/^\d{4}-\d{2}-\d{2}$/.test(date) || indiaInstant(date, 0) === null);
  const past = dates.find((date) => date < today);
  if (wrong) errors[DAYS_OFF_FIELD] = `“${wrong}” is not a date. Write each day off as YYYY-MM-DD, such as ${today}.`;
  else if (past) errors[DAYS_OFF_FIELD] = `${past} is in the past. List days off from today (${today}) on.`;
  else if (dates.length > MAX_DAYS_OFF) errors[DAYS_OFF_FIELD] = `List at most ${MAX_DAYS_OFF} days off.`;
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  return { ok: true, week: { hours, breaks, daysOff: dates } };
}

/** The field a message belongs to, for the form's summary: "Monday's hours" and the like. */
export function weekFieldLabel(name: string): string {
  if (name === DAYS_OFF_FIELD) return 'Days off';
  const [kind, weekday] = name.split('-');
  return `${dayName(Number(weekday))} ${kind === 'hours' ? 'hours' : 'breaks'}`;
}
