// What an admin does to a doctor's record and week, each written in one D1 batch with its audit row: adding a doctor
// (the id a slug of the name, drawn once and never changed), editing one (the sign-in account and the sample mark are
// left as they are), and replacing a week through saveCalendar.
import { rupeeFigure } from '../../shared/money';
import { auditStatement, type Actor } from '../audit';
import { undoDoctorLinkStatement } from './account-appointments';
import type { WeeklySpan } from './slots';
import { saveCalendar, type DoctorRecord } from './store';

/** What the admin's form sets: everything but the id, the linked account and the sample mark. */
export type DoctorFields = Omit<DoctorRecord, 'id' | 'accountId' | 'sample'>;

export interface Week {
  hours: readonly WeeklySpan[];
  breaks: readonly WeeklySpan[];
  daysOff: readonly string[];
}

const MAX_SLUG = 60;

/** 'Dr. Priya Raman' → 'priya-raman': the title dropped, accents folded, anything else a hyphen; 'doctor' if empty. */
export function doctorSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^\s*dr\b\.?\s*/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
  // 'new' is the address of the form that adds a doctor.
  return slug === 'new' ? 'new-doctor' : slug || 'doctor';
}

/** The facts of a record an audit row names, in words. */
function factsOf(fields: DoctorFields): Record<string, string> {
  return {
    name: fields.name,
    specialization: fields.specialization,
    department: fields.department,
    qualifications: fields.qualifications,
    registration: `${fields.registrationNumber} (${fields.council})`,
    languages: fields.languages.join(', '),
    fee: `₹${rupeeFigure(fields.fee)}`,
    minutes: `${fields.minutes} min`,
    'meeting link': fields.meetingLink ?? 'none',
    experience: fields.experienceYears === null ? 'none' : `${fields.experienceYears} years`,
    rating: fields.rating === null ? 'none' : String(fields.rating),
    'Hindi words': JSON.stringify(fields.wordsHi),
    active: fields.active ? 'yes' : 'no',
  };
}

/** A new record's facts: 'name Dr. Asha Rao; specialization ...'. */
export function doctorSummary(fields: DoctorFields): string {
  return Object.entries(factsOf(fields))
    .map(([key, value]) => `${key} ${value}`)
    .join('; ');
}

/** 'fee ₹499 → ₹599; active yes → no', or a note that nothing changed. */
export function doctorChanges(before: DoctorFields, after: DoctorFields): string {
  const was = factsOf(before);
  const now = factsOf(after);
  const changes = Object.keys(now)
    .filter((key) => was[key] !== now[key])
    .map((key) => `${key} ${was[key]} → ${now[key]}`);
  return changes.length > 0 ? changes.join('; ') : 'saved without changes';
}

const DOCTOR_VALUES = `?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16`;

function bindFields(statement: D1PreparedStatement, id: string, fields: DoctorFields, now: number) {
  return statement.bind(
    id,
    fields.name,
    fields.specialization,
    fields.department,
    fields.qualifications,
    fields.registrationNumber,
    fields.council,
    JSON.stringify(fields.languages),
    fields.fee,
    fields.minutes,
    fields.meetingLink,
    fields.active ? 1 : 0,
    fields.experienceYears,
    fields.rating,
    JSON.stringify(fields.wordsHi),
    now,
  );
}

const isIdTaken = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed: doctors\.id/i.test(error.message);

/** Adds a doctor (not a sample, no account yet) with the first free id made from the name. Returns the id. */
export async function addDoctor(db: D1Database, fields: DoctorFields, actor: Actor, now: number): Promise<string> {
  const base = doctorSlug(fields.name);
  for (let attempt = 0; attempt < 5; attempt++) {
    const { results } = await db
      .prepare("SELECT id FROM doctors WHERE id = ?1 OR id LIKE ?1 || '-%'")
      .bind(base)
      .all<{ id: string }>();
    const taken = new Set(results.map((row) => row.id));
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    try {
      await db.batch([
        bindFields(
          db.prepare(
            `INSERT INTO doctors (id, name, specialization, department, qualifications, registration_number, council,
               languages, fee, minutes, meeting_link, active, experience_years, rating, words_hi, updated_at,
               account_id, sample)
             VALUES (?1, ${DOCTOR_VALUES}, NULL, 0)`,
          ),
          id,
          fields,
          now,
        ),
        auditStatement(db, {
          at: now,
          actor,
          action: 'doctor',
          reference: id,
          detail: `added: ${doctorSummary(fields)}`,
        }),
      ]);
      return id;
    } catch (error) {
      // Another admin took the same id a moment ago: look again.
      if (!isIdTaken(error)) throw error;
    }
  }
  throw new Error(`doctors: no free id for ${base} after 5 attempts`);
}

