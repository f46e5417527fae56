// What links a sign-in account to requests (sent while signed in, or with the account's confirmed e-mail), the
// "delete my account" privacy requests an admin completes, and the audit row of every change of an account (the
// Users screens' and the person's own in their area).
import { doctorLinkedCondition } from '../appointments';
import { auditStatement, type Actor } from '../audit';

export interface AccountRef {
  id: string;
  /** Only a confirmed address links requests by e-mail. */
  email: string | null;
}

export interface AccountRequests {
  /** Requests linked to the account. */
  total: number;
  /** The oldest open "delete my data" privacy request the account itself sent, if any. */
  erasure: string | null;
}

const ERASURE = `kind = 'privacy' AND status != 'closed' AND json_extract(fields, '$.requestType') = 'erasure'`;

/**
 * The account's open "delete my account" request (sent from its area, with its account_id): the oldest, which is the
 * one an admin completes and the one the person is shown.
 */
const OPEN_ERASURE = `SELECT reference, created_at FROM requests WHERE account_id = ?1 AND ${ERASURE}
  ORDER BY created_at, id LIMIT 1`;

export async function requestLinksOf(
  db: D1Database,
  accounts: readonly AccountRef[],
): Promise<Map<string, AccountRequests>> {
  if (accounts.length === 0) return new Map();
  const results = await db.batch(
    accounts.map((account) =>
      db
        .prepare(
          `SELECT
             (SELECT COUNT(*) FROM requests WHERE account_id = ?1 OR (?2 IS NOT NULL AND lower(email) = lower(?2))) AS total,
             (SELECT reference FROM (${OPEN_ERASURE})) AS erasure`,
        )
        .bind(account.id, account.email),
    ),
  );
  return new Map(
    accounts.map((account, index) => {
      const row = ((results[index]?.results ?? []) as { total: number; erasure: string | null }[])[0];
      return [account.id, { total: row?.total ?? 0, erasure: row?.erasure ?? null }];
    }),
  );
}

/** The account's open request to delete it, if it sent one: the patient's area says it is on its way meanwhile. */
export async function openErasureRequest(
  db: D1Database,
  accountId: string,
): Promise<{ reference: string; createdAt: number } | null> {
  const row = await db.prepare(OPEN_ERASURE).bind(accountId).first<{ reference: string; created_at: number }>();
  return row ? { reference: row.reference, createdAt: row.created_at } : null;
}

/**
 * A deleted account's requests: its open erasure requests closed (done), and every request kept but no longer
 * pointing at the account.
 */
export function forgetRequestsAccountStatements(
  db: D1Database,
  accountId: string,
  actor: Actor,
  now: number,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE requests SET status = 'closed', status_changed_at = ?2, status_changed_by = ?3
         WHERE account_id = ?1 AND ${ERASURE}`,
      )
      .bind(accountId, now, actor.email ?? actor.id),
    db.prepare('UPDATE requests SET account_id = NULL WHERE account_id = ?1').bind(accountId),
  ];
}

/**
 * A change of an account in the audit log: made by an admin on the Users screens (named by the account's id, with its
 * e-mail in the detail), or by the person themselves in their area (their profile; asking to delete the account).
 */
export type AccountAuditAction =
  | 'account-approve'
  | 'account-role'
  | 'account-disable'
  | 'account-enable'
  | 'account-reset'
  | 'account-delete'
  | 'profile'
  | 'account-erasure';

/** The request named by the audit row's reference, stored by the same batch (not a request sent twice). */
export const REQUEST_STORED = { requestStored: true } as const;

/**
 * The audit row of a change of an account, to run in the same batch as the change where there is one. `onlyIf` makes
 * it conditional on that batch's own change: a doctor record's id, written only if that record is now linked to the
 * account named by `reference` (the same batch's link may have found the record taken); REQUEST_STORED, only if the
 * request named by `reference` was stored.
 */
export function accountAuditStatement(
  db: D1Database,
  actor: Actor,
  action: AccountAuditAction,
  reference: string | null,
  detail: string,
  now: number,
  onlyIf?: string | typeof REQUEST_STORED,
): D1PreparedStatement {
  const entry = { at: now, actor, action, reference, detail };
  if (onlyIf === undefined) return auditStatement(db, entry);
  if (typeof onlyIf !== 'string')
    return auditStatement(db, entry, { onlyIf: 'EXISTS (SELECT 1 FROM requests WHERE reference = ?5)' });
  return auditStatement(db, entry, doctorLinkedCondition(onlyIf));
}
