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
import { checkFields, type FieldRead, invalid, readOr, valid, z } from '../../../http/validate';

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
function readSpans(text: string, weekday: number, what: string): FieldRead<WeeklySpan[]> {
  const pieces = text
    .split(/[,;\n]+/)
    .map((piece) => piece.trim())
    .filter(Boolean);
  if (pieces.length > MAX_SPANS_A_DAY) return invalid(`${what}: at most ${MAX_SPANS_A_DAY} spans a day.`);
  const spans: WeeklySpan[] = [];
  for (const piece of pieces) {
    const match = SPAN.exec(piece);
    if (!match)
      return invalid(`${what}: “${piece}” is not a span of time. Write it as 09:00-13:00 (24-hour, India time).`);
    const [, fromHours = '', fromMinutes = '', toHours = '', toMinutes = ''] = match;
    const span = { weekday, start: pad(fromHours, fromMinutes), end: pad(toHours, toMinutes) };
    const problem = spanProblem(span);
    if (problem) return invalid(`${what}: ${piece}: ${problem}`);
    spans.push(span);
  }
  return valid(spans.sort((a, b) => a.start.localeCompare(b.start)));
}

const minutes = (time: string) => minutesOfDay(time) ?? 0;

/** A day's hours: spans that do not overlap, each long enough for one consultation. */
function readHours(text: string, weekday: number, name: string, length: number): FieldRead<WeeklySpan[]> {
  const read = readSpans(text.trim(), weekday, `${name}’s hours`);
  if (!read.ok) return read;
  const spans = read.value;
  const overlap = spans.find((span, i) => i > 0 && minutes(span.start) < minutes(spans[i - 1]?.end ?? '00:00'));
  const short = spans.find((span) => minutes(span.end) - minutes(span.start) < length);
  if (overlap)
    return invalid(`${name}’s hours: ${spanText(overlap)} overlaps the span before it. Join them into one span.`);
  if (short)
    return invalid(
      `${name}’s hours: ${spanText(short)} is shorter than one consultation (${length} minutes), so it offers no slot.`,
    );
  return read;
}

/** A day's breaks, each inside one span of the day's hours as written (`hours`, read for its spans alone). */
function readBreaks(text: string, hours: string, weekday: number, name: string): FieldRead<WeeklySpan[]> {
  const read = readSpans(text.trim(), weekday, `${name}’s breaks`);
  if (!read.ok) return read;
  const dayHours = readSpans(hours.trim(), weekday, '');
  const within = dayHours.ok ? dayHours.value : [];
  const outside = read.value.find(
    (item) =>
      !within.some((span) => minutes(span.start) <= minutes(item.start) && minutes(item.end) <= minutes(span.end)),
  );
  if (outside)
    return invalid(
      `${name}’s breaks: ${spanText(outside)} is outside the working hours. A break must lie inside one span of hours.`,
    );
  return read;
}

/** The days off: real dates, today or later, at most MAX_DAYS_OFF of them (sorted, each once). */
function readDaysOff(text: string, today: string): FieldRead<string[]> {
  const dates = [...new Set(text.split(/[\s,;]+/).filter(Boolean))].sort();
  const wrong = dates.find((date) => !/^\d{4}-\d{2}-\d{2}$/.test(date) || indiaInstant(date, 0) === null);
  const past = dates.find((date) => date < today);
  if (wrong) return invalid(`“${wrong}” is not a date. Write each day off as YYYY-MM-DD, such as ${today}.`);
  if (past) return invalid(`${past} is in the past. List days off from today (${today}) on.`);
  if (dates.length > MAX_DAYS_OFF) return invalid(`List at most ${MAX_DAYS_OFF} days off.`);
  return valid(dates);
}

/** The form's fields, Monday's hours and breaks first, in the order the summary lists their messages. */
function weekSchema(fields: Record<string, string>, today: string, length: number) {
  const shape: Record<string, ReturnType<typeof readOr<WeeklySpan[] | string[]>>> = {};
  for (const { weekday, name } of WEEKDAYS) {
    shape[hoursField(weekday)] = readOr((text) => readHours(text, weekday, name, length));
    shape[breaksField(weekday)] = readOr((text) => readBreaks(text, fields[hoursField(weekday)] ?? '', weekday, name));
  }
  shape[DAYS_OFF_FIELD] = readOr((text) => readDaysOff(text, today));
  return z.object(shape);
}

export type WeekFormResult = { ok: true; week: Week } | { ok: false; errors: WeekErrors; values: WeekFormValues };

/**
 * Checks the posted week; `today` is the India date now (a day off before it is refused), `length` the doctor's
 * consultation in minutes (a span of hours shorter than one consultation would offer nothing).
 */
export function readWeekForm(fields: Record<string, string>, today: string, length: number): WeekFormResult {
  const checked = checkFields(weekSchema(fields, today, length), fields);
  if (!checked.ok) {
    const values: WeekFormValues = {};
    for (const { weekday } of WEEKDAYS)
      for (const name of [hoursField(weekday), breaksField(weekday)]) values[name] = (fields[name] ?? '').trim();
    values[DAYS_OFF_FIELD] = (fields[DAYS_OFF_FIELD] ?? '').trim();
    return { ok: false, errors: checked.problems as WeekErrors, values };
  }
  const spans = checked.value as Record<string, WeeklySpan[]>;
  return {
    ok: true,
    week: {
      hours: WEEKDAYS.flatMap(({ weekday }) => spans[hoursField(weekday)] ?? []),
      breaks: WEEKDAYS.flatMap(({ weekday }) => spans[breaksField(weekday)] ?? []),
      daysOff: (checked.value as Record<string, string[]>)[DAYS_OFF_FIELD] ?? [],
    },
  };
}

/** The field a message belongs to, for the form's summary: "Monday's hours" and the like. */
export function weekFieldLabel(name: string): string {
  if (name === DAYS_OFF_FIELD) return 'Days off';
  const [kind, weekday] = name.split('-');
  return `${dayName(Number(weekday))} ${kind === 'hours' ? 'hours' : 'breaks'}`;
}