/** Replaces the form's facts of an existing doctor; the audit row names what changed. */
export async function editDoctor(
  db: D1Database,
  before: DoctorRecord,
  fields: DoctorFields,
  actor: Actor,
  now: number,
): Promise<void> {
  await db.batch([
    bindFields(
      db.prepare(
        `UPDATE doctors SET name = ?2, specialization = ?3, department = ?4, qualifications = ?5,
           registration_number = ?6, council = ?7, languages = ?8, fee = ?9, minutes = ?10, meeting_link = ?11,
           active = ?12, experience_years = ?13, rating = ?14, words_hi = ?15, updated_at = ?16
         WHERE id = ?1`,
      ),
      before.id,
      fields,
      now,
    ),
    auditStatement(db, {
      at: now,
      actor,
      action: 'doctor',
      reference: before.id,
      detail: doctorChanges(before, fields),
    }),
  ]);
}

/**
 * Takes a sign-in account the auth server no longer has off a doctor's record, so the record can be linked to a new
 * one (Users → Doctors): only if the record still names that account, with its audit row in the same batch. The
 * caller has checked that the account is gone. False when the record had changed meanwhile (nothing written).
 */
export async function unlinkGoneAccount(
  db: D1Database,
  doctorId: string,
  accountId: string,
  actor: Actor,
  now: number,
): Promise<boolean> {
  const [update] = await db.batch([
    undoDoctorLinkStatement(db, doctorId, accountId, now),
    auditStatement(
      db,
      {
        at: now,
        actor,
        action: 'doctor',
        reference: doctorId,
        detail: `sign-in account ${accountId} unlinked: it no longer exists`,
      },
      { onlyIf: 'changes() = 1' },
    ),
  ]);
  return (update?.meta.changes ?? 0) === 1;
}

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 'Mon 09:00–13:00, 14:00–18:00' for each day with spans, Monday first. */
function spansText(spans: readonly WeeklySpan[]): string {
  const days = [1, 2, 3, 4, 5, 6, 0]
    .map((weekday) => {
      const today = spans.filter((span) => span.weekday === weekday);
      return today.length === 0
        ? null
        : `${DAY_NAMES[weekday]} ${today.map((span) => `${span.start}–${span.end}`).join(', ')}`;
    })
    .filter((day): day is string => day !== null);
  return days.length > 0 ? days.join('; ') : 'none';
}

/** The week as an audit row records it. */
export function weekText(week: Week): string {
  return `hours: ${spansText(week.hours)} | breaks: ${spansText(week.breaks)} | days off: ${
    week.daysOff.length > 0 ? week.daysOff.join(', ') : 'none'
  }`;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A doctor's week as stored, active or not (calendarOf answers null for an inactive doctor: no slots). */
export async function storedWeek(db: D1Database, doctorId: string): Promise<Week> {
  const [week, daysOff] = await db.batch([
    db.prepare('SELECT kind, weekday, start_minute, end_minute FROM doctor_week WHERE doctor_id = ?1').bind(doctorId),
    db.prepare('SELECT date FROM doctor_days_off WHERE doctor_id = ?1 ORDER BY date').bind(doctorId),
  ]);
  const rows = (week?.results ?? []) as { kind: string; weekday: number; start_minute: number; end_minute: number }[];
  const spans = (kind: string) =>
    rows
      .filter((row) => row.kind === kind)
      .map((row) => ({ weekday: row.weekday, start: clock(row.start_minute), end: clock(row.end_minute) }));
  return {
    hours: spans('hours'),
    breaks: spans('break'),
    daysOff: ((daysOff?.results ?? []) as { date: string }[]).map((row) => row.date),
  };
}

/** Replaces a doctor's week and days off, with its audit row in the same batch. */
export async function saveWeek(db: D1Database, doctorId: string, week: Week, actor: Actor, now: number) {
  const audit = auditStatement(db, { at: now, actor, action: 'calendar', reference: doctorId, detail: weekText(week) });
  await saveCalendar(db, doctorId, week, [audit]);
}
