// GET /doctor/appointments/<reference>/record: the consultation page of one of the signed-in doctor's appointments.
// Another doctor's or an unknown reference answers 404; an appointment not yet in consultation says when the record
// can be written, without a form. Otherwise: the appointment, the record (a form while it may change, read-only once
// a prescription of it is issued) and the prescription. Every render that shows a record's content writes one row of
// the medical-record access log (role doctor, action read); a form that redirects writes none.
import type { Context } from 'hono';
import { APPOINTMENT_REFERENCE, findDoctorAppointment, type Appointment } from '../../appointments';
import { minutesOf, modeHeld, roomHolds, type RoomHolds } from '../../consult';
import type { AppEnv } from '../../env';
import { roomPagePath } from '../../../shared/consult/protocol';
import {
  followUpChoices,
  followUpReference,
  logAccess,
  prescriptionsForDoctor,
  recordForDoctor,
  type ConsultationRecord,
  type Prescription,
} from '../../records';
import type { AreaPage } from '../../render/area-routes';
import { Alert } from '../../ui/Alert';
import { doctorDb, linkedDoctor } from '../guard';
import { DOCTOR_HOME_PATH, DOCTOR_RECORDS_PATH, recordActionPath, recordPath } from '../paths';
import { PrescriptionPanel, type LineForm } from './prescription-panel';
import { EMPTY_RECORD, recordMasters, valuesOfRecord, type RecordValues } from './record-data';
import { RecordForm, RecordSummary } from './record-form';
import { briefingOf, IntakePanel, prefilled } from './intake-panel';
import type { ConsultBriefing } from '../../intake';
import { AppointmentFacts, NoticeBox, type RecordNotice } from './record-parts';

export const NOT_YOURS = 'There is no appointment of yours with that reference.';
const TITLE = 'Consultation record';

/** How the page comes back after a form: its status, a message, and what was typed into a refused form. */
export interface RecordView {
  status?: 200 | 400 | 404 | 409 | 415;
  notice?: RecordNotice;
  form?: { values: RecordValues; errors: Record<string, string> };
  line?: LineForm;
}

export function notYours(c: Context<AppEnv>, page: AreaPage) {
  c.status(404);
  return page(
    c,
    <Alert tone="error" title={NOT_YOURS}>
      <a href={DOCTOR_RECORDS_PATH}>Your records</a> · <a href={DOCTOR_HOME_PATH}>Today</a>
    </Alert>,
    'Appointment not found',
  );
}

/** This doctor's appointment by a well-formed reference, or null. */
export async function ownAppointment(c: Context<AppEnv>, reference: string): Promise<Appointment | null> {
  if (!APPOINTMENT_REFERENCE.test(reference)) return null;
  return findDoctorAppointment(doctorDb(c), linkedDoctor(c).id, reference);
}

const started = (appointment: Appointment) =>
  appointment.status === 'in-consultation' || appointment.status === 'completed';

function NotYet({
  appointment,
  notice,
  briefing,
}: {
  appointment: Appointment;
  notice?: RecordNotice;
  briefing: ConsultBriefing;
}) {
  return (
    <div className="grid gap-6">
      <NoticeBox notice={notice} />
      <div className="card">
        <AppointmentFacts appointment={appointment} />
      </div>
      <IntakePanel reference={appointment.reference} briefing={briefing} />
      <Alert tone="info" title="No record yet">
        <p className="m-0">
          The record is written once the consultation has started. Start it from your day’s list when you join the
          patient.
        </p>
      </Alert>
      <p className="m-0">
        <a href={DOCTOR_HOME_PATH}>Back to today</a>
      </p>
    </div>
  );
}

/**
 * What the consultation room knows of this consultation (issue 42): the mode held and its minutes, the chat, and the
 * identity the doctor confirmed there, which the prescription needs.
 */
export function HeldInRoom({ reference, holds }: { reference: string; holds: RoomHolds | null }) {
  const held = modeHeld(holds);
  return (
    <div className="grid gap-1 border-t border-slate-200 pt-3" data-held-in-room>
      <p className="m-0">
        <span className="font-semibold text-ink-600">Held in the room: </span>
        {held === null
          ? 'not yet.'
          : `${held === 'video' ? 'video' : held === 'audio' ? 'audio only' : 'chat only'} · video ${minutesOf(holds?.videoMs ?? 0)} min · audio ${minutesOf(holds?.audioMs ?? 0)} min · ${holds?.chatCount ?? 0} chat messages.`}{' '}
        List A medicines need video held in this consultation.
      </p>
      <p className="m-0">
        <span className="font-semibold text-ink-600">Identity: </span>
        {holds?.identityName && holds.identityAge !== null
          ? `confirmed in the room as ${holds.identityName}, ${holds.identityAge} years.`
          : 'not confirmed yet: confirm it in the room before issuing a prescription.'}{' '}
        <a href={roomPagePath(reference)} className="font-semibold">
          Consultation room
        </a>
      </p>
    </div>
  );
}

/** Writes the access-log row for a render that shows this record's content. */
async function logRead(c: Context<AppEnv>, record: ConsultationRecord) {
  const user = c.get('user');
  await logAccess(doctorDb(c), {
    actor: { id: user?.id ?? 'unknown', email: user?.email ?? null },
    role: 'doctor',
    recordId: record.id,
    what: 'read',
  });
}

