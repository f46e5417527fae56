// A signed-in patient's appointments, for the account area and its data download: those made while signed in, or
// with the account's confirmed e-mail (the rule's SQL is src/http/account-owner.ts; src/account/linked.ts decides who
// the account is). A reference that is not the account's is not found.
import { ownedIds, type AccountOwner } from '../http/account-owner';
import type { PaymentState } from './appointment-rows';
import type { AppointmentMode, AppointmentStatus } from './store';

/** An appointment as the account area shows it. */
export interface AccountAppointment {
  reference: string;
  doctorId: string;
  doctorName: string;
  doctorNameHi: string | null;
  specialization: string;
  specializationHi: string | null;
  start: number;
  end: number;
  mode: AppointmentMode;
  fee: number;
  /** The number it was booked with: its page's key is made from it. Never shown in a list. */
  patientPhone: string;
  locale: 'en' | 'hi';
  status: AppointmentStatus;
  payment: PaymentState;
  rescheduleAskedAt: number | null;
}

/**
 * APPOINTMENT_SELECT, from `appointments a JOIN doctors d`.
 * @table appointments
 * @table doctors doctor_name=name specialization
 * @computed doctor_name_hi specialization_hi
 */
interface AppointmentRow {
  reference: string;
  doctor_id: string;
  doctor_name: string;
  doctor_name_hi: unknown;
  specialization: string;
  specialization_hi: unknown;
  starts_at: number;
  ends_at: number;
  mode: AppointmentMode;
  fee: number;
  patient_phone: string;
  locale: string;
  status: AppointmentStatus;
  payment: PaymentState;
  reschedule_asked_at: number | null;
}

const APPOINTMENT_SELECT = `SELECT a.reference, a.doctor_id, d.name AS doctor_name,
  json_extract(d.words_hi, '$.name') AS doctor_name_hi, d.specialization,
  json_extract(d.words_hi, '$.specialization') AS specialization_hi, a.starts_at, a.ends_at, a.mode, a.fee,
  a.patient_phone, a.locale, a.status, a.payment, a.reschedule_asked_at
  FROM appointments a JOIN doctors d ON d.id = a.doctor_id`;

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function appointmentOf(row: AppointmentRow): AccountAppointment {
  return {
    reference: row.reference,
    doctorId: row.doctor_id,
    doctorName: row.doctor_name,
    doctorNameHi: textOrNull(row.doctor_name_hi),
    specialization: row.specialization,
    specializationHi: textOrNull(row.specialization_hi),
    start: row.starts_at,
    end: row.ends_at,
    mode: row.mode,
    fee: row.fee,
    patientPhone: row.patient_phone,
    locale: row.locale === 'hi' ? 'hi' : 'en',
    status: row.status,
    payment: row.payment,
    rescheduleAskedAt: row.reschedule_asked_at,
  };
}

/** The account's appointments, latest start first (`limit` of them; null: every one, for the data download). */
export async function appointmentsOfAccount(
  db: D1Database,
  owner: AccountOwner,
  limit: number | null,
): Promise<AccountAppointment[]> {
  const ids = ownedIds('appointments', { email: 'patient_email', phone: 'patient_phone' }, owner);
  const { results } = await db
    .prepare(
      `${APPOINTMENT_SELECT} WHERE a.id IN (${ids.sql}) ORDER BY a.starts_at DESC, a.id DESC${limit === null ? '' : ` LIMIT ${Math.max(1, Math.floor(limit))}`}`,
    )
    .bind(...ids.params)
    .all<AppointmentRow>();
  return results.map(appointmentOf);
}

/** The ids of every appointment of the account's (the consultation records and prescriptions are read by them). */
export async function appointmentIdsOfAccount(db: D1Database, owner: AccountOwner): Promise<number[]> {
  const ids = ownedIds('appointments', { email: 'patient_email', phone: 'patient_phone' }, owner);
  const { results } = await db
    .prepare(ids.sql)
    .bind(...ids.params)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

/** One appointment by its reference, only when it is the account's: null for anyone else's, as for none at all. */
export async function appointmentOfAccount(
  db: D1Database,
  owner: AccountOwner,
  reference: string,
): Promise<AccountAppointment | null> {
  const ids = ownedIds('appointments', { email: 'patient_email', phone: 'patient_phone' }, owner);
  const row = await db
    .prepare(`${APPOINTMENT_SELECT} WHERE a.reference = ?${ids.params.length + 1} AND a.id IN (${ids.sql})`)
    .bind(...ids.params, reference)
    .first<AppointmentRow>();
  return row ? appointmentOf(row) : null;
}
