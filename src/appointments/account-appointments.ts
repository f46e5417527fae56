// What links a sign-in account to the appointments' records: a doctor record's account (one account is one doctor,
// held by the unique doctors.account_id), and a patient's appointments (made while signed in, or with the account's
// confirmed e-mail). The admin's Users screens read these and change them; each change is a statement to run in the
// same D1 batch as its audit row.

/** Links the doctor record to the account, only if the record is linked to no one yet (0 changes otherwise). */
export function linkDoctorStatement(db: D1Database, doctorId: string, accountId: string, now: number) {
  return db
    .prepare('UPDATE doctors SET account_id = ?2, updated_at = ?3 WHERE id = ?1 AND account_id IS NULL')
    .bind(doctorId, accountId, now);
}

/** Unlinks whichever doctor record the account holds (none: no change). */
export function unlinkDoctorStatement(db: D1Database, accountId: string, now: number) {
  return db.prepare('UPDATE doctors SET account_id = NULL, updated_at = ?2 WHERE account_id = ?1').bind(accountId, now);
}

/** Undoes one link, only if it is still this one (an approval whose second step failed). */
export function undoDoctorLinkStatement(db: D1Database, doctorId: string, accountId: string, now: number) {
  return db
    .prepare('UPDATE doctors SET account_id = NULL, updated_at = ?3 WHERE id = ?1 AND account_id = ?2')
    .bind(doctorId, accountId, now);
}

/**
 * A deleted account's appointments stay (the bills and consultation records the law makes the provider keep), but
 * no longer point at an account that is gone.
 */
export function forgetAppointmentsAccountStatement(db: D1Database, accountId: string) {
  return db.prepare('UPDATE appointments SET account_id = NULL WHERE account_id = ?1').bind(accountId);
}

/**
 * The condition for an account's audit row (auditStatement's onlyIf, where ?5 is the row's reference: the account's
 * id) that the doctor record is linked to that account as the batch runs (the same batch's link may have found the
 * record taken).
 */
export function doctorLinkedCondition(doctorId: string): { onlyIf: string; params: readonly unknown[] } {
  return { onlyIf: 'EXISTS (SELECT 1 FROM doctors WHERE id = ?7 AND account_id = ?5)', params: [doctorId] };
}

export interface LinkedAccount {
  id: string;
  /** Only a confirmed address links records by e-mail. */
  email: string | null;
}

/** How many appointments each account is linked to: by account id, or by its confirmed e-mail. */
export async function appointmentCountsOf(
  db: D1Database,
  accounts: readonly LinkedAccount[],
): Promise<Map<string, number>> {
  if (accounts.length === 0) return new Map();
  const results = await db.batch(
    accounts.map((account) =>
      db
        .prepare(
          `SELECT COUNT(*) AS total FROM appointments
           WHERE account_id = ?1 OR (?2 IS NOT NULL AND lower(patient_email) = lower(?2))`,
        )
        .bind(account.id, account.email),
    ),
  );
  return new Map(
    accounts.map((account, index) => [
      account.id,
      ((results[index]?.results ?? []) as { total: number }[])[0]?.total ?? 0,
    ]),
  );
}
