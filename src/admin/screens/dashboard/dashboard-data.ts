// Everything the dashboard shows, read when the page opens: each figure from one query function of the area that
// owns its rows, all started together, so that their statements (requests 3, billing 3, today's appointments by
// status, the live consults, prescriptions issued, the active doctors, the newest audit records) reach D1 as one
// batch (src/http/d1-coalesce.ts); the failed notifications (read once, shared with their badge) and the sidebar's
// other badges are two more round trips. The doctor sign-ups waiting and the patients' accounts come from the auth
// server (one read, shared with the Doctors badge).
import {
  billingFigures,
  countAround,
  indiaPeriods,
  listDoctors,
  todayByStatus,
  type AppointmentStatus,
  type BillingFigures,
  type IndiaPeriods,
} from '../../../appointments';
import { coalescedD1 } from '../../../http/d1-coalesce';
import { countIssuedBetween } from '../../../records';
import { recentAudit, type AuditRecord } from '../../../audit';
import { requestFigures, type RequestFigures } from '../../../requests';

/** How many audit records Recent Activity lists. */
export const RECENT_ACTIVITY_SIZE = 8;

export interface DashboardFigures {
  now: number;
  periods: IndiaPeriods;
  /** Today's appointments (India day) by status. */
  today: Partial<Record<AppointmentStatus, number>>;
  liveConsults: number;
  requests: RequestFigures;
  billing: BillingFigures;
  prescriptionsThisMonth: number;
  /** Doctors published on the site (active), and how many of them are sample profiles. */
  doctors: { active: number; samples: number };
  activity: AuditRecord[];
}

export async function dashboardFigures(d1: D1Database, now: number): Promise<DashboardFigures> {
  const periods = indiaPeriods(now);
  // Started together, so their statements reach D1 as one batch.
  const db = coalescedD1(d1);
  const [today, liveConsults, requests, billing, prescriptionsThisMonth, active, activity] = await Promise.all([
    todayByStatus(db, now),
    countAround(db, now),
    requestFigures(db, periods),
    billingFigures(db, periods),
    countIssuedBetween(db, periods.monthStart, periods.nextMonthStart),
    listDoctors(db, 'active'),
    recentAudit(db, RECENT_ACTIVITY_SIZE),
  ]);
  const doctors = { active: active.length, samples: active.filter((doctor) => doctor.sample).length };
  return { now, periods, today, liveConsults, requests, billing, prescriptionsThisMonth, doctors, activity };
}
