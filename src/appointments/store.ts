// The appointments' SQL: doctors, their weeks and days off, and bookings. A slot is booked at most once by the
// database itself (the unique index one_booking_per_slot in migrations/0003_appointments.sql); this module turns
// its refusal into an answer a person reads.
import { minutesOfDay } from './india-time';
import type { Calendar, WeeklySpan } from './slots';
import { auditStatement, PATIENT_ACTOR } from '../audit';
import type { AppointmentWritten } from '../notifications';
import { APPOINTMENT_WRITTEN } from './outbox-written';
import { newReference } from '../references';

export const APPOINTMENT_MODES = ['video', 'audio', 'chat'] as const;
export type AppointmentMode = (typeof APPOINTMENT_MODES)[number];

export const APPOINTMENT_STATUSES = [
  'requested',
  'scheduled',
  'confirmed',
  'in-consultation',
  'completed',
  'cancelled-by-patient',
  'cancelled-by-provider',
  'no-show',
  'lapsed',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export interface DoctorRecord {
  id: string;
  name: string;
  specialization: string;
  department: string;
  qualifications: string;
  registrationNumber: string;
  council: string;
  languages: string[];
  /** Paise. */
  fee: number;
  minutes: number;
  meetingLink: string | null;
  active: boolean;
  accountId: string | null;
  sample: boolean;
  /** The card's figures; null when not given. */
  experienceYears: number | null;
  rating: number | null;
  /** The doctor's words in Hindi; a missing one is shown in English. */
  wordsHi: DoctorWordsHi;
}

export interface DoctorWordsHi {
  name?: string;
  specialization?: string;
  qualifications?: string;
  council?: string;
}

export interface NewAppointment {
  doctorId: string;
  start: number;
  end: number;
  mode: AppointmentMode;
  /** Paise, as the doctor's fee stood when booked. */
  fee: number;
  patientName: string;
  /** +91 and ten digits. */
  patientPhone: string;
  patientEmail: string | null;
  /** The patient agreed to WhatsApp messages for this booking (the booking form's checkbox); false when not asked. */
  whatsapp?: boolean;
  accountId: string | null;
  requestReference: string | null;
  locale: string;
  status: Extract<AppointmentStatus, 'requested' | 'scheduled'>;
  holdExpiresAt: number | null;
  dedupeKey: string | null;
  /** Who made it: 'patient' or a coordinator's e-mail. */
  actor: string;
  now: number;
}

export type Booked =
  | { ok: true; reference: string; duplicate: boolean }
  | { ok: false; reason: 'taken' | 'unknown-doctor' | 'request-booked' };

const isUniqueFailure = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed|slot blocked|slot taken/i.test(error.message);
const isForeignKeyFailure = (error: unknown) =>
  error instanceof Error && /FOREIGN KEY constraint failed/i.test(error.message);

/**
 * Books a slot. The same submission again (same dedupe key) answers with the first booking's reference; a slot
 * another booking holds is refused as 'taken', whoever got there first by a millisecond.
 */
export async function insertAppointment(
  db: D1Database,
  booking: NewAppointment,
  /** Statements written in the same batch once the reference is drawn (the outbox's rows, with `written`). */
  alongside?: (db: D1Database, reference: string, written: AppointmentWritten) => D1PreparedStatement[],
): Promise<Booked> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const reference = newReference('AP');
    try {
      await db.batch([
        db
          .prepare(
            `INSERT INTO appointments (reference, doctor_id, starts_at, ends_at, mode, fee, patient_name, patient_phone,
               patient_email, account_id, request_reference, locale, status, hold_expires_at, dedupe_key, created_at,
               updated_at, whatsapp_consent)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?16, ?17)`,
          )
          .bind(
            reference,
            booking.doctorId,
            booking.start,
            booking.end,
            booking.mode,
            booking.fee,
            booking.patientName,
            booking.patientPhone,
            booking.patientEmail,
            booking.accountId,
            booking.requestReference,
            booking.locale,
            booking.status,
            booking.holdExpiresAt,
            booking.dedupeKey,
            booking.now,
            booking.whatsapp ? 1 : 0,
          ),
        db
          .prepare(
            `INSERT INTO appointment_history (appointment_id, at, actor, change, detail)
             SELECT id, ?2, ?3, 'created', ?4 FROM appointments WHERE reference = ?1`,
          )
          .bind(reference, booking.now, booking.actor, booking.status),
        auditStatement(db, {
          at: booking.now,
          actor: booking.actor === 'patient' ? PATIENT_ACTOR : { id: booking.actor, email: booking.actor },
          action: 'appointment',
          reference,
          // The patient's WhatsApp choice is part of what was booked.
          detail: `created (${booking.status})${booking.whatsapp ? ', WhatsApp updates on' : ''}`,
        }),
        ...(alongside?.(db, reference, APPOINTMENT_WRITTEN) ?? []),
      ]);
      return { ok: true, reference, duplicate: false };
    } catch (error) {
      if (isForeignKeyFailure(error)) return { ok: false, reason: 'unknown-doctor' };
      if (!isUniqueFailure(error)) throw error;
      const first = booking.dedupeKey
        ? await db
            .prepare('SELECT reference FROM appointments WHERE dedupe_key = ?1')
            .bind(booking.dedupeKey)
            .first<{ reference: string }>()
        : null;
      if (first) return { ok: true, reference: first.reference, duplicate: true };
      if (/slot blocked|slot taken/i.test(String(error))) return { ok: false, reason: 'taken' };
      if (/appointments\.request_reference/i.test(String(error))) return { ok: false, reason: 'request-booked' };
      const holder = await db
        .prepare(
          `SELECT 1 AS taken FROM appointments WHERE doctor_id = ?1 AND starts_at = ?2
             AND status NOT IN ('cancelled-by-patient', 'cancelled-by-provider', 'lapsed')`,
        )
        .bind(booking.doctorId, booking.start)
        .first<{ taken: number }>();
      if (holder) return { ok: false, reason: 'taken' };
      // Otherwise the new reference was taken (about one chance in a billion): draw another.
    }
  }
  throw new Error('appointments: no free reference after 5 attempts');
}

