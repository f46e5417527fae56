// The doctor's home: today's appointments (/doctor) and a week of them (/doctor/week?from=YYYY-MM-DD), in India time,
// read in SQL by the linked doctor's id only. Each appointment is a card with its buttons (AppointmentCard); a form
// that could not be done comes back here with its message (schedule-actions.tsx).
import type { Context } from 'hono';
import { doctorAppointments, indiaDate, indiaDates, indiaInstant, type Appointment } from '../../appointments';
import type { AppEnv } from '../../env';
import { lenient, readQuery, z } from '../../http/validate';
import { recordedAmong } from '../../records';
import { Alert } from '../../ui/Alert';
import { doctorDb, linkedDoctor } from '../guard';
import { dayName, fullDay } from '../india';
import { DOCTOR_HOME_PATH, weekPath } from '../paths';
import { AppointmentCard } from './AppointmentCard';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A message above the list: what went wrong with a form (409 and the like). */
export interface ScheduleNotice {
  title: string;
  text?: string;
}

/** The appointments still to be seen: not finished, not cancelled. */
const toDo = (appointments: readonly Appointment[]) =>
  appointments.filter((item) => ['requested', 'scheduled', 'confirmed', 'in-consultation'].includes(item.status));

function Notice({ notice }: { notice?: ScheduleNotice }) {
  return notice ? (
    <Alert tone="error" title={notice.title}>
      {notice.text}
    </Alert>
  ) : null;
}

function DayList({
  appointments,
  back,
  now,
  empty,
  recorded,
}: {
  appointments: readonly Appointment[];
  recorded: ReadonlySet<string>;
  back: string;
  now: number;
  empty: string;
}) {
  if (appointments.length === 0) return <p className="m-0 text-ink-700">{empty}</p>;
  return (
    <ul className="m-0 grid list-none gap-4 p-0">
      {appointments.map((appointment) => (
        <li key={appointment.reference}>
          <AppointmentCard
            appointment={appointment}
            back={back}
            now={now}
            recorded={recorded.has(appointment.reference)}
          />
        </li>
      ))}
    </ul>
  );
}

/** Which of the listed consultations have a record: one query for the whole list. */
const recordsOf = (c: Context<AppEnv>, appointments: readonly Appointment[]) =>
  recordedAmong(
    doctorDb(c),
    linkedDoctor(c).id,
    appointments
      .filter((item) => item.status === 'in-consultation' || item.status === 'completed')
      .map((item) => item.reference),
  );

export async function todayContent(c: Context<AppEnv>, notice?: ScheduleNotice) {
  const doctor = linkedDoctor(c);
  const now = Date.now();
  const start = indiaInstant(indiaDate(now), 0) ?? now;
  const appointments = await doctorAppointments(doctorDb(c), doctor.id, start, start + DAY_MS);
  const recorded = await recordsOf(c, appointments);
  const open = toDo(appointments).length;
  return (
    <div className="grid gap-6">
      <Notice notice={notice} />
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <p className="m-0 text-lg font-semibold text-ink-900">
          {fullDay(now)} <span className="font-normal text-ink-600">(India time)</span>
        </p>
        <a href={weekPath()}>See the week</a>
      </div>
      <p className="m-0 text-ink-700" role="status">
        {appointments.length === 0
          ? 'No appointments today.'
          : `${appointments.length} ${appointments.length === 1 ? 'appointment' : 'appointments'} today, ${open} still to see.`}
      </p>
      {appointments.length > 0 && (
        <DayList appointments={appointments} back="today" now={now} empty="" recorded={recorded} />
      )}
    </div>
  );
}

/** A week's first day as an address gives it: a real India date, or null (today's week, or today). */
const weekDay = (text: string) => (text && indiaInstant(text, 0) !== null ? text : null);

/** ?from=: the India date the week starts on (today's without one). */
const WEEK_QUERY = z.object({ from: lenient(weekDay) });

/**
 * A card's button's `back`: the week it was pressed on (its first day), or null for today ('today', or anything
 * that is not a date).
 */
export const SCHEDULE_FORM = z.object({ back: lenient((text) => (text === 'today' ? null : weekDay(text))) });

export async function weekContent(c: Context<AppEnv>, from: string, notice?: ScheduleNotice) {
  const doctor = linkedDoctor(c);
  const now = Date.now();
  const start = indiaInstant(from, 0) ?? now;
  const days = indiaDates(start, 7);
  const appointments = await doctorAppointments(doctorDb(c), doctor.id, start, start + 7 * DAY_MS);
  const recorded = await recordsOf(c, appointments);
  const byDay = new Map<string, Appointment[]>();
  for (const appointment of appointments) {
    const day = indiaDate(appointment.start);
    byDay.set(day, [...(byDay.get(day) ?? []), appointment]);
  }
  const today = indiaDate(now);
  return (
    <div className="grid gap-6">
      <Notice notice={notice} />
      <nav aria-label="Weeks" className="flex flex-wrap items-center justify-between gap-3">
        <a href={weekPath(indiaDate(start - 7 * DAY_MS))} className="inline-flex min-h-11 items-center">
          ← Previous 7 days
        </a>
        {from !== today && (
          <a href={weekPath()} className="inline-flex min-h-11 items-center">
            From today
          </a>
        )}
        <a href={weekPath(indiaDate(start + 7 * DAY_MS))} className="inline-flex min-h-11 items-center">
          Next 7 days →
        </a>
      </nav>
      <p className="m-0 text-ink-700" role="status">
        {appointments.length === 0
          ? 'No appointments in these 7 days.'
          : `${appointments.length} ${appointments.length === 1 ? 'appointment' : 'appointments'} in these 7 days, ${toDo(appointments).length} still to see. Times are India time.`}
      </p>
      {days.map((day) => {
        const dayStart = indiaInstant(day, 0) ?? start;
        const headingId = `day-${day}`;
        return (
          <section key={day} aria-labelledby={headingId} className="grid gap-3">
            <h2 id={headingId} className="m-0 text-xl font-bold text-ink-900">
              {dayName(dayStart)}
              {day === today && <span className="font-normal text-ink-600"> (today)</span>}
            </h2>
            <DayList
              appointments={byDay.get(day) ?? []}
              back={from}
              now={now}
              empty="No appointments."
              recorded={recorded}
            />
          </section>
        );
      })}
    </div>
  );
}

export const todayScreen = (c: Context<AppEnv>) => todayContent(c);
export const weekScreen = (c: Context<AppEnv>) =>
  weekContent(c, readQuery(WEEK_QUERY, c.req.query()).from ?? indiaDate(Date.now()));

/** Where a form on a card comes back to: today's page, or the week it was sent from. */
export function backPath(week: string | null): string {
  return week ? weekPath(week) : DOCTOR_HOME_PATH;
}
