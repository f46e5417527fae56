// /admin/scheduling/calendars: every doctor's record, and for the doctor chosen (?doctor=<id>, or ?doctor=new) the
// record's form and the doctor's week (hours, breaks, days off in India time). Both forms post to this path; a saved
// form goes back with a note, a refused one comes back with its messages (400) and nothing saved. Every save is in
// the audit log (the core writes the row in the same batch). Each record's sign-in account shows by its name and
// e-mail on the auth server (calendar-accounts.tsx).
import type { Context } from 'hono';
import { formatPaise } from '../../../../shared/money';
import {
  addDoctor,
  editDoctor,
  findDoctor,
  indiaDate,
  listDoctors,
  openHoursRequests,
  saveWeek,
  storedWeek,
  type DoctorRecord,
} from '../../../appointments';
import type { LinkedAccount } from '../../../auth';
import type { AppEnv } from '../../../env';
import { purgeDoctorPages } from '../../../site';
import { readFormFields } from '../../../http/form';
import { lenient, noteField, readQuery, z } from '../../../http/validate';
import { refusalText } from '../../../http/refusals';
import { Alert } from '../../../ui/Alert';
import { actorOf, adminDb } from '../../db';
import { DataTable } from '../../DataTable';
import { ACCOUNT_WORDS, AccountCell, accountsOfDoctors, UNLINK_FORM, unlinkGone } from './calendar-accounts';
import { DOCTOR_FORM, DoctorForm } from './DoctorForm';
import { HOURS_HANDLED_FORM, markHandled, OpenHoursRequests } from './HoursRequests';
import {
  doctorFormChoices,
  formValuesFromRecord,
  readDoctorForm,
  type DoctorErrors,
  type DoctorFormChoices,
  type DoctorFormValues,
} from './doctor-form';
import { SLOTS_PATH } from '../../paths';
import { doctorAddress, InactiveNote } from './scheduling-parts';
import { WEEK_FORM, WeekForm } from './WeekForm';
import { readWeekForm, weekFormValues, type WeekErrors, type WeekFormValues } from './week-form';

const SAVED_NOTES: Record<string, string> = {
  added: 'The doctor is added. Set their week below so they offer slots.',
  doctor: 'The doctor’s record is saved.',
  calendar: 'The week is saved; the slots follow it at once.',
  handled: 'The doctor’s request is marked handled.',
  unlinked: ACCOUNT_WORDS.unlinked,
};

// After saving a doctor, the public pages that show doctors are purged so they change at once.
/** The save is done by now: a purge that fails is logged, and the pages change when their cache expires. */
async function afterDoctorSaved(c: Context<AppEnv>, doctorId: string): Promise<void> {
  try {
    await purgeDoctorPages(c.req.url);
  } catch (error) {
    console.error(`admin: could not purge the public pages of doctor ${doctorId}`, error);
  }
}

