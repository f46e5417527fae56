// What a signed-in doctor reads and asks for, always through their own doctor record: the record linked to their
// sign-in account (doctors.account_id, set by an admin), their appointments between two instants, one appointment of
// theirs by reference (another doctor's answers exactly as an unknown one), and their requests to change their hours.
// Every query carries the doctor's id in its WHERE; nothing here takes a doctor id from a form or an address.
import { auditStatement, type Actor } from '../audit';
import type { OutboxCondition } from '../notifications';
import { APPOINTMENT_COLUMNS, appointmentOf, type Appointment, type AppointmentRow } from './appointment-rows';
import { doctorOf, type DoctorRecord, type DoctorRow } from './store';

/** The doctor record linked to a sign-in account, active or not; null when no admin has linked one. */
export async function doctorOfAccount(db: D1Database, accountId: string): Promise<DoctorRecord | null> {
  const row = await db.prepare('SELECT * FROM doctors WHERE account_id = ?1').bind(accountId).first<DoctorRow>();
  return row ? doctorOf(row) : null;
}

/** The most appointments one doctor's page lists (a week of 30-minute slots round the clock is 336). */
export const DOCTOR_DESK_LIMIT = 400;

const SELECT = `SELECT ${APPOINTMENT_COLUMNS} FROM appointments a INDEXED BY appointments_by_doctor
  JOIN doctors d ON d.id = a.doctor_id`;

/**
 * A doctor's appointments starting in [from, to), soonest first. A patient's pick that lapsed (never confirmed) is
 * left out: it was never the doctor's to keep.
 */
export async function doctorAppointments(
  db: D1Database,
  doctorId: string,
  from: number,
  to: number,
): Promise<Appointment[]> {
  const { results } = await db
    .prepare(
      `${SELECT} WHERE a.doctor_id = ?1 AND a.starts_at >= ?2 AND a.starts_at < ?3 AND a.status <> 'lapsed'
       ORDER BY a.starts_at, a.id LIMIT ${DOCTOR_DESK_LIMIT}`,
    )
    .bind(doctorId, from, to)
    .all<AppointmentRow>();
  return results.map(appointmentOf);
}

/** One of the doctor's own appointments; another doctor's, or none, is null alike. */
export async function findDoctorAppointment(
  db: D1Database,
  doctorId: string,
  reference: string,
): Promise<Appointment | null> {
  const row = await db
    .prepare(`${SELECT} WHERE a.doctor_id = ?1 AND a.reference = ?2`)
    .bind(doctorId, reference)
    .first<AppointmentRow>();
  return row ? appointmentOf(row) : null;
}

export interface HoursRequest {
  id: number;
  /** 'HR-12': how the audit log and the outbox name it. */
  reference: string;
  doctorId: string;
  doctorName: string;
  message: string;
  createdAt: number;
  handledAt: number | null;
  handledBy: string | null;
}

/**
 * HOURS_SELECT, from `hours_change_requests h JOIN doctors d`.
 * @table hours_change_requests
 * @table doctors doctor_name=name
 */
interface HoursRequestRow {
  id: number;
  doctor_id: string;
  doctor_name: string;
  message: string;
  created_at: number;
  handled_at: number | null;
  handled_by: string | null;
}

export const hoursRequestReference = (id: number) => `HR-${id}`;

function hoursRequestOf(row: HoursRequestRow): HoursRequest {
  return {
    id: row.id,
    reference: hoursRequestReference(row.id),
    doctorId: row.doctor_id,
    doctorName: row.doctor_name,
    message: row.message,
    createdAt: row.created_at,
    handledAt: row.handled_at,
    handledBy: row.handled_by,
  };
}

/** The length a request to change one's hours may have (the table's CHECK says the same). */
export const HOURS_REQUEST_LENGTH = { min: 1, max: 1000 } as const;

const HOURS_SELECT = `SELECT h.id, h.doctor_id, d.name AS doctor_name, h.message, h.created_at, h.handled_at,
  h.handled_by FROM hours_change_requests h JOIN doctors d ON d.id = h.doctor_id`;

