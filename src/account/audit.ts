// The account area's own changes in the admin audit log: who (the account, from the auth server's record), when, what.
import type { SignedInUser } from '../env';

export type AccountAction = 'profile' | 'account-erasure';

/** The audit row of a change made by the person themselves (in the same batch as the change where there is one). */
export function accountAuditStatement(
  db: D1Database,
  user: Pick<SignedInUser, 'id' | 'email'>,
  now: number,
  action: AccountAction,
  reference: string | null,
  detail: string,
): D1PreparedStatement {
  return db
    .prepare(
      'INSERT INTO audit_log (at, actor_id, actor_email, action, reference, detail) VALUES (?1, ?2, ?3, ?4, ?5, ?6)',
    )
    .bind(now, user.id, user.email, action, reference, detail);
}

/**
 * Records a change already made elsewhere (the auth server's record). The change stands whatever happens here: a
 * database that does not answer is logged, not shown to the person as a failure of what did succeed.
 */
export async function recordAccountChange(
  db: D1Database,
  user: Pick<SignedInUser, 'id' | 'email'>,
  now: number,
  action: AccountAction,
  reference: string | null,
  detail: string,
): Promise<void> {
  try {
    await accountAuditStatement(db, user, now, action, reference, detail).run();
  } catch (error) {
    console.error(`account: could not record ${action} in the audit log`, error);
  }
}
