// What belongs to the signed-in account, decided here and nowhere else. An appointment or a request is the
// account's when it was made while signed in (its account_id is the account's id), or when its e-mail equals the
// account's e-mail AND the auth server has confirmed that address; never by a phone number alone. The account comes
// from the auth server's record (c.get('user')), never from a form or an address. Every query carries the rule in
// its SQL, as two branches that each use their index (appointments_by_account, appointments_by_email,
// requests_by_account, requests_by_email from migration 0007); a reference that is not the account's is not found.
import type { AppointmentMode, AppointmentStatus, PaymentState } from '../appointments';
import type { SignedInUser } from '../env';

/** Who owns rows: the account's id, and its e-mail only once confirmed. */
export interface Owner {
  id: string;
  /** Lower-cased by SQLite's lower() at query time; null while the address is not confirmed. */
  email: string | null;
}

export function ownerOf(user: Pick<SignedInUser, 'id' | 'email' | 'emailConfirmed'>): Owner {
  return { id: user.id, email: user.emailConfirmed && user.email ? user.email : null };
}

/** The ids of `table`'s rows the owner may see, as a sub-select (each branch on its own index) and its values. */
function ownedIds(table: 'appointments' | 'requests', owner: Owner): { sql: string; params: string[] } {
  const emailColumn = table === 'appointments' ? 'patient_email' : 'email';
  const byAccount = `SELECT id FROM ${table} WHERE account_id = ?1`;
  if (!owner.email) return { sql: byAccount, params: [owner.id] };
  const byEmail = `SELECT id FROM ${table} WHERE ${emailColumn} IS NOT NULL AND lower(${emailColumn}) = lower(?2)`;
  return { sql: `${byAccount} UNION ${byEmail}`, params: [owner.id, owner.email] };
}

/** An appointment as the account area shows it. */
export interface OwnedAppointment {
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

function appointmentOf(row: AppointmentRow): OwnedAppointment {
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

/** The most appointments the area lists (newest first beyond it: years of weekly consultations). */
export const APPOINTMENT_LIMIT = 200;

/** The owner's appointments, latest start first (`limit` of them; null: every one, for the data download). */
export async function ownedAppointments(
  db: D1Database,
  owner: Owner,
  limit: number | null = APPOINTMENT_LIMIT,
): Promise<OwnedAppointment[]> {
  const ids = ownedIds('appointments', owner);
  const { results } = await db
    .prepare(
      `${APPOINTMENT_SELECT} WHERE a.id IN (${ids.sql}) ORDER BY a.starts_at DESC, a.id DESC${limit === null ? '' : ` LIMIT ${Math.max(1, Math.floor(limit))}`}`,
    )
    .bind(...ids.params)
    .all<AppointmentRow>();
  return results.map(appointmentOf);
}

/** The ids of every appointment of the owner's (the consultation records and prescriptions are read by them). */
export async function ownedAppointmentIds(db: D1Database, owner: Owner): Promise<number[]> {
  const ids = ownedIds('appointments', owner);
  const { results } = await db
    .prepare(ids.sql)
    .bind(...ids.params)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

/** One appointment by its reference, only when it is the owner's: null for anyone else's, as for none at all. */
export async function ownedAppointment(
  db: D1Database,
  owner: Owner,
  reference: string,
): Promise<OwnedAppointment | null> {
  const ids = ownedIds('appointments', owner);
  const row = await db
    .prepare(`${APPOINTMENT_SELECT} WHERE a.reference = ?${ids.params.length + 1} AND a.id IN (${ids.sql})`)
    .bind(...ids.params, reference)
    .first<AppointmentRow>();
  return row ? appointmentOf(row) : null;
}

const LIVE: readonly AppointmentStatus[] = ['requested', 'scheduled', 'confirmed', 'in-consultation'];

/** Still to come (or on now): a live status and not yet over. */
export function isUpcoming(appointment: OwnedAppointment, now: number): boolean {
  return LIVE.includes(appointment.status) && appointment.end > now;
}

/** A request as the account area lists it. */
export interface OwnedRequest {
  reference: string;
  kind: string;
  status: 'new' | 'contacted' | 'closed';
  createdAt: number;
}

/** The most requests the area lists, newest first. */
export const REQUEST_LIMIT = 100;

export async function ownedRequests(db: D1Database, owner: Owner): Promise<OwnedRequest[]> {
  const ids = ownedIds('requests', owner);
  const { results } = await db
    .prepare(
      `SELECT reference, kind, status, created_at FROM requests WHERE id IN (${ids.sql})
       ORDER BY created_at DESC, id DESC LIMIT ${REQUEST_LIMIT}`,
    )
    .bind(...ids.params)
    .all<{ reference: string; kind: string; status: OwnedRequest['status']; created_at: number }>();
  return results.map((row) => ({
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    createdAt: row.created_at,
  }));
}

/** A request as the data download gives it: everything the person sent, and when. */
export interface OwnedRequestRecord extends OwnedRequest {
  locale: string;
  fields: Record<string, string>;
  consentVersion: string;
}

export async function ownedRequestRecords(db: D1Database, owner: Owner): Promise<OwnedRequestRecord[]> {
  const ids = ownedIds('requests', owner);
  const { results } = await db
    .prepare(
      `SELECT reference, kind, status, locale, fields, consent_version, created_at FROM requests WHERE id IN (${ids.sql})
       ORDER BY created_at DESC, id DESC`,
    )
    .bind(...ids.params)
    .all<{
      reference: string;
      kind: string;
      status: OwnedRequest['status'];
      locale: string;
      fields: string;
      consent_version: string;
      created_at: number;
    }>();
  return results.map((row) => ({
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    locale: row.locale,
    fields: JSON.parse(row.fields) as Record<string, string>,
    consentVersion: row.consent_version,
    createdAt: row.created_at,
  }));
}