export async function showRecord(
  c: Context<AppEnv>,
  page: AreaPage,
  reference: string,
  view: RecordView = {},
): Promise<Response> {
  const appointment = await ownAppointment(c, reference);
  if (!appointment) return notYours(c, page);
  const db = doctorDb(c);
  if (!started(appointment)) {
    const briefing = await briefingOf(c, db, appointment.id);
    c.status(view.status ?? 200);
    return page(c, <NotYet appointment={appointment} notice={view.notice} briefing={briefing} />, TITLE);
  }
  const doctor = linkedDoctor(c);
  const [record, masters, choices, holds, briefing] = await Promise.all([
    recordForDoctor(db, doctor.id, reference),
    recordMasters(db),
    followUpChoices(db, doctor.id, reference),
    roomHolds(db, appointment.id),
    briefingOf(c, db, appointment.id),
  ]);
  const prescriptions: Prescription[] = record ? ((await prescriptionsForDoctor(db, doctor.id, reference)) ?? []) : [];
  const followUp = record?.followUpOf ? await followUpReference(db, doctor.id, record.followUpOf) : null;
  if (record) await logRead(c, record);
  // Until a record is saved, the form starts from the patient's intake answers.
  const stored = record ? valuesOfRecord(record, followUp) : prefilled(briefing, masters, EMPTY_RECORD);
  c.status(view.status ?? 200);
  return page(
    c,
    <div className="grid gap-8">
      <NoticeBox notice={view.notice} />
      <section aria-labelledby="appointment-heading" className="card grid gap-3">
        <h2 id="appointment-heading" className="m-0 text-xl font-bold text-ink-900">
          Appointment
        </h2>
        <AppointmentFacts appointment={appointment} />
        <HeldInRoom reference={reference} holds={holds} />
      </section>
      <IntakePanel reference={reference} briefing={briefing} />
      <section aria-labelledby="record-heading" className="grid gap-4">
        <h2 id="record-heading" className="m-0 text-xl font-bold text-ink-900">
          Record
        </h2>
        {record?.locked ? (
          <>
            <p className="m-0 text-ink-700">A prescription of this record is issued, so the record stays as issued.</p>
            <div className="card">
              <RecordSummary values={stored} masters={masters} />
            </div>
          </>
        ) : (
          <RecordForm
            reference={reference}
            masters={masters}
            values={view.form?.values ?? stored}
            errors={view.form?.errors ?? {}}
            choices={choices}
          />
        )}
      </section>
      <section aria-labelledby="prescription-heading" className="grid gap-4">
        <h2 id="prescription-heading" className="m-0 text-xl font-bold text-ink-900">
          Prescription
        </h2>
        <PrescriptionPanel
          reference={reference}
          record={record}
          prescriptions={prescriptions}
          medicines={masters.medicines}
          line={view.line}
        />
      </section>
    </div>,
    TITLE,
  );
}

/** GET .../record/issue: the draft as it will be issued, and the one button that issues it for good. */
export async function showIssueConfirm(c: Context<AppEnv>, page: AreaPage, reference: string): Promise<Response> {
  const appointment = await ownAppointment(c, reference);
  if (!appointment) return notYours(c, page);
  const db = doctorDb(c);
  const doctor = linkedDoctor(c);
  const record = started(appointment) ? await recordForDoctor(db, doctor.id, reference) : null;
  const prescriptions = record ? ((await prescriptionsForDoctor(db, doctor.id, reference)) ?? []) : [];
  const draft = prescriptions.find((prescription) => prescription.status === 'draft');
  if (!record || !draft || draft.lines.length === 0) {
    return showRecord(c, page, reference, {
      status: 409,
      notice: { title: 'Nothing to issue', text: 'There is no draft prescription with a medicine to issue.' },
    });
  }
  await logRead(c, record);
  return page(
    c,
    <div className="grid gap-6">
      <Alert tone="info" title={`Issue ${draft.number} for ${appointment.patientName}?`}>
        <p className="m-0">
          Once issued, the prescription and its record cannot be edited. A mistake is corrected by a new prescription
          that supersedes it.
        </p>
        {draft.supersedes && (
          <p className="m-0 mt-1">Issuing it supersedes {draft.supersedes}: that one then shows as no longer valid.</p>
        )}
      </Alert>
      <ul className="m-0 grid list-disc gap-1 pl-6">
        {draft.lines.map((line) => (
          <li key={line.position}>
            {line.medicineText}: {line.dose} {line.doseUnit}, {line.frequency}, {line.durationDays}{' '}
            {line.durationDays === 1 ? 'day' : 'days'}
            {line.instructions ? `, ${line.instructions}` : ''}
          </li>
        ))}
      </ul>
      {record.ageYears === null && (
        <p className="m-0 font-semibold text-red-700">
          The patient’s age is not written yet: the prescription will be refused until it is.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <form method="post" action={recordActionPath(reference, 'issue')}>
          <button type="submit" className="btn-primary min-h-11">
            Issue {draft.number}
          </button>
        </form>
        <a href={recordPath(reference)} className="inline-flex min-h-11 items-center">
          Back to the record
        </a>
      </div>
    </div>,
    'Issue the prescription',
  );
}
