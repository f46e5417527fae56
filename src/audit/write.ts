// The audit log's rows (`audit_log`): who changed what and when. Each domain writes the row of its own change with
// the statement made here, in the same D1 batch (one transaction) as the change, so a change is never unaudited and
// an audit row never names a change that was rolled back.

/** Who made a change: a signed-in person (their auth id and e-mail), or a stand-in with no e-mail. */
export interface Actor {
  id: string;
  email: string | null;
}

/** The patient on their own appointment page or booking form, signed in or not. */
export const PATIENT_ACTOR: Actor = { id: 'patient', email: null };

/** The site itself: a cron job's change (a hold that lapsed). */
export const SYSTEM_ACTOR: Actor = { id: 'system', email: null };

/** What a row records (the Audit Log's Action column). */
export type AuditAction =
  | 'status'
  | 'export'
  | 'appointment'
  | 'payment'
  | 'refund'
  | 'resend'
  | 'doctor'
  | 'calendar'
  | 'slot'
  | 'hours-request'
  | 'account-approve'
  | 'account-role'
  | 'account-disable'
  | 'account-enable'
  | 'account-reset'
  | 'account-delete'
  | 'account-erasure'
  | 'profile'
  | 'master-add'
  | 'master-edit'
  | 'master-retire'
  | 'master-restore'
  | 'record-create'
  | 'record-update'
  | 'prescription-draft'
  | 'prescription-issue'
  | 'prescription-supersede'
  | 'phone-opt-out'
  | 'phone-opt-in'
  | 'whatsapp-consent'
  | 'phone-sign-in-lock'
  | 'gateway-event'
  | 'gateway-refund'
  | 'gateway-attach'
  | 'payment-setting'
  | 'room-chat'
  | 'room-identity'
  | 'file-upload'
  | 'file-delete'
  | 'intake-save';

/** One row of the log. */
export interface AuditEntry {
  at: number;
  actor: Actor;
  action: AuditAction;
  /** What changed: a request's or appointment's reference, a doctor's id, a master row ('specialties/…'); none for
   * an export. */
  reference: string | null;
  detail: string;
}

const INSERT = 'INSERT INTO audit_log (at, actor_id, actor_email, action, reference, detail)';

/**
 * The statement that writes one audit row, for the batch of the change it records. With `onlyIf`, the row is written
 * only when that SQL condition holds as the statement runs: 'changes() = 1' (the batch's statement just before it
 * changed one row), or a check of its own. In the condition ?1 to ?6 are the row's at, actor id, actor e-mail, action,
 * reference and detail; `params` are bound from ?7 on.
 */
export function auditStatement(
  db: D1Database,
  entry: AuditEntry,
  condition?: { onlyIf: string; params?: readonly unknown[] },
): D1PreparedStatement {
  const row = [entry.at, entry.actor.id, entry.actor.email, entry.action, entry.reference, entry.detail];
  if (!condition) return db.prepare(`${INSERT} VALUES (?1, ?2, ?3, ?4, ?5, ?6)`).bind(...row);
  return db
    .prepare(`${INSERT} SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE ${condition.onlyIf}`)
    .bind(...row, ...(condition.params ?? []));
}

/**
 * The statement that writes one audit row for each row a query finds, each naming its row by the query's `reference`
 * (a column or expression): `from` is the query's FROM and WHERE, with no parameters of its own (?1 to ?5 are the
 * rows' at, actor id, actor e-mail, action and detail). Its results are the references written.
 */
export function auditEachStatement(
  db: D1Database,
  entry: Omit<AuditEntry, 'reference'>,
  query: { reference: string; from: string },
): D1PreparedStatement {
  return db
    .prepare(`${INSERT} SELECT ?1, ?2, ?3, ?4, ${query.reference}, ?5 FROM ${query.from} RETURNING reference`)
    .bind(entry.at, entry.actor.id, entry.actor.email, entry.action, entry.detail);
}
