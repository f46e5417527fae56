// The request store: every SQL statement that reads or writes requests and the admin audit log (D1, binding DB;
// schema in migrations/). Nothing else in the Worker writes SQL.
import type { RequestKind } from '../../shared/requests/kinds';
import { phoneDigitsOfSearch } from '../../shared/requests/phone';
import { newReference } from '../references';

export const REQUEST_STATUSES = ['new', 'contacted', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (REQUEST_STATUSES as readonly string[]).includes(value);
}

export interface NewRequest {
  kind: RequestKind;
  locale: string;
  values: Record<string, string>;
  consentVersion: string;
  /** Same submission, same key: stored once. */
  dedupeKey: string;
  /** Milliseconds since the epoch. */
  now: number;
  /** The account signed in when it was sent (src/account/linked.ts links requests by it); none for a visitor. */
  accountId?: string | null;
  /**
   * Statements to commit in the same batch as the request (its outbox rows), given the reference drawn. They must
   * write nothing when the request row was not stored (a duplicate).
   */
  alongside?: (reference: string) => D1PreparedStatement[];
}

export interface StoredRequest {
  reference: string;
  kind: string;
  status: RequestStatus;
  locale: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  fields: Record<string, string>;
  consentVersion: string;
  createdAt: number;
  statusChangedAt: number | null;
  statusChangedBy: string | null;
}

interface RequestRow {
  reference: string;
  kind: string;
  status: RequestStatus;
  locale: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  fields: string;
  consent_version: string;
  created_at: number;
  status_changed_at: number | null;
  status_changed_by: string | null;
}

const COLUMNS =
  'reference, kind, status, locale, name, phone, email, fields, consent_version, created_at, status_changed_at, status_changed_by';

function fromRow(row: RequestRow): StoredRequest {
  return {
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    locale: row.locale,
    name: row.name,
    phone: row.phone,
    email: row.email,
    fields: JSON.parse(row.fields) as Record<string, string>,
    consentVersion: row.consent_version,
    createdAt: row.created_at,
    statusChangedAt: row.status_changed_at,
    statusChangedBy: row.status_changed_by,
  };
}

function personOf(values: Record<string, string>) {
  const name = values.name ?? [values.firstName, values.lastName].filter(Boolean).join(' ');
  return { name: name || null, phone: values.phone || null, email: values.email || null };
}

/**
 * Stores the request and returns its reference. The same submission again (same dedupe key), or a newsletter
 * address already signed up, returns the first one's reference and stores nothing.
 */
export async function insertRequest(
  db: D1Database,
  request: NewRequest,
): Promise<{ reference: string; duplicate: boolean }> {
  const person = personOf(request.values);
  for (let attempt = 0; attempt < 5; attempt++) {
    const reference = newReference('CL');
    const insert = db
      .prepare(
        `INSERT INTO requests (reference, kind, locale, name, phone, email, fields, consent_version, dedupe_key, created_at,
           account_id)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)
         ON CONFLICT DO NOTHING
         RETURNING reference`,
      )
      .bind(
        reference,
        request.kind,
        request.locale,
        person.name,
        person.phone,
        person.email,
        JSON.stringify(request.values),
        request.consentVersion,
        request.dedupeKey,
        request.now,
        request.accountId ?? null,
      );
    const [result] = await db.batch([insert, ...(request.alongside?.(reference) ?? [])]);
    const inserted = rowsOf<{ reference: string }>(result)[0];
    if (inserted) return { reference: inserted.reference, duplicate: false };
    const existing = await db
      .prepare(
        `SELECT reference FROM requests
         WHERE dedupe_key = ?1 OR (kind = 'newsletter' AND ?2 = 'newsletter' AND email = ?3)
         LIMIT 1`,
      )
      .bind(request.dedupeKey, request.kind, person.email)
      .first<{ reference: string }>();
    if (existing) return { reference: existing.reference, duplicate: true };
    // Otherwise the new reference was taken (about one chance in a billion): draw another.
  }
  throw new Error('requests: no free reference after 5 attempts');
}

export interface RequestFilter {
  kind?: string;
  status?: RequestStatus;
  /** A name, phone number, email or reference, or part of one. */
  search?: string;
}

export const PAGE_SIZE = 50;

/** The rows of one statement of a batch. */
function rowsOf<T>(result: D1Result | undefined): T[] {
  return (result?.results ?? []) as T[];
}

