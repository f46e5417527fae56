// The audit log as the admin reads it: newest first by key (at, id), a page at a time or the few newest rows.
import { rowsOf, totalOf } from '../http/d1-results';
import { pageOf } from '../http/keyset';

/** How many records a page of the log shows. */
const PAGE_SIZE = 50;

export interface AuditRecord {
  id: number;
  at: number;
  actorId: string;
  actorEmail: string | null;
  action: string;
  reference: string | null;
  detail: string;
}

/** @table audit_log */
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

/** Where a page of the audit log starts: after this record (newest first). */
export interface AuditCursor {
  at: number;
  id: number;
}

/**
 * One page of the audit log (of one action, if given), newest first, after `after` (the first page without one), how
 * many records there are, and where the next page starts.
 */
export async function listAudit(
  db: D1Database,
  after: AuditCursor | null,
  action?: string,
): Promise<{ records: AuditRecord[]; total: number; next: AuditCursor | null }> {
  const conditions = action ? ['action = ?1'] : [];
  const params: unknown[] = action ? [action] : [];
  const counted = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  if (after) {
    params.push(after.at, after.id);
    conditions.push(`(at, id) < (?${params.length - 1}, ?${params.length})`);
  }
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT ${AUDIT_COLUMNS} FROM audit_log ${where} ORDER BY at DESC, id DESC LIMIT ${PAGE_SIZE + 1}`)
      .bind(...params),
    db.prepare(`SELECT COUNT(*) AS total FROM audit_log ${counted}`).bind(...(action ? [action] : [])),
  ]);
  const page = pageOf(rowsOf<AuditRow>(rows).map(auditOf), PAGE_SIZE, (last) => ({ at: last.at, id: last.id }));
  return { records: page.rows, total: totalOf(count), next: page.next };
}

/** The newest `limit` audit records (the dashboard's Recent Activity), without counting the log. */
export async function recentAudit(db: D1Database, limit: number): Promise<AuditRecord[]> {
  const { results } = await db
    .prepare(`SELECT ${AUDIT_COLUMNS} FROM audit_log ORDER BY at DESC, id DESC LIMIT ?1`)
    .bind(limit)
    .all<AuditRow>();
  return results.map(auditOf);
}
