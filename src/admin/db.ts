// What every admin screen needs to read and change records: the database, and who is acting.
import type { Context } from 'hono';
import type { Actor } from '../audit';
import type { AppEnv } from '../env';
import { ScreenUnavailableError } from '../render/area-routes';

export const DB_UNAVAILABLE = 'The request store is not available, so requests cannot be shown. Check the DB binding.';

/** The D1 database, or a 503 in the admin shell saying the binding is missing. */
export function adminDb(c: Context<AppEnv>): D1Database {
  const db = c.env?.DB;
  if (!db) throw new ScreenUnavailableError(DB_UNAVAILABLE);
  return db;
}

/** The signed-in admin, as the audit log records them (set by the guard from the auth server's record). */
export function actorOf(c: Context<AppEnv>): Actor {
  const user = c.get('user');
  return { id: user?.id ?? 'unknown', email: user?.email ?? null };
}
