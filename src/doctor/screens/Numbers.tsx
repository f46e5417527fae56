// /doctor/numbers (My numbers): the signed-in doctor's own figures over the last 12 India weeks: consultations held
// and no-shows per week, prescriptions issued per week, and the median time from booking to consultation. Read in
// SQL by the linked doctor's id only (appointments/doctor-numbers.ts, records/counts.ts); the figures stay numbers
// until this page formats them. The doctor's area is English only, as its other screens.
import type { Context } from 'hono';
import { dateOfIndiaDay, indiaWeekNumber, mondayOfIndiaWeek } from '../../../shared/india-days';
import { formatNumber, formatPercent } from '../../../shared/i18n/format';
import { doctorAppointmentNumbers } from '../../appointments';
import type { AppEnv } from '../../env';
import { issuedPerWeekOf } from '../../records';
import { doctorDb, linkedDoctor } from '../guard';

/** How many weeks the page covers, the current one included. */
export const NUMBERS_WEEKS = 12;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const dayMonth = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const dayMonthYear = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** 'Mon 3 Nov – Sun 9 Nov 2026' for an India week. */
export function weekLabel(week: number): string {
  const monday = Date.parse(dateOfIndiaDay(mondayOfIndiaWeek(week)));
  const sunday = monday + 6 * DAY;
  return `${dayMonth.format(monday)} – ${dayMonthYear.format(sunday)}`;
}

const unit = (value: number, one: string) => `${formatNumber(value)} ${one}${value === 1 ? '' : 's'}`;

/** A lead time in the two largest whole units that matter: '2 days 5 hours', '3 hours 20 minutes', '45 minutes'. */
export function formatLead(ms: number): string {
  const minutes = Math.round(ms / MINUTE);
  if (minutes < 60) return unit(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest ? `${unit(hours, 'hour')} ${unit(rest, 'minute')}` : unit(hours, 'hour');
  }
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest ? `${unit(days, 'day')} ${unit(rest, 'hour')}` : unit(days, 'day');
}

/** One week of the figures table, counted from the period's figures. @table none */
interface WeekRow {
  week: number;
  consultations: number;
  noShows: number;
  prescriptions: number;
}

/** One figure of the period: a count in large digits, a duration or a sentence a size smaller. */
function Figure({
  label,
  value,
  note,
  words = false,
}: {
  label: string;
  value: string;
  note?: string;
  words?: boolean;
}) {
  return (
    <div className="card m-0">
      <dt className="text-sm font-semibold text-ink-700">{label}</dt>
      <dd className={`m-0 mt-1 font-extrabold text-ink-900 ${words ? 'text-2xl' : 'text-3xl'}`}>{value}</dd>
      {note && <dd className="m-0 mt-1 text-sm text-ink-600">{note}</dd>}
    </div>
  );
}

export async function numbersScreen(c: Context<AppEnv>) {
  const db = doctorDb(c);
  const doctorId = linkedDoctor(c).id;
  const thisWeek = indiaWeekNumber(Date.now());
  const fromWeek = thisWeek - NUMBERS_WEEKS + 1;
  const [appointments, issued] = await Promise.all([
    doctorAppointmentNumbers(db, doctorId, fromWeek, thisWeek + 1),
    issuedPerWeekOf(db, doctorId, fromWeek, thisWeek + 1),
  ]);
  const rows: WeekRow[] = [];
  for (let week = thisWeek; week >= fromWeek; week -= 1) {
    const seen = appointments.weeks.find((row) => row.week === week);
    rows.push({
      week,
      consultations: seen?.consultations ?? 0,
      noShows: seen?.noShows ?? 0,
      prescriptions: issued.find((row) => row.week === week)?.issued ?? 0,
    });
  }
  const total = (key: 'consultations' | 'noShows' | 'prescriptions') => rows.reduce((sum, row) => sum + row[key], 0);
  const consultations = total('consultations');
  const noShows = total('noShows');
  const booked = consultations + noShows;
  return (
    <div className="grid gap-6">
      <p className="m-0 text-ink-700">
        Your own appointments over the last {formatNumber(NUMBERS_WEEKS)} weeks, this week included. Weeks run Monday to
        Sunday, India time.
      </p>
      <dl className="m-0 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label="Consultations held" value={formatNumber(consultations)} />
        <Figure
          label="No-shows"
          value={formatNumber(noShows)}
          note={booked > 0 ? `${formatPercent(noShows / booked)} of the patients expected` : undefined}
        />
        <Figure label="Prescriptions issued" value={formatNumber(total('prescriptions'))} />
        <Figure
          label="Median time from booking to consultation"
          value={appointments.medianLeadMs === null ? 'No consultations yet' : formatLead(appointments.medianLeadMs)}
          words
          note={appointments.held > 0 ? `Over ${unit(appointments.held, 'consultation')}` : undefined}
        />
      </dl>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">Your numbers week by week, newest first</caption>
          <thead>
            <tr className="border-b-2 border-slate-300">
              <th scope="col" className="px-3 py-2">
                Week
              </th>
              {['Consultations held', 'No-shows', 'Prescriptions issued'].map((head) => (
                <th key={head} scope="col" className="px-3 py-2 text-right">
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.week} className="border-b border-slate-200">
                <th scope="row" className="px-3 py-2 font-semibold">
                  {weekLabel(row.week)}
                  {row.week === thisWeek && <span className="font-normal text-ink-600"> (this week)</span>}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.consultations)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.noShows)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.prescriptions)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="m-0 text-sm text-ink-600">
        A consultation held is an appointment that started (in consultation or completed); a no-show is one marked so.
        Cancelled appointments and unconfirmed picks that lapsed are not counted. The time from booking runs from when
        the appointment was booked to the time it was booked for. A corrected prescription counts in the week it was
        issued.
      </p>
    </div>
  );
}