/** @table doctors */
export interface DoctorRow {
  id: string;
  name: string;
  specialization: string;
  department: string;
  qualifications: string;
  registration_number: string;
  council: string;
  languages: string;
  fee: number;
  minutes: number;
  meeting_link: string | null;
  active: number;
  account_id: string | null;
  sample: number;
  experience_years: number | null;
  rating: number | null;
  words_hi: string;
}

function languagesOf(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function wordsHiOf(json: string): DoctorWordsHi {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return {};
    const words: DoctorWordsHi = {};
    for (const key of ['name', 'specialization', 'qualifications', 'council'] as const) {
      const word = (value as Record<string, unknown>)[key];
      if (typeof word === 'string' && word.trim() !== '') words[key] = word;
    }
    return words;
  } catch {
    return {};
  }
}

export function doctorOf(row: DoctorRow): DoctorRecord {
  return {
    id: row.id,
    name: row.name,
    specialization: row.specialization,
    department: row.department,
    qualifications: row.qualifications,
    registrationNumber: row.registration_number,
    council: row.council,
    languages: languagesOf(row.languages),
    fee: row.fee,
    minutes: row.minutes,
    meetingLink: row.meeting_link,
    active: row.active === 1,
    accountId: row.account_id,
    sample: row.sample === 1,
    experienceYears: row.experience_years,
    rating: row.rating,
    wordsHi: wordsHiOf(row.words_hi),
  };
}

/** Adds or replaces a doctor's record (an admin's edit, or the sample seed). */
export async function saveDoctor(db: D1Database, doctor: DoctorRecord, now: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO doctors (id, name, specialization, department, qualifications, registration_number, council,
         languages, fee, minutes, meeting_link, active, account_id, sample, updated_at, experience_years, rating, words_hi)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18)
       ON CONFLICT (id) DO UPDATE SET name = excluded.name, specialization = excluded.specialization,
         department = excluded.department, qualifications = excluded.qualifications,
         registration_number = excluded.registration_number, council = excluded.council,
         languages = excluded.languages, fee = excluded.fee, minutes = excluded.minutes,
         meeting_link = excluded.meeting_link, active = excluded.active, account_id = excluded.account_id,
         sample = excluded.sample, updated_at = excluded.updated_at, experience_years = excluded.experience_years,
         rating = excluded.rating, words_hi = excluded.words_hi`,
    )
    .bind(
      doctor.id,
      doctor.name,
      doctor.specialization,
      doctor.department,
      doctor.qualifications,
      doctor.registrationNumber,
      doctor.council,
      JSON.stringify(doctor.languages),
      doctor.fee,
      doctor.minutes,
      doctor.meetingLink,
      doctor.active ? 1 : 0,
      doctor.accountId,
      doctor.sample ? 1 : 0,
      now,
      doctor.experienceYears,
      doctor.rating,
      JSON.stringify(doctor.wordsHi),
    )
    .run();
}

export async function findDoctor(db: D1Database, id: string): Promise<DoctorRecord | null> {
  const row = await db.prepare('SELECT * FROM doctors WHERE id = ?1').bind(id).first<DoctorRow>();
  return row ? doctorOf(row) : null;
}

/**
 * How many picks of one mobile number wait for a coordinator with one doctor now, leaving out one submission (its
 * own resend).
 */
export async function heldPicksOf(
  db: D1Database,
  pick: { phone: string; doctorId: string; except: string },
  now: number,
): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS held FROM appointments INDEXED BY appointments_by_phone
       WHERE patient_phone = ?1 AND doctor_id = ?2 AND status = 'requested' AND hold_expires_at > ?3
         AND dedupe_key IS NOT ?4`,
    )
    .bind(pick.phone, pick.doctorId, now, pick.except)
    .first<{ held: number }>();
  return row?.held ?? 0;
}