function DoctorList({
  path,
  doctors,
  accounts,
  chosen,
}: {
  path: string;
  doctors: readonly DoctorRecord[];
  /** The linked accounts by id, as the auth server has them now. */
  accounts: ReadonlyMap<string, LinkedAccount>;
  chosen?: string;
}) {
  if (doctors.length === 0) return <p className="m-0 font-semibold">No doctors yet. Add the first one.</p>;
  return (
    <DataTable
      caption="Doctors, by name"
      headers={['Name', 'Specialization', 'Fee', 'Consultation', 'Status', 'Sample', 'Sign-in account']}
      minWidth="min-w-[52rem]"
    >
      {doctors.map((doctor) => (
        <tr key={doctor.id} className="border-b border-slate-200 align-top text-sm">
          <th scope="row" className="min-w-[10rem] py-3 pr-3 text-left">
            <a href={doctorAddress(path, doctor.id)} aria-current={doctor.id === chosen ? 'true' : undefined}>
              {doctor.name}
            </a>
            <span className="block font-mono font-normal text-ink-600">{doctor.id}</span>
          </th>
          <td className="py-3 pr-3">{doctor.specialization}</td>
          <td className="whitespace-nowrap py-3 pr-3">{formatPaise(doctor.fee)}</td>
          <td className="whitespace-nowrap py-3 pr-3">{doctor.minutes} min</td>
          <td className="py-3 pr-3">{doctor.active ? 'Active' : 'Inactive'}</td>
          <td className="py-3 pr-3">{doctor.sample ? 'Sample' : 'No'}</td>
          <td className="py-3 [overflow-wrap:anywhere]">
            <AccountCell
              path={path}
              doctor={doctor}
              account={doctor.accountId ? accounts.get(doctor.accountId) : undefined}
            />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

interface ChosenProps {
  path: string;
  doctor: DoctorRecord | null;
  doctorForm: { values: DoctorFormValues; errors: DoctorErrors };
  weekForm: { values: WeekFormValues; errors: WeekErrors } | null;
  today: string;
  choices: DoctorFormChoices;
}

function ChosenDoctor({ path, doctor, doctorForm, weekForm, today, choices }: ChosenProps) {
  return (
    <div className="grid gap-6">
      <p className="m-0">
        <a href={path}>All doctors</a>
        {doctor && (
          <>
            {' · '}
            <a href={doctorAddress(SLOTS_PATH, doctor.id)}>{doctor.name}’s slots this week</a>
          </>
        )}
      </p>
      {doctor && !doctor.active && <InactiveNote name={doctor.name} />}
      <section aria-labelledby="doctor-record" className="card grid gap-4">
        <h2 id="doctor-record" className="m-0 text-xl font-bold text-ink-900">
          {doctor ? `${doctor.name}: record` : 'Add a doctor'}
        </h2>
        {doctor?.sample && (
          <p className="m-0 text-ink-700">
            A sample profile shipped with the site: replace it with a real doctor before launch.
          </p>
        )}
        <DoctorForm path={path} doctorId={doctor?.id ?? null} choices={choices} {...doctorForm} />
      </section>
      {doctor && weekForm && (
        <section aria-labelledby="doctor-week" className="card grid gap-4">
          <h2 id="doctor-week" className="m-0 text-xl font-bold text-ink-900">
            {doctor.name}: week
          </h2>
          <WeekForm path={path} doctorId={doctor.id} minutes={doctor.minutes} today={today} {...weekForm} />
        </section>
      )}
    </div>
  );
}

/** ?doctor=<id or new>&saved=<note>: the doctor whose forms are open (none without), and the note of a change saved. */
const CALENDARS_QUERY = z.object({ doctor: lenient((text) => text || null), saved: noteField(SAVED_NOTES) });

interface Shown {
  doctor?: DoctorRecord | null;
  doctorForm?: { values: DoctorFormValues; errors: DoctorErrors };
  weekForm?: { values: WeekFormValues; errors: WeekErrors };
}

/** The screen, with a chosen doctor's forms as stored, or as sent when refused. */
async function page(c: Context<AppEnv>, path: string, chosenId: string | null, shown: Shown = {}) {
  const db = adminDb(c);
  const now = Date.now();
  const today = indiaDate(now);
  const [doctors, hoursRequests] = await Promise.all([listDoctors(db, 'all'), openHoursRequests(db)]);
  const accounts = await accountsOfDoctors(c, doctors);
  const { saved } = readQuery(CALENDARS_QUERY, c.req.query());
  let chosen: ChosenProps | null = null;
  if (chosenId === 'new') {
    chosen = {
      path,
      doctor: null,
      doctorForm: shown.doctorForm ?? { values: formValuesFromRecord(null), errors: {} },
      weekForm: null,
      today,
      choices: await doctorFormChoices(db, null),
    };
  } else if (chosenId) {
    const doctor = shown.doctor ?? (await findDoctor(db, chosenId));
    if (!doctor) {
      c.status(404);
      return (
        <div className="grid gap-6">
          <Alert tone="error" title="There is no doctor with that id.">
            <a href={path}>See every doctor</a>
          </Alert>
        </div>
      );
    }
    // An inactive doctor's week is still theirs to edit (calendarOf answers null for them: no slots).
    const [calendar, choices] = await Promise.all([
      storedWeek(db, doctor.id),
      doctorFormChoices(db, doctor.department),
    ]);
    chosen = {
      path,
      doctor,
      doctorForm: shown.doctorForm ?? { values: formValuesFromRecord(doctor), errors: {} },
      weekForm: shown.weekForm ?? { values: weekFormValues(calendar, today), errors: {} },
      today,
      choices,
    };
  }
  return (
    <div className="grid gap-6">
      <p className="m-0 max-w-3xl text-ink-700">
        The doctors the site lists and books, with the week each works. A doctor’s record is what the Doctors page, the
        booking page and receipts show; the week (India time) is what their slots are cut from.
      </p>
      {saved && (
        <p role="status" className="m-0 rounded-lg bg-green-50 p-3 font-semibold text-green-900">
          {saved}
        </p>
      )}
      <OpenHoursRequests path={path} requests={hoursRequests} />
      {chosen && <ChosenDoctor {...chosen} />}
      <section aria-labelledby="all-doctors" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="all-doctors" className="m-0 text-xl font-bold text-ink-900">
            All doctors
          </h2>
          <a href={doctorAddress(path, 'new')} className="btn-outline">
            Add a doctor
          </a>
        </div>
        <DoctorList path={path} doctors={doctors} accounts={accounts} chosen={chosenId ?? undefined} />
      </section>
    </div>
  );
}

export function calendarsScreen(c: Context<AppEnv>, path: string) {
  return page(c, path, readQuery(CALENDARS_QUERY, c.req.query()).doctor);
}

/** A posted doctor's record or week: saved and back with a note, or the form again with its messages (400). */
export async function calendarsSubmit(c: Context<AppEnv>, path: string) {
  const db = adminDb(c);
  const read = await readFormFields(c.req);
  if (!read.ok) return c.text(refusalText(read.refusal, 'en'), read.status);
  const { fields } = read;
  if (fields.form === HOURS_HANDLED_FORM) return markHandled(c, path, fields);
  if (fields.form === UNLINK_FORM) return unlinkGone(c, path, fields);
  const doctorId = fields.doctor ?? '';
  const now = Date.now();
  if (fields.form === DOCTOR_FORM) {
    const existing = doctorId === 'new' ? null : await findDoctor(db, doctorId);
    if (doctorId !== 'new' && !existing) return c.text('There is no doctor with that id.', 404);
    const form = readDoctorForm(fields, (await doctorFormChoices(db, existing?.department ?? null)).departments);
    if (!form.ok) {
      c.status(400);
      return page(c, path, doctorId, { doctor: existing, doctorForm: { values: form.values, errors: form.errors } });
    }
    const id = existing ? existing.id : await addDoctor(db, form.doctor, actorOf(c), now);
    if (existing) await editDoctor(db, existing, form.doctor, actorOf(c), now);
    await afterDoctorSaved(c, id);
    return c.redirect(`${doctorAddress(path, id)}&saved=${existing ? 'doctor' : 'added'}`, 303);
  }
  if (fields.form === WEEK_FORM) {
    const doctor = await findDoctor(db, doctorId);
    if (!doctor) return c.text('There is no doctor with that id.', 404);
    const week = readWeekForm(fields, indiaDate(now), doctor.minutes);
    if (!week.ok) {
      c.status(400);
      return page(c, path, doctor.id, { doctor, weekForm: { values: week.values, errors: week.errors } });
    }
    await saveWeek(db, doctor.id, week.week, actorOf(c), now);
    return c.redirect(`${doctorAddress(path, doctor.id)}&saved=calendar`, 303);
  }
  return c.text('Send the doctor’s record or week from the Doctor Calendars page.', 400);
}
