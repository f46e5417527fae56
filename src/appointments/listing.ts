// What the coordinator's screens read about appointments: the filtered list (keyset pages by start and id), its CSV
// export (streamed by key and audited), the appointments waiting for a coordinator, the ones whose time is now (Live
// Consults), an appointment's history, today's by status (the dashboard) and the appointments made from requests.
import { phoneDigitsOfSearch } from '../../shared/requests/phone';
import { auditStatement, type Actor } from '../audit';
import { batchesByKey, pageOf } from '../http/keyset';
import { indiaDate, indiaInstant } from './india-time';
import { LIVE_MARGIN_MS } from './move-window';
import { APPOINTMENT_COLUMNS, appointmentOf, type Appointment, type AppointmentRow } from './appointment-rows';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The time windows the list offers; 'upcoming' (from the start of today in India) is the default. */
export const APPOINTMENT_WINDOWS = ['upcoming', 'today', 'next-7-days', 'past', 'all'] as const;
export type AppointmentWindow = (typeof APPOINTMENT_WINDOWS)[number];

/** A status, or every appointment waiting for a coordinator (a patient's pick, or a patient asking to move). */
export type AppointmentStatusFilter = AppointmentStatus | 'waiting';

export interface AppointmentFilter {
  /** A reference, a name, a phone number or an e-mail address, or part of one. */
  search?: string;
  status?: AppointmentStatusFilter;
  window: AppointmentWindow;
  /** India dates 'YYYY-MM-DD', both included. */
  from?: string;
  to?: string;
  doctorId?: string;
}

/** Where a page starts: after this appointment in the list's order. */
export interface AppointmentCursor {
  start: number;
  id: number;
}

export const APPOINTMENT_PAGE_SIZE = 50;
/** How many rows an export reads at a time (as the requests' export: src/requests/store.ts EXPORT_BATCH). */
export const APPOINTMENT_EXPORT_BATCH = 5000;

/** The 'waiting for a coordinator' condition, as SQL over `appointments a` (?1 is now). */
const WAITING = `((a.status = 'requested' AND (a.hold_expires_at IS NULL OR a.hold_expires_at > ?1))
  OR (a.reschedule_asked_at IS NOT NULL AND a.status IN ('requested', 'scheduled', 'confirmed')))`;

const FROM = 'FROM appointments a JOIN doctors d ON d.id = a.doctor_id';

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The start of the India day an instant falls in. */
export function indiaDayStart(now: number): number {
  return indiaInstant(indiaDate(now), 0) ?? now;
}

/** Past lists run newest first; every other window soonest first. */
export function isNewestFirst(filter: AppointmentFilter): boolean {
  return filter.window === 'past' || filter.window === 'all';
}