/** Every doctor, by name: all of them for the admin, only the active ones (published) for the public pages. */
export async function listDoctors(db: D1Database, which: 'all' | 'active'): Promise<DoctorRecord[]> {
  const { results } = await db
    .prepare(`SELECT * FROM doctors ${which === 'active' ? 'WHERE active = 1' : ''} ORDER BY name, id`)
    .all<DoctorRow>();
  return results.map(doctorOf);
}

/** Replaces a doctor's week and days off in one batch, so a reader never sees half of an edit. */
export async function saveCalendar(
  db: D1Database,
  doctorId: string,
  week: { hours: readonly WeeklySpan[]; breaks: readonly WeeklySpan[]; daysOff: readonly string[] },
  /** Statements written in the same batch (the admin's audit row). */
  alongside: readonly D1PreparedStatement[] = [],
): Promise<void> {
  const span = (kind: 'hours' | 'break', item: WeeklySpan) =>
    db
      .prepare(
        'INSERT INTO doctor_week (doctor_id, kind, weekday, start_minute, end_minute) VALUES (?1, ?2, ?3, ?4, ?5)',
      )
      .bind(doctorId, kind, item.weekday, minutesOfDay(item.start), minutesOfDay(item.end));
  await db.batch([
    db.prepare('DELETE FROM doctor_week WHERE doctor_id = ?1').bind(doctorId),
    db.prepare('DELETE FROM doctor_days_off WHERE doctor_id = ?1').bind(doctorId),
    ...week.hours.map((item) => span('hours', item)),
    ...week.breaks.map((item) => span('break', item)),
    ...week.daysOff.map((date) =>
      db.prepare('INSERT INTO doctor_days_off (doctor_id, date) VALUES (?1, ?2)').bind(doctorId, date),
    ),
    ...alongside,
  ]);
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A row of doctor_week as the calendars read it. @table doctor_week */
export interface WeekRow {
  kind: string;
  weekday: number;
  start_minute: number;
  end_minute: number;
}

function weekOf(rows: readonly WeekRow[]): Pick<Calendar, 'hours' | 'breaks'> {
  const toSpan = (row: WeekRow): WeeklySpan => ({
    weekday: row.weekday,
    start: clock(row.start_minute),
    end: clock(row.end_minute),
  });
  return {
    hours: rows.filter((row) => row.kind === 'hours').map(toSpan),
    breaks: rows.filter((row) => row.kind === 'break').map(toSpan),
  };
}

/** A doctor's calendar as slots are derived from it; null for an unknown or inactive doctor (no new slots). */
export async function calendarOf(db: D1Database, doctorId: string): Promise<Calendar | null> {
  const [doctor, week, daysOff] = await db.batch([
    db.prepare('SELECT minutes, active FROM doctors WHERE id = ?1').bind(doctorId),
    db.prepare('SELECT kind, weekday, start_minute, end_minute FROM doctor_week WHERE doctor_id = ?1').bind(doctorId),
    db.prepare('SELECT date FROM doctor_days_off WHERE doctor_id = ?1 ORDER BY date').bind(doctorId),
  ]);
  const facts = (doctor?.results as { minutes: number; active: number }[] | undefined)?.[0];
  if (!facts || facts.active !== 1) return null;
  return {
    minutes: facts.minutes,
    ...weekOf((week?.results ?? []) as WeekRow[]),
    daysOff: ((daysOff?.results ?? []) as { date: string }[]).map((row) => row.date),
  };
}

/**
 * Several doctors' calendars from rows read at once: their weeks (each row with the doctor's consultation length)
 * and days off. A doctor without a week has no calendar (no slots).
 */
export function calendarsOfWeeks(
  weeks: readonly (WeekRow & { doctor_id: string; minutes: number })[],
  daysOff: readonly { doctorId: string; date: string }[],
): Map<string, Calendar> {
  const calendars = new Map<string, Calendar>();
  for (const doctorId of new Set(weeks.map((row) => row.doctor_id))) {
    const rows = weeks.filter((row) => row.doctor_id === doctorId);
    calendars.set(doctorId, {
      minutes: rows[0]?.minutes ?? 0,
      ...weekOf(rows),
      daysOff: daysOff.filter((day) => day.doctorId === doctorId).map((day) => day.date),
    });
  }
  return calendars;
}
