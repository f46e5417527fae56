// Failed notifications, counted once per request: the Notifications screen, its sidebar badge and the dashboard's
// card all show the same figure.
import type { Context } from 'hono';
import type { AppEnv } from '../../../env';
import { countFailedNotifications } from '../../../notifications';

const failedPerRequest = new WeakMap<Context<AppEnv>, Promise<number>>();

/** Failed messages, counted once per request: the dashboard, the Notifications screen and the sidebar's badge all show it. */
export function failedCount(c: Context<AppEnv>, db: D1Database): Promise<number> {
  let failed = failedPerRequest.get(c);
  if (!failed) {
    failed = countFailedNotifications(db);
    failedPerRequest.set(c, failed);
  }
  return failed;
}
