// /admin/appointments: two tabs, plain links that work without JavaScript. Appointments (the default): search,
// filters by status, dates and doctor, keyset pages of 50 by start time, and the CSV of the filter. Requests
// (?view=requests): the requests inbox as it was, with its own search, filters, CSV and status changes.
import type { Context } from 'hono';
import { formatNumber } from '../../../../shared/i18n/format';
import { displayIndianMobile } from '../../../../shared/requests/phone';
import {
  APPOINTMENT_WINDOWS,
  listAppointments,
  listDoctors,
  type Appointment,
  type AppointmentPage,
  type DoctorRecord,
} from '../../../appointments';
import type { AppEnv } from '../../../env';
import { adminDb } from '../../db';
import { FilterSelect, SearchField } from '../../FilterFields';
import {
  appointmentsSearch,
  listView,
  MODE_WORDS,
  PAYMENT_WORDS,
  readAppointmentsQuery,
  STATUS_FILTER_WORDS,
  STATUS_WORDS,
  WINDOW_WORDS,
  type AppointmentsQuery,
} from './appointment-copy';
import { appointmentPaths } from '../shared/links';
import { inboxScreen } from './RequestsInbox';
import { indiaTime } from '../shared/india-time';
import { ListTable } from '../shared/ListTable';
import { KeysetPager } from '../shared/Pager';

export function ListTabs({ path, current }: { path: string; current: 'appointments' | 'requests' }) {
  const tab = (view: 'appointments' | 'requests', label: string) => (
    <a
      href={view === 'appointments' ? path : appointmentPaths(path).requests}
      aria-current={current === view ? 'page' : undefined}
      className="flex min-h-11 items-center rounded-t-lg border-b-4 border-transparent px-4 font-semibold text-ink-700 no-underline hover:bg-brand-50 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-800"
    >
      {label}
    </a>
  );
  return (
    <nav aria-label="Appointments and requests" className="flex flex-wrap gap-2 border-b border-slate-300">
      {tab('appointments', 'Appointments')}
      {tab('requests', 'Requests')}
    </nav>
  );
}

function Filters({ path, query, doctors }: { path: string; query: AppointmentsQuery; doctors: DoctorRecord[] }) {
  return (
    <form method="get" action={path} className="card grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
      <input type="hidden" name="view" value="appointments" />
      <SearchField
        id="appointments-search"
        label="Search reference, name, phone or email"
        value={query.search}
        className="sm:col-span-2"
      />
      <FilterSelect
        id="appointments-status"
        name="status"
        label="Status"
        value={query.status}
        all="All statuses"
        options={Object.entries(STATUS_FILTER_WORDS)}
      />
      <FilterSelect
        id="appointments-doctor"
        name="doctor"
        label="Doctor"
        value={query.doctorId}
        all="All doctors"
        options={doctors.map((doctor) => [doctor.id, doctor.name] as const)}
      />
      <FilterSelect
        id="appointments-when"
        name="when"
        label="When"
        value={query.window}
        options={APPOINTMENT_WINDOWS.map((window) => [window, WINDOW_WORDS[window]] as const)}
      />
      <div>
        <label htmlFor="appointments-from" className="field-label">
          From (India date)
        </label>
        <input id="appointments-from" name="from" type="date" defaultValue={query.from} className="field-input" />
      </div>
      <div>
        <label htmlFor="appointments-to" className="field-label">
          To (India date)
        </label>
        <input id="appointments-to" name="to" type="date" defaultValue={query.to} className="field-input" />
      </div>
      <button type="submit" className="btn-primary">
        Apply
      </button>
    </form>
  );
}