function totalOf(result: D1Result | undefined): number {
  return rowsOf<{ total: number }>(result)[0]?.total ?? 0;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function whereClause(filter: RequestFilter): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.kind) {
    params.push(filter.kind);
    conditions.push(`kind = ?${params.length}`);
  }
  if (filter.status) {
    params.push(filter.status);
    conditions.push(`status = ?${params.length}`);
  }
  const search = filter.search?.trim();
  if (search) {
    const alternatives: string[] = [];
    params.push(likePattern(search));
    const like = params.length;
    alternatives.push(`name LIKE ?${like} ESCAPE '\\'`, `email LIKE ?${like} ESCAPE '\\'`);
    params.push(search.toUpperCase());
    alternatives.push(`reference = ?${params.length}`);
    // Phones are stored as +91 and ten digits; match the digits typed, however they were spaced.
    const digits = phoneDigitsOfSearch(search);
    if (digits) {
      params.push(likePattern(digits));
      alternatives.push(`phone LIKE ?${params.length} ESCAPE '\\'`);
    }
    conditions.push(`(${alternatives.join(' OR ')})`);
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** One page of requests matching `filter`, newest first, and how many match in all. */
export async function listRequests(
  db: D1Database,
  filter: RequestFilter,
  page: number,
): Promise<{ requests: StoredRequest[]; total: number }> {
  const where = whereClause(filter);
  const offset = (Math.max(1, page) - 1) * PAGE_SIZE;
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT ${COLUMNS} FROM requests ${where.sql} ORDER BY created_at DESC, id DESC LIMIT ${PAGE_SIZE} OFFSET ${offset}`,
      )
      .bind(...where.params),
    db.prepare(`SELECT COUNT(*) AS total FROM requests ${where.sql}`).bind(...where.params),
  ]);
  return { requests: rowsOf<RequestRow>(rows).map(fromRow), total: totalOf(count) };
}

/** The most rows one CSV export holds. */
export const EXPORT_LIMIT = 10_000;

/** Every request matching `filter` (up to EXPORT_LIMIT), newest first, recording the export in the audit log. */
export async function exportRequests(
  db: D1Database,
  filter: RequestFilter,
  actor: Actor,
  now: number,
): Promise<StoredRequest[]> {
  const where = whereClause(filter);
  const [rows] = await db.batch([
    db
      .prepare(`SELECT ${COLUMNS} FROM requests ${where.sql} ORDER BY created_at DESC, id DESC LIMIT ${EXPORT_LIMIT}`)
      .bind(...where.params),
    auditStatement(db, actor, now, 'export', null, JSON.stringify(filter)),
  ]);
  return rowsOf<RequestRow>(rows).map(fromRow);
}

export async function countNewRequests(db: D1Database): Promise<number> {
  const row = await db
    .prepare(`SELECT COUNT(*) AS total FROM requests WHERE status = 'new'`)
    .first<{ total: number }>();
  return row?.total ?? 0;
}

export interface Actor {
  id: string;
  email: string | null;
}

function auditStatement(
  db: D1Database,
  actor: Actor,
  now: number,
  action: 'status' | 'export',
  reference: string | null,
  detail: string,
) {
  return db
    .prepare(
      'INSERT INTO audit_log (at, actor_id, actor_email, action, reference, detail) VALUES (?1, ?2, ?3, ?4, ?5, ?6)',
    )
    .bind(now, actor.id, actor.email, action, reference, detail);
}

/** Moves a request to `status`, recording who and when on it and in the audit log, in one transaction. */
export async function setRequestStatus(
  db: D1Database,
  reference: string,
  status: RequestStatus,
  actor: Actor,
  now: number,
): Promise<{ found: boolean; from?: RequestStatus }> {
  const current = await db
    .prepare('SELECT status FROM requests WHERE reference = ?1')
    .bind(reference)
    .first<{ status: RequestStatus }>();
  if (!current) return { found: false };
  const by = actor.email ?? actor.id;
  await db.batch([
    db
      .prepare('UPDATE requests SET status = ?1, status_changed_at = ?2, status_changed_by = ?3 WHERE reference = ?4')
      .bind(status, now, by, reference),
    auditStatement(db, actor, now, 'status', reference, `${current.status} → ${status}`),
  ]);
  return { found: true, from: current.status };
}

export interface AuditRecord {
  id: number;
  at: number;
  actorId: string;
  actorEmail: string | null;
  action: string;
  reference: string | null;
  detail: string;
}

interface AuditRow {
  id: number;
  at: number;
  actor_id: string;
  actor_email: string | null;
  action: string;
  reference: string | null;
  detail: string;
}

const AUDIT_COLUMNS = 'id, at, actor_id, actor_email, action, reference, detail';

const auditOf = (row: AuditRow): AuditRecord => ({
  id: row.id,
  at: row.at,
  actorId: row.actor_id,
  actorEmail: row.actor_email,
  action: row.action,
  reference: row.reference,
  detail: row.detail,
});

/** One page of the audit log (of one action, if given), newest first, and how many records there are. */
export async function listAudit(
  db: D1Database,
  page: number,
  action?: string,
): Promise<{ records: AuditRecord[]; total: number }> {
  const offset = (Math.max(1, page) - 1) * PAGE_SIZE;
  const where = action ? 'WHERE action = ?1' : '';
  const params = action ? [action] : [];
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT ${AUDIT_COLUMNS} FROM audit_log ${where} ORDER BY at DESC, id DESC LIMIT ${PAGE_SIZE} OFFSET ${offset}`,
      )
      .bind(...params),
    db.prepare(`SELECT COUNT(*) AS total FROM audit_log ${where}`).bind(...params),
  ]);
  return { records: rowsOf<AuditRow>(rows).map(auditOf), total: totalOf(count) };
}

/** The newest `limit` audit records (the dashboard's Recent Activity), without counting the log. */
export async function recentAudit(db: D1Database, limit: number): Promise<AuditRecord[]> {
  const { results } = await db
    .prepare(`SELECT ${AUDIT_COLUMNS} FROM audit_log ORDER BY at DESC, id DESC LIMIT ?1`)
    .bind(limit)
    .all<AuditRow>();
  return results.map(auditOf);
}

/** Deletes requests that arrived before `cutoff` (ms since the epoch); returns how many. */
export async function deleteRequestsBefore(db: D1Database, cutoff: number): Promise<number> {
  const result = await db.prepare('DELETE FROM requests WHERE created_at < ?1').bind(cutoff).run();
  return result.meta.changes ?? 0;
}
