// The tries of sign-in codes per mobile number and the lock they lead to (`phone_sign_in_locks`, migration 0023,
// decision 0028's addendum). A try is claimed before the code goes to the auth server and counts as wrong until the
// auth server says it was right; five within the window lock the number. Each step is one statement (or one batch),
// so tries sent in parallel are counted one by one and no more than five of a window reach the auth server.
import { PHONE_LOCK_MINUTES, PHONE_LOCK_WINDOW_MINUTES, PHONE_MAX_TRIES } from '../../shared/auth/phone-code';
import { auditStatement, PATIENT_ACTOR } from '../audit';
import { maskPhone } from '../notifications';

const WINDOW_MS = PHONE_LOCK_WINDOW_MINUTES * 60_000;
const LOCK_MS = PHONE_LOCK_MINUTES * 60_000;

/** Whether a code may be tried: yes, or no with the end of the lock (null: five tries of the window are still on their
 * way to the auth server, so the number is about to lock or to be cleared). */
export type TryVerdict = { allowed: true } | { allowed: false; lockedUntil: number | null };

// ?1 phone, ?2 now, ?3 the latest window start whose window is over (now - window), ?4 the tries of a window.
// A window that is over, or a lock that has ended, starts a new window with this try; otherwise the try is counted.
// The row is not touched, and no row is returned, while the number is locked or its window's tries are used up.
const CLAIM = `INSERT INTO phone_sign_in_locks (phone, tries, window_start, locked_until) VALUES (?1, 1, ?2, NULL)
  ON CONFLICT (phone) DO UPDATE SET
    tries = CASE WHEN window_start <= ?3 OR locked_until IS NOT NULL THEN 1 ELSE tries + 1 END,
    window_start = CASE WHEN window_start <= ?3 OR locked_until IS NOT NULL THEN ?2 ELSE window_start END,
    locked_until = NULL
  WHERE COALESCE(locked_until, 0) <= ?2 AND (window_start <= ?3 OR locked_until IS NOT NULL OR tries < ?4)
  RETURNING tries`;

const LOCKED_UNTIL = 'SELECT locked_until FROM phone_sign_in_locks WHERE phone = ?1 AND locked_until > ?2';

/**
 * Claims one try of a code for a number at `now`, in one statement: refused while the number is locked, or when the
 * window's five tries are claimed already; otherwise counted (as wrong until `clearTries` says it was right).
 */
export async function claimTry(db: D1Database, phone: string, now: number): Promise<TryVerdict> {
  const [claimed, locked] = await db.batch<{ tries?: number; locked_until?: number }>([
    db.prepare(CLAIM).bind(phone, now, now - WINDOW_MS, PHONE_MAX_TRIES),
    db.prepare(LOCKED_UNTIL).bind(phone, now),
  ]);
  if (claimed?.results[0]?.tries !== undefined) return { allowed: true };
  return { allowed: false, lockedUntil: locked?.results[0]?.locked_until ?? null };
}

/**
 * The auth server refused a claimed try's code: once the window holds five tries the number locks for
 * PHONE_LOCK_MINUTES, with its audit row (the number masked) in the same batch, written only by the try that locked
 * it. Answers the end of the lock when the number is locked now (by this try or a parallel one), else null.
 */
export async function recordWrongCode(db: D1Database, phone: string, now: number): Promise<number | null> {
  const [, , locked] = await db.batch<{ locked_until: number }>([
    db
      .prepare(
        `UPDATE phone_sign_in_locks SET locked_until = ?2 + ?4
          WHERE phone = ?1 AND tries >= ?3 AND (locked_until IS NULL OR locked_until <= ?2)`,
      )
      .bind(phone, now, PHONE_MAX_TRIES, LOCK_MS),
    auditStatement(
      db,
      {
        at: now,
        actor: PATIENT_ACTOR,
        action: 'phone-sign-in-lock',
        reference: null,
        detail: `${maskPhone(phone)} locked for ${PHONE_LOCK_MINUTES} minutes after ${PHONE_MAX_TRIES} wrong sign-in codes within ${PHONE_LOCK_WINDOW_MINUTES} minutes`,
      },
      { onlyIf: 'changes() = 1' },
    ),
    db.prepare('SELECT locked_until FROM phone_sign_in_locks WHERE phone = ?1 AND locked_until > ?2').bind(phone, now),
  ]);
  return locked?.results[0]?.locked_until ?? null;
}

/** A claimed try never reached a verdict (the auth server was busy or did not answer): it is not counted. */
export async function releaseTry(db: D1Database, phone: string, now: number): Promise<void> {
  await db
    .prepare(
      `UPDATE phone_sign_in_locks SET tries = tries - 1
        WHERE phone = ?1 AND tries > 0 AND (locked_until IS NULL OR locked_until <= ?2)`,
    )
    .bind(phone, now)
    .run();
}

/** The right code for the number: its count starts again. */
export async function clearTries(db: D1Database, phone: string): Promise<void> {
  await db.prepare('DELETE FROM phone_sign_in_locks WHERE phone = ?1').bind(phone).run();
}

/** The end of the number's lock when it is locked at `now`, else null: no new code goes to a locked number. */
export async function lockedUntil(db: D1Database, phone: string, now: number): Promise<number | null> {
  const row = await db.prepare(LOCKED_UNTIL).bind(phone, now).first<{ locked_until: number }>();
  return row?.locked_until ?? null;
}

/**
 * The daily clean-up: a number's row once its window and any lock have passed (a row tells nothing after that: the
 * next try starts a new count). Returns how many went.
 */
export async function deleteSpentTries(db: D1Database, now: number): Promise<number> {
  const result = await db
    .prepare(
      `DELETE FROM phone_sign_in_locks
        WHERE window_start <= ?1 - ?2 AND (locked_until IS NULL OR locked_until <= ?1)`,
    )
    .bind(now, WINDOW_MS)
    .run();
  return result.meta.changes ?? 0;
}