/** The doctor's own requests to change their hours, newest first. */
export async function hoursRequestsOf(db: D1Database, doctorId: string, limit = 20): Promise<HoursRequest[]> {
  const { results } = await db
    .prepare(`${HOURS_SELECT} WHERE h.doctor_id = ?1 ORDER BY h.created_at DESC, h.id DESC LIMIT ?2`)
    .bind(doctorId, limit)
    .all<HoursRequestRow>();
  return results.map(hoursRequestOf);
}

/** Every request not yet handled, oldest first (the coordinators' list). */
export async function openHoursRequests(db: D1Database, limit = 100): Promise<HoursRequest[]> {
  const { results } = await db
    .prepare(`${HOURS_SELECT} WHERE h.handled_at IS NULL ORDER BY h.created_at, h.id LIMIT ?1`)
    .bind(limit)
    .all<HoursRequestRow>();
  return results.map(hoursRequestOf);
}

const isIdTaken = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed: hours_change_requests\.id/i.test(error.message);

/**
 * Stores a doctor's request to change their hours, with its audit row and whatever goes alongside (the outbox's rows
 * for the coordinators) in one batch. The id is drawn first so every row of the batch can name it; two requests drawing
 * the same id at once: the second draws again. The caller has checked the message's length.
 */
export async function askHoursChange(
  db: D1Database,
  input: {
    doctorId: string;
    accountId: string;
    message: string;
    actor: Actor;
    now: number;
    alongside?: (db: D1Database, reference: string, stored: OutboxCondition) => D1PreparedStatement[];
  },
): Promise<HoursRequest> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const next = await db
      .prepare('SELECT coalesce(max(id), 0) + 1 AS id FROM hours_change_requests')
      .first<{ id: number }>();
    const id = Number(next?.id ?? 1);
    const reference = hoursRequestReference(id);
    try {
      await db.batch([
        db
          .prepare(
            `INSERT INTO hours_change_requests (id, doctor_id, account_id, message, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5)`,
          )
          .bind(id, input.doctorId, input.accountId, input.message, input.now),
        auditStatement(db, {
          at: input.now,
          actor: input.actor,
          action: 'hours-request',
          reference,
          detail: `doctor ${input.doctorId} asked to change their hours`,
        }),
        // The outbox's rows are written only if the request's row was (its id, bound as ?7).
        ...(input.alongside?.(db, reference, {
          onlyIf: 'EXISTS (SELECT 1 FROM hours_change_requests WHERE id = ?7)',
          params: [id],
        }) ?? []),
      ]);
      return {
        id,
        reference,
        doctorId: input.doctorId,
        doctorName: '',
        message: input.message,
        createdAt: input.now,
        handledAt: null,
        handledBy: null,
      };
    } catch (error) {
      if (!isIdTaken(error)) throw error;
    }
  }
  throw new Error('hours_change_requests: no free id after 5 attempts');
}

/**
 * A coordinator marks a request handled (having changed the calendar, or answered the doctor). Guarded: a request
 * already handled changes nothing and writes no audit row ('already'); 'none' when there is no such request.
 */
export async function markHoursRequestHandled(
  db: D1Database,
  id: number,
  actor: Actor,
  now: number,
): Promise<'handled' | 'already' | 'none'> {
  const by = actor.email ?? actor.id;
  const [update, , found] = await db.batch([
    db
      .prepare('UPDATE hours_change_requests SET handled_at = ?2, handled_by = ?3 WHERE id = ?1 AND handled_at IS NULL')
      .bind(id, now, by),
    auditStatement(
      db,
      { at: now, actor, action: 'hours-request', reference: hoursRequestReference(id), detail: 'marked handled' },
      { onlyIf: 'changes() = 1' },
    ),
    db.prepare('SELECT 1 AS found FROM hours_change_requests WHERE id = ?1').bind(id),
  ]);
  if ((update?.meta.changes ?? 0) === 1) return 'handled';
  return (found?.results.length ?? 0) > 0 ? 'already' : 'none';
}
