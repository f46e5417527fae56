// The Appointments badge: what waits for a coordinator. New requests to call back, patients' picks to confirm and
// patients who asked for another time, read together once per admin page.
import type { Context } from 'hono';
import { countWaiting } from '../../../appointments';
import type { AppEnv } from '../../../env';
import { countNewRequests } from '../../../requests';

export async function appointmentsBadge(_c: Context<AppEnv>, db: D1Database): Promise<number> {
  const [requests, appointments] = await Promise.all([countNewRequests(db), countWaiting(db, Date.now())]);
  return requests + appointments;
}
