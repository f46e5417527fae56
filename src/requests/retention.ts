// Requests are kept for a configured number of days (REQUEST_RETENTION_DAYS, default 180; the privacy page states
// it), then deleted by the daily cron trigger (wrangler.toml [triggers]).
import { loadConfig } from '../config';
import type { Bindings } from '../env';
import { deleteRequestsBefore } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the requests older than the retention period at `now`; returns how many went. */
export async function deleteExpiredRequests(env: Bindings, now: number): Promise<number> {
  if (!env.DB) {
    console.error('retention: no DB binding; nothing deleted');
    return 0;
  }
  const days = loadConfig(env).requestRetentionDays;
  const deleted = await deleteRequestsBefore(env.DB, now - days * DAY_MS);
  console.log(`retention: deleted ${deleted} request(s) older than ${days} days`);
  return deleted;
}
