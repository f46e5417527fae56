// The request store: the SQL that reads or writes requests, with the audit rows of their changes (D1, binding DB;
// schema in migrations/). The reports and the dashboard read their own figures (reports.ts, dashboard-figures.ts,
// first-contact.ts); the database's triggers keep the counts they read (migration 0014).
import type { RequestKind } from '../../shared/requests/kinds';
import { batchesByKey, pageOf } from '../http/keyset';
import { newReference } from '../references';
import { auditStatement, type Actor } from '../audit';
import type { OutboxCondition } from '../notifications';
import { rowsOf, totalOf } from '../http/d1-results';
import { searchRanges, searchTermsOf } from './search-terms';

export const REQUEST_STATUSES = ['new', 'contacted', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (REQUEST_STATUSES as readonly string[]).includes(value);
}

/** The outbox's condition for a request's messages: the request row (the message's reference, ?3) was stored. */
const STORED: OutboxCondition = { onlyIf: 'EXISTS (SELECT 1 FROM requests WHERE reference = ?3)' };

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
   * write nothing when the request row was not stored (a duplicate): `stored` is that condition, for the outbox.
   */
  alongside?: (reference: string, stored: OutboxCondition) => D1PreparedStatement[];
}

export interface StoredRequest {
  /** The row's key: with createdAt, where a page of the list starts. */
  id: number;
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

/** @table requests */
interface RequestRow {
  id: number;
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
  'id, reference, kind, status, locale, name, phone, email, fields, consent_version, created_at, status_changed_at, status_changed_by';

function fromRow(row: RequestRow): StoredRequest {
  return {
    id: row.id,
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
    // The search terms go in with the request, and only if it was stored (a duplicate's reference matches no row).
    const terms = db
      .prepare(
        `INSERT INTO request_search (term, request_id)
         SELECT terms.value, requests.id FROM json_each(?2) AS terms JOIN requests ON requests.reference = ?1`,
      )
      .bind(reference, JSON.stringify(searchTermsOf(person)));
    const [result] = await db.batch([insert, terms, ...(request.alongside?.(reference, STORED) ?? [])]);
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

function whereClause(filter: RequestFilter): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `?${params.length}`;
  };
  if (filter.kind) conditions.push(`kind = ${param(filter.kind)}`);
  if (filter.status) conditions.push(`status = ${param(filter.status)}`);
  const search = filter.search?.trim();
  if (search) {
    // The reference exactly, or every word in request_search (src/requests/search-terms.ts): the ids come from an
    // index either way, and the rows are then read by id.
    const found = [`SELECT id FROM requests WHERE reference = ${param(search.toUpperCase())}`];
    for (const groups of searchRanges(search)) {
      const eachGroup = groups.map(
        (ranges) =>
          `SELECT request_id FROM request_search WHERE ${ranges
            .map((range) => `(term >= ${param(range.low)} AND term < ${param(range.high)})`)
            .join(' OR ')}`,
      );
      // Compound SELECTs bind left to right: each alternative's INTERSECT is kept apart from the UNION.
      found.push(`SELECT request_id FROM (${eachGroup.join(' INTERSECT ')})`);
    }
    conditions.push(`id IN (${found.join(' UNION ')})`);
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** Where a page starts: after this request in the list's order (newest first). */
export interface RequestCursor {
  createdAt: number;
  id: number;
}

export interface RequestPage {
  requests: StoredRequest[];
  /** How many match the filter in all. */
  total: number;
  /** Where the next page starts; null on the last page. */
  next: RequestCursor | null;
}

/** The filter's rows after `after` (from the newest without one), newest first, at most `limit`. */
function pageStatement(db: D1Database, filter: RequestFilter, after: RequestCursor | null, limit: number) {
  const where = whereClause(filter);
  const params = [...where.params];
  let sql = where.sql;
  if (after) {
    params.push(after.createdAt, after.id);
    const keyset = `(created_at, id) < (?${params.length - 1}, ?${params.length})`;
    sql = sql ? `${sql} AND ${keyset}` : `WHERE ${keyset}`;
  }
  return db
    .prepare(`SELECT ${COLUMNS} FROM requests ${sql} ORDER BY created_at DESC, id DESC LIMIT ${limit}`)
    .bind(...params);
}

/** One page of requests matching `filter`, newest first, after `after` (the first page without one). */
export async function listRequests(
  db: D1Database,
  filter: RequestFilter,
  after: RequestCursor | null = null,
): Promise<RequestPage> {
  const where = whereClause(filter);
  const [rows, count] = await db.batch([
    pageStatement(db, filter, after, PAGE_SIZE + 1),
    db.prepare(`SELECT COUNT(*) AS total FROM requests ${where.sql}`).bind(...where.params),
  ]);
  const page = pageOf(rowsOf<RequestRow>(rows).map(fromRow), PAGE_SIZE, (last) => ({
    createdAt: last.createdAt,
    id: last.id,
  }));
  return { requests: page.rows, total: totalOf(count), next: page.next };
}

/** The request with this exact reference, or null. */
export async function requestByReference(db: D1Database, reference: string): Promise<StoredRequest | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM requests WHERE reference = ?1`)
    .bind(reference)
    .first<RequestRow>();
  return row ? fromRow(row) : null;
}

/**
 * How many rows an export reads at a time: 360,000 requests are 72 reads, well inside D1's 1,000 queries per
 * Worker invocation (a Workers Paid plan; the Free plan allows 50, about 250,000 rows).
 */
export const EXPORT_BATCH = 5000;

/** Records in the audit log that `actor` exported the requests matching `filter`. */
export async function recordRequestsExport(db: D1Database, filter: RequestFilter, actor: Actor, now: number) {
  await auditStatement(db, { at: now, actor, action: 'export', reference: null, detail: JSON.stringify(filter) }).run();
}

/**
 * Every request matching `filter`, newest first, `size` at a time: each batch starts where the last one stopped (by
 * key, never by offset), so the whole set is never held and a request arriving meanwhile is not read twice.
 */
export function requestBatches(
  db: D1Database,
  filter: RequestFilter,
  size = EXPORT_BATCH,
): AsyncGenerator<StoredRequest[]> {
  return batchesByKey(
    async (after: RequestCursor | null, limit) =>
      (await pageStatement(db, filter, after, limit).all<RequestRow>()).results.map(fromRow),
    (last) => ({ createdAt: last.createdAt, id: last.id }),
    size,
  );
}

export async function countNewRequests(db: D1Database): Promise<number> {
  const row = await db
    .prepare(`SELECT COUNT(*) AS total FROM requests WHERE status = 'new'`)
    .first<{ total: number }>();
  return row?.total ?? 0;
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
    auditStatement(db, { at: now, actor, action: 'status', reference, detail: `${current.status} → ${status}` }),
  ]);
  return { found: true, from: current.status };
}

/** Deletes requests that arrived before `cutoff` (ms since the epoch); returns how many. */
export async function deleteRequestsBefore(db: D1Database, cutoff: number): Promise<number> {
  const result = await db.prepare('DELETE FROM requests WHERE created_at < ?1').bind(cutoff).run();
  return result.meta.changes ?? 0;
}
