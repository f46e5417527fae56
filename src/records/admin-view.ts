// What the admins see of medical records: that a record exists (when it was last updated, its prescriptions by
// number and state), never its content; and the medical-record access log, newest first, filtered and paged by
// (at, id). Showing that a record exists is not a read of it, so nothing here writes to the access log.
import { pageOf, readCursor as readKeysetCursor } from '../http/keyset';
import { SUPERSEDED_BY } from './sql';

/** A prescription as the admin sees it: its number and state, no medicine. */
export interface PrescriptionState {
  number: string;
  status: 'draft' | 'issued';
  issuedAt: number | null;
  /** The issued prescription that names this one in `supersedes`, if any. */
  supersededBy: string | null;
}

/** That an appointment has a consultation record, and its prescriptions: the only facts an admin is shown. */
export interface RecordExistence {
  updatedAt: number;
  prescriptions: PrescriptionState[];
}

/** The record of an appointment (by its id) as facts without content, or null when none is written. */
export async function recordExistence(db: D1Database, appointmentId: number): Promise<RecordExistence | null> {
  const [records, prescriptions] = await db.batch([
    db.prepare('SELECT updated_at FROM consultation_records WHERE appointment_id = ?1').bind(appointmentId),
    db
      .prepare(
        `SELECT p.number, p.status, p.issued_at, ${SUPERSEDED_BY} AS superseded_by
         FROM prescriptions p JOIN consultation_records r ON r.id = p.record_id
         WHERE r.appointment_id = ?1 ORDER BY p.created_at, p.id`,
      )
      .bind(appointmentId),
  ]);
  const record = ((records?.results ?? []) as { updated_at: number }[])[0];
  if (!record) return null;
  const rows = (prescriptions?.results ?? []) as {
    number: string;
    status: 'draft' | 'issued';
    issued_at: number | null;
    superseded_by: string | null;
  }[];
  return {
    updatedAt: record.updated_at,
    prescriptions: rows.map((row) => ({
      number: row.number,
      status: row.status,
      issuedAt: row.issued_at,
      supersededBy: row.superseded_by,
    })),
  };
}

// ---- The access log ----

export const ADMIN_ACCESS_PAGE_SIZE = 50;

export type AccessRole = 'patient' | 'doctor' | 'admin' | 'public';

export interface AccessEntry {
  id: number;
  at: number;
  /** The account's e-mail as it was when logged; null for a public check (or an account without one). */
  actorEmail: string | null;
  actorId: string;
  role: AccessRole;
  action: 'read' | 'print' | 'verify';
  /** The appointment the record belongs to, when the row names a record or a prescription of one. */
  appointmentReference: string | null;
  prescriptionNumber: string | null;
}

/** What the admin filters by: one of an appointment reference, a prescription number or an e-mail (or none). */
export interface AccessFilter {
  reference?: string;
  number?: string;
  email?: string;
}

/** Where a page starts: the last row of the page before it, newest first. */
export interface AccessCursor {
  at: number;
  id: number;
}

/** The cursor as the address carries it ('1764230400000-42'), or null when it is not one. */
export function readCursor(text: string | null | undefined): AccessCursor | null {
  const cursor = readKeysetCursor(text, '-');
  return cursor ? { at: cursor[0], id: cursor[1] } : null;
}

export const cursorText = (cursor: AccessCursor) => `${cursor.at}-${cursor.id}`;

/**
 * @table medical_record_access
 * @computed reference
 */
interface AccessRow {
  id: number;
  at: number;
  actor_id: string;
  actor_email: string | null;
  actor_role: AccessRole;
  action: 'read' | 'print' | 'verify';
  prescription_number: string | null;
  reference: string | null;
}

/**
 * One page of the access log, newest first, and the cursor of the next (older) page if there is one. Each filter
 * reads its own index: the record's (migration 0008), the prescription number's and the e-mail's (0009).
 */
export async function listAccessLog(
  db: D1Database,
  filter: AccessFilter,
  before: AccessCursor | null,
  pageSize = ADMIN_ACCESS_PAGE_SIZE,
): Promise<{ entries: AccessEntry[]; next: AccessCursor | null }> {
  const where: string[] = [];
  const binds: (string | number)[] = [];
  const bind = (value: string | number) => {
    binds.push(value);
    return `?${binds.length}`;
  };
  if (filter.reference) {
    const record = await db
      .prepare(
        `SELECT r.id FROM consultation_records r
         JOIN appointments_view_appointments a ON a.id = r.appointment_id
         WHERE a.reference = ?1`,
      )
      .bind(filter.reference)
      .first<{ id: number }>();
    if (!record) return { entries: [], next: null };
    const id = bind(record.id);
    where.push(
      `(m.record_id = ${id} OR m.prescription_number IN (SELECT number FROM prescriptions WHERE record_id = ${id}))`,
    );
  }
  if (filter.number) where.push(`m.prescription_number = ${bind(filter.number)}`);
  if (filter.email) where.push(`lower(m.actor_email) = ${bind(filter.email.toLowerCase())}`);
  if (before) {
    const at = bind(before.at);
    where.push(`(m.at < ${at} OR (m.at = ${at} AND m.id < ${bind(before.id)}))`);
  }
  const { results } = await db
    .prepare(
      `SELECT m.id, m.at, m.actor_id, m.actor_email, m.actor_role, m.action, m.prescription_number,
         COALESCE(ra.reference, pa.reference) AS reference
       FROM medical_record_access m
       LEFT JOIN consultation_records r ON r.id = m.record_id
       LEFT JOIN appointments_view_appointments ra ON ra.id = r.appointment_id
       LEFT JOIN prescriptions p ON m.record_id IS NULL AND p.number = m.prescription_number
       LEFT JOIN consultation_records pr ON pr.id = p.record_id
       LEFT JOIN appointments_view_appointments pa ON pa.id = pr.appointment_id
       ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY m.at DESC, m.id DESC LIMIT ${bind(pageSize + 1)}`,
    )
    .bind(...binds)
    .all<AccessRow>();
  const page = pageOf(results, pageSize, (last) => ({ at: last.at, id: last.id }));
  return {
    entries: page.rows.map((row) => ({
      id: row.id,
      at: row.at,
      actorEmail: row.actor_email,
      actorId: row.actor_id,
      role: row.actor_role,
      action: row.action,
      appointmentReference: row.reference,
      prescriptionNumber: row.prescription_number,
    })),
    next: page.next,
  };
}
