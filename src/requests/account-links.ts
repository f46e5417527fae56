// What links a sign-in account to requests (sent while signed in, or with the account's confirmed e-mail), the
// "delete my account" privacy requests an admin completes, and the audit row of every change the Users screens make.
import type { Actor } from './store';

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
             (SELECT reference FROM requests WHERE account_id = ?1 AND ${ERASURE} ORDER BY created_at LIMIT 1) AS erasure`,
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

/** The account's open erasure request, if it sent one. */
export async function openErasureOf(db: D1Database, accountId: string): Promise<string | null> {
  const row = await db
    .prepare(`SELECT reference FROM requests WHERE account_id = ?1 AND ${ERASURE} ORDER BY created_at LIMIT 1`)
    .bind(accountId)
    .first<{ reference: string }>();
  return row?.reference ?? null;
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

/** What the Users screens record: a change of an account, named by its id and e-mail in the detail. */
export type AccountAuditAction =
  | 'account-approve'
  | 'account-role'
  | 'account-disable'
  | 'account-enable'
  | 'account-reset'
  | 'account-delete';

/**
 * The audit row of a change of an account. With `linkedDoctor`, written only if that doctor record is now linked to
 * the account (the same batch's link may have found the record taken).
 */
export function accountAuditStatement(
  db: D1Database,
  actor: Actor,
  action: AccountAuditAction,
  accountId: string,
  detail: string,
  now: number,
  linkedDoctor?: string,
): D1PreparedStatement {
  const columns = 'INSERT INTO audit_log (at, actor_id, actor_email, action, reference, detail)';
  if (linkedDoctor === undefined)
    return db
      .prepare(`${columns} VALUES (?1, ?2, ?3, ?4, ?5, ?6)`)
      .bind(now, actor.id, actor.email, action, accountId, detail);
  return db
    .prepare(
      `${columns} SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE EXISTS (SELECT 1 FROM doctors WHERE id = ?7 AND account_id = ?5)`,
    )
    .bind(now, actor.id, actor.email, action, accountId, detail, linkedDoctor);
}