/** What an appointment waits for: a patient's pick to confirm before its hold expires, or a request to move it. */
export function WaitingFlags({ appointment }: { appointment: Appointment }) {
  const flags: string[] = [];
  if (appointment.rescheduleAskedAt !== null)
    flags.push(`Patient asked for another time (${indiaTime(appointment.rescheduleAskedAt)})`);
  if (appointment.status === 'requested' && appointment.holdExpiresAt !== null)
    flags.push(`Hold expires at ${indiaTime(appointment.holdExpiresAt)}`);
  if (flags.length === 0) return null;
  return (
    <ul className="m-0 mt-1 list-none p-0">
      {flags.map((flag) => (
        <li key={flag} className="mt-1 rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">
          {flag}
        </li>
      ))}
    </ul>
  );
}

function AppointmentRow({ path, appointment }: { path: string; appointment: Appointment }) {
  return (
    <tr className="border-b border-slate-200 align-top">
      <th scope="row" className="whitespace-nowrap py-3 pr-3 font-mono text-sm">
        <a href={appointmentPaths(path).detail(appointment.reference)}>{appointment.reference}</a>
      </th>
      <td className="py-3 pr-3 text-sm">{indiaTime(appointment.start)}</td>
      <td className="py-3 pr-3 text-sm">{appointment.doctorName}</td>
      <td className="py-3 pr-3 text-sm [overflow-wrap:anywhere]">
        <span className="block font-semibold">{appointment.patientName}</span>
        <a href={`tel:${appointment.patientPhone}`} className="block whitespace-nowrap">
          {displayIndianMobile(appointment.patientPhone)}
        </a>
      </td>
      <td className="py-3 pr-3 text-sm">{MODE_WORDS[appointment.mode]}</td>
      <td className="py-3 pr-3 text-sm">
        <span className="font-semibold">{STATUS_WORDS[appointment.status]}</span>
        <WaitingFlags appointment={appointment} />
      </td>
      <td className="py-3 text-sm">{PAYMENT_WORDS[appointment.payment]}</td>
    </tr>
  );
}

export interface AppointmentsListProps {
  path: string;
  query: AppointmentsQuery;
  page: AppointmentPage;
  doctors: DoctorRecord[];
}

export function AppointmentsList({ path, query, page, doctors }: AppointmentsListProps) {
  const paths = appointmentPaths(path);
  const filter = appointmentsSearch(query);
  return (
    <div className="grid gap-6">
      <ListTabs path={path} current="appointments" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="m-0 max-w-3xl text-ink-700">
          Appointments by start time in India time. Confirm patients’ picks before their hold expires, and answer
          patients who asked for another time.
        </p>
        <a href={paths.create} className="btn-primary">
          New appointment
        </a>
      </div>
      <Filters path={path} query={query} doctors={doctors} />
      <ListTable
        summary={
          page.total === 0
            ? 'No appointments match.'
            : `Showing ${formatNumber(page.appointments.length)} of ${formatNumber(page.total)}`
        }
        beside={
          <a href={`${paths.csv}${filter}`} className="btn-outline">
            Export CSV
          </a>
        }
        rows={page.appointments}
        row={(appointment) => <AppointmentRow key={appointment.reference} path={path} appointment={appointment} />}
        caption="Appointments by start time"
        headers={['Reference', 'Time (India)', 'Doctor', 'Patient', 'Mode', 'Status', 'Payment']}
        minWidth="min-w-[56rem]"
        pager={
          <KeysetPager
            first={query.after ? `${path}${filter}` : null}
            next={page.next ? `${path}${appointmentsSearch(query, page.next)}` : null}
          />
        }
      />
    </div>
  );
}

/** The Appointments entry: the appointments tab, or the requests inbox under its tab. */
export async function appointmentsScreen(c: Context<AppEnv>, path: string) {
  const params = new URL(c.req.url).searchParams;
  if (listView(params) === 'requests')
    return (
      <div className="grid gap-6">
        <ListTabs path={path} current="requests" />
        {await inboxScreen(c, path)}
      </div>
    );
  const db = adminDb(c);
  const query = readAppointmentsQuery(params);
  const [page, doctors] = await Promise.all([
    listAppointments(db, query, query.after, Date.now()),
    listDoctors(db, 'all'),
  ]);
  return <AppointmentsList path={path} query={query} page={page} doctors={doctors} />;
}
