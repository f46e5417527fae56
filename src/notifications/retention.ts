// Notifications hold a request's contact details, so they go when the request does: after REQUEST_RETENTION_DAYS,
// on the same daily cron trigger as the requests (src/requests/retention.ts).
import { loadConfig } from '../config';
import type { Bindings } from '../env';
import { deleteNotificationsBefore } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function deleteExpiredNotifications(env: Bindings, now: number): Promise<number> {
  if (!env.DB) return 0;
  const deleted = await deleteNotificationsBefore(env.DB, now - loadConfig(env).requestRetentionDays * DAY_MS);
  console.log(`retention: deleted ${deleted} notification(s)`);
  return deleted;
}