function whereOf(filter: AppointmentFilter, now: number): { sql: string; params: unknown[] } {
  // ?1 is always now (the waiting condition and the windows read it).
  const params: unknown[] = [now];
  const conditions: string[] = [];
  const add = (sql: (index: number) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(params.length));
  };
  const today = indiaDayStart(now);
  if (filter.window === 'upcoming') add((i) => `a.starts_at >= ?${i}`, today);
  if (filter.window === 'today') {
    add((i) => `a.starts_at >= ?${i}`, today);
    add((i) => `a.starts_at < ?${i}`, today + DAY_MS);
  }
  if (filter.window === 'next-7-days') {
    add((i) => `a.starts_at >= ?${i}`, today);
    add((i) => `a.starts_at < ?${i}`, today + 7 * DAY_MS);
  }
  if (filter.window === 'past') conditions.push('a.starts_at < ?1');
  const from = filter.from ? indiaInstant(filter.from, 0) : null;
  if (from !== null) add((i) => `a.starts_at >= ?${i}`, from);
  const to = filter.to ? indiaInstant(filter.to, 0) : null;
  if (to !== null) add((i) => `a.starts_at < ?${i}`, to + DAY_MS);
  if (filter.doctorId) add((i) => `a.doctor_id = ?${i}`, filter.doctorId);
  if (filter.status === 'waiting') conditions.push(WAITING);
  else if (filter.status) add((i) => `a.status = ?${i}`, filter.status);
  const search = filter.search?.trim();
  if (search) {
    params.push(likePattern(search));
    const like = params.length;
    const alternatives = [`a.patient_name LIKE ?${like} ESCAPE '\\'`, `a.patient_email LIKE ?${like} ESCAPE '\\'`];
    params.push(search.toUpperCase());
    alternatives.push(`a.reference = ?${params.length}`, `a.request_reference = ?${params.length}`);
    const digits = phoneDigitsOfSearch(search);
    if (digits) {
      params.push(likePattern(digits));
      alternatives.push(`a.patient_phone LIKE ?${params.length} ESCAPE '\\'`);
    }
    conditions.push(`(${alternatives.join(' OR ')})`);
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

export interface AppointmentPage {
  appointments: Appointment[];
  /** How many match the filter in all. */
  total: number;
  /** Where the next page starts; null on the last page. */
  next: AppointmentCursor | null;
}

/** The filter's rows after `cursor` in the list's order, at most `limit`. */
function pageStatement(
  db: D1Database,
  filter: AppointmentFilter,
  cursor: AppointmentCursor | null,
  now: number,
  limit: number,
) {
  const where = whereOf(filter, now);
  const newest = isNewestFirst(filter);
  const direction = newest ? 'DESC' : 'ASC';
  let sql = where.sql;
  const params = [...where.params];
  if (cursor) {
    params.push(cursor.start, cursor.id);
    const keyset = `(a.starts_at, a.id) ${newest ? '<' : '>'} (?${params.length - 1}, ?${params.length})`;
    sql = sql ? `${sql} AND ${keyset}` : `WHERE ${keyset}`;
  }
  return db
    .prepare(
      `SELECT ${APPOINTMENT_COLUMNS} ${FROM} ${sql}
       ORDER BY a.starts_at ${direction}, a.id ${direction} LIMIT ${limit}`,
    )
    .bind(...params);
}

/** One page of the filtered list, after `cursor` (the first page without one). */
export async function listAppointments(
  db: D1Database,
  filter: AppointmentFilter,
  cursor: AppointmentCursor | null,
  now: number,
): Promise<AppointmentPage> {
  const where = whereOf(filter, now);
  const [rows, count] = await db.batch([
    pageStatement(db, filter, cursor, now, APPOINTMENT_PAGE_SIZE + 1),
    db.prepare(`SELECT COUNT(*) AS total ${FROM} ${where.sql}`).bind(...where.params),
  ]);
  const page = pageOf(
    ((rows?.results ?? []) as AppointmentRow[]).map(appointmentOf),
    APPOINTMENT_PAGE_SIZE,
    (last) => ({
      start: last.start,
      id: last.id,
    }),
  );
  const total = ((count?.results ?? []) as { total: number }[])[0]?.total ?? 0;
  return { appointments: page.rows, total, next: page.next };
}

/** Records in the audit log that `actor` exported the appointments matching `filter`. */
export async function recordAppointmentsExport(
  db: D1Database,
  filter: AppointmentFilter,
  actor: Actor,
  now: number,
): Promise<void> {
  const detail = JSON.stringify({ appointments: filter });
  await auditStatement(db, { at: now, actor, action: 'export', reference: null, detail }).run();
}

/**
 * Every appointment matching the filter, in the list's order, `size` at a time: each batch starts where the last one
 * stopped (by start and id), so an export of any length never holds the whole set.
 */
export function appointmentBatches(
  db: D1Database,
  filter: AppointmentFilter,
  now: number,
  size = APPOINTMENT_EXPORT_BATCH,
): AsyncGenerator<Appointment[]> {
  return batchesByKey(
    async (after: AppointmentCursor | null, limit) =>
      (await pageStatement(db, filter, after, now, limit).all<AppointmentRow>()).results.map(appointmentOf),
    (last) => ({ start: last.start, id: last.id }),
    size,
  );
}

/** Appointments waiting for a coordinator: patients' picks to confirm, and patients who asked for another time. */
export async function countWaiting(db: D1Database, now: number): Promise<number> {
  const row = await db
    .prepare(`SELECT COUNT(*) AS total FROM appointments a WHERE ${WAITING}`)
    .bind(now)
    .first<{ total: number }>();
  return row?.total ?? 0;
}

export interface LiveAppointment extends Appointment {
  /** The doctor's meeting link, for a video consultation. */
  meetingLink: string | null;
}

const LIVE = `a.status IN ('confirmed', 'in-consultation') AND a.starts_at <= ?1 + ?2 AND a.ends_at >= ?1 - ?2`;

/** Confirmed or started appointments whose time is now (start − margin ≤ now ≤ end + margin), soonest first. */
export async function appointmentsAround(
  db: D1Database,
  now: number,
  margin = LIVE_MARGIN_MS,
): Promise<LiveAppointment[]> {
  const { results } = await db
    .prepare(`SELECT ${APPOINTMENT_COLUMNS}, d.meeting_link ${FROM} WHERE ${LIVE} ORDER BY a.starts_at, a.id LIMIT 200`)
    .bind(now, margin)
    .all<AppointmentRow & { meeting_link: string | null }>();
  return results.map((row) => ({ ...appointmentOf(row), meetingLink: row.meeting_link }));
}

export async function countAround(db: D1Database, now: number, margin = LIVE_MARGIN_MS): Promise<number> {
  const row = await db
    .prepare(`SELECT COUNT(*) AS total FROM appointments a WHERE ${LIVE}`)
    .bind(now, margin)
    .first<{ total: number }>();
  return row?.total ?? 0;
}

export interface HistoryEntry {
  at: number;
  /** 'patient', 'system' or a coordinator's e-mail. */
  actor: string;
  change: string;
  detail: string;
}

/** Every change of an appointment, oldest first. */
export async function appointmentHistory(db: D1Database, appointmentId: number): Promise<HistoryEntry[]> {
  const { results } = await db
    .prepare('SELECT at, actor, change, detail FROM appointment_history WHERE appointment_id = ?1 ORDER BY at, id')
    .bind(appointmentId)
    .all<HistoryEntry>();
  return results;
}

/** Today's appointments (India day) by status; statuses with none are left out. */
export async function todayByStatus(db: D1Database, now: number): Promise<Partial<Record<AppointmentStatus, number>>> {
  const start = indiaDayStart(now);
  const { results } = await db
    .prepare(
      'SELECT status, COUNT(*) AS total FROM appointments WHERE starts_at >= ?1 AND starts_at < ?2 GROUP BY status',
    )
    .bind(start, start + DAY_MS)
    .all<{ status: AppointmentStatus; total: number }>();
  const counts: Partial<Record<AppointmentStatus, number>> = {};
  for (const row of results) if (APPOINTMENT_STATUSES.includes(row.status)) counts[row.status] = row.total;
  return counts;
}

/** The appointments made from these requests: request reference → appointment references. */
export async function appointmentsOfRequests(
  db: D1Database,
  requestReferences: readonly string[],
): Promise<Map<string, string[]>> {
  const wanted = [...new Set(requestReferences)].slice(0, 90);
  const found = new Map<string, string[]>();
  if (wanted.length === 0) return found;
  const { results } = await db
    .prepare(
      `SELECT request_reference, reference FROM appointments
       WHERE request_reference IN (${wanted.map((_, index) => `?${index + 1}`).join(', ')}) ORDER BY created_at`,
    )
    .bind(...wanted)
    .all<{ request_reference: string; reference: string }>();
  for (const row of results)
    found.set(row.request_reference, [...(found.get(row.request_reference) ?? []), row.reference]);
  return found;
}
