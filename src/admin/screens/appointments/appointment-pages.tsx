// The appointment pages as the coordinator's routes show them, read from D1: an appointment's detail (with the
// WhatsApp confirmation for a confirmed one and the free slots of the day asked for) and the create form (with the
// request it comes from). The routes in AppointmentActions.tsx show them, with a status and a message after a refusal.
import type { Context } from 'hono';
import { isLocale } from '../../../../shared/i18n/locales';
import { displayIndianMobile } from '../../../../shared/requests/phone';
import {
  appointmentHistory,
  appointmentLink,
  appointmentLinkSecret,
  confirmationText,
  COORDINATOR_DAYS,
  doctorNamedIn,
  findAppointment,
  findDoctor,
  indiaDate,
  listDoctors,
  refundIfCancelled,
  slotBoard,
  whatsappLink,
  type Appointment,
  type BoardSlot,
} from '../../../appointments';
import type { AppEnv } from '../../../env';
import { lenient, readQuery, z } from '../../../http/validate';
import type { AreaPage } from '../../../render/area-routes';
import { recordExistence } from '../../../records';
import { roomHolds } from '../../../consult';
import { fileFigures } from '../../../intake';
import { requestByReference, type StoredRequest } from '../../../requests';
import { adminDb } from '../../db';
import { AppointmentDetail } from './AppointmentDetail';
import { AppointmentForm, type AppointmentFormValues } from './AppointmentForm';
import { MESSAGES } from './appointment-copy';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** ?date=<India date>: the day whose free slots the move form offers (the appointment's day, or today, without). */
const DAY_QUERY = z.object({ date: lenient((text) => (DATE.test(text) ? text : null)) });

/** The free and taken slots of a doctor on one India day within the coordinator's reach; null: none offered. */
export async function slotsOfDay(
  db: D1Database,
  doctorId: string,
  day: string,
  now: number,
): Promise<BoardSlot[] | null> {
  const board = await slotBoard(db, doctorId, now, COORDINATOR_DAYS);
  return board ? board.filter((slot) => indiaDate(slot.start) === day) : null;
}

/** The wa.me link with the confirmation in the patient's language, the appointment page's keyed link inside. */
export async function confirmationLink(c: Context<AppEnv>, db: D1Database, appointment: Appointment): Promise<string> {
  const config = c.get('config');
  const doctor = await findDoctor(db, appointment.doctorId);
  const doctorName =
    appointment.locale === 'hi' ? (doctor?.wordsHi.name ?? appointment.doctorName) : appointment.doctorName;
  const link = await appointmentLink(config.siteUrl, appointmentLinkSecret(c.env ?? {}), appointment);
  return whatsappLink(
    appointment.patientPhone,
    confirmationText({ ...appointment, doctorName }, link, config.siteName),
  );
}

export interface Shown {
  status?: 200 | 400 | 404 | 409 | 503;
  error?: string;
}

/** An appointment's page; 404 in the shell for an unknown reference. */
export async function showDetail(
  c: Context<AppEnv>,
  page: AreaPage,
  path: string,
  reference: string,
  shown: Shown & { day?: string } = {},
): Promise<Response> {
  const db = adminDb(c);
  const appointment = await findAppointment(db, reference);
  if (!appointment) {
    c.status(404);
    return page(
      c,
      <p role="alert" className="alert-error">
        {MESSAGES.notFound}
      </p>,
      'Appointment not found',
    );
  }
  const now = Date.now();
  const asked = shown.day ?? readQuery(DAY_QUERY, c.req.query()).date ?? '';
  const day = DATE.test(asked) ? asked : indiaDate(Math.max(appointment.start, now));
  const [history, slots, whatsapp, record, room, files] = await Promise.all([
    appointmentHistory(db, appointment.id),
    slotsOfDay(db, appointment.doctorId, day, now),
    appointment.status === 'confirmed' ? confirmationLink(c, db, appointment) : Promise.resolve(null),
    // That a record exists is shown, not read: no access-log row.
    recordExistence(db, appointment.id),
    // What the consultation room holds: minutes and a count of chat messages, never their text.
    roomHolds(db, appointment.id),
    // The patient's files: count and size, never opened.
    fileFigures(db, appointment.id),
  ]);
  if (shown.status) c.status(shown.status);
  return page(
    c,
    <AppointmentDetail
      path={path}
      appointment={appointment}
      history={history}
      refund={refundIfCancelled(appointment, 'provider', now)}
      whatsapp={whatsapp}
      day={day}
      slots={slots}
      error={shown.error}
      record={record}
      room={room}
      files={files}
      now={now}
    />,
    `Appointment ${appointment.reference}`,
  );
}

/** A request by its exact reference, or null. */
export async function requestOf(db: D1Database, reference: string): Promise<StoredRequest | null> {
  if (!/^CL-[0-9A-HJKMNP-TV-Z]{6}$/.test(reference)) return null;
  return requestByReference(db, reference);
}

/**
 * The form's fields from the address (GET) or the post, filled in from the request where the patient's are empty;
 * on the first visit from a request (no doctor chosen yet), the active doctor the request names is chosen.
 */
export async function formValues(
  db: D1Database,
  fields: Record<string, string | undefined>,
  now: number,
): Promise<{ values: AppointmentFormValues; request: StoredRequest | null }> {
  const requestReference = (fields.request ?? '').trim().toUpperCase();
  const request = requestReference ? await requestOf(db, requestReference) : null;
  const date = fields.date ?? '';
  const named =
    request && fields.doctor === undefined ? doctorNamedIn(request.fields, await listDoctors(db, 'active')) : null;
  const values: AppointmentFormValues = {
    doctor: (fields.doctor ?? named?.id ?? '').trim(),
    date: DATE.test(date) ? date : indiaDate(now),
    slot: fields.slot ?? '',
    mode: fields.mode ?? '',
    name: fields.name ?? request?.name ?? '',
    phone: fields.phone ?? (request?.phone ? displayIndianMobile(request.phone) : ''),
    email: fields.email ?? request?.email ?? '',
    locale: fields.locale ?? (isLocale(request?.locale) ? request.locale : 'en'),
    whatsapp: fields.whatsapp ? 'yes' : '',
    request: request ? request.reference : requestReference,
    token: /^[0-9a-f-]{36}$/.test(fields.token ?? '') ? (fields.token ?? '') : '',
  };
  return { values, request };
}

/** The create form, with a status and a message after a refusal. */
export async function showForm(
  c: Context<AppEnv>,
  page: AreaPage,
  path: string,
  values: AppointmentFormValues,
  shown: Shown = {},
): Promise<Response> {
  const db = adminDb(c);
  const doctors = await listDoctors(db, 'active');
  const chosen = doctors.find((doctor) => doctor.id === values.doctor);
  const slots = chosen ? await slotsOfDay(db, chosen.id, values.date, Date.now()) : null;
  if (shown.status) c.status(shown.status);
  return page(
    c,
    <AppointmentForm path={path} doctors={doctors} values={values} slots={slots} error={shown.error} />,
    'New appointment',
  );
}
