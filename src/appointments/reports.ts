// The figures Reports & Analytics reads about appointments and money over a period of India days: appointments per
// day, the no-show rate, and what each doctor's consultations brought in. A period is [start, end) in UTC
// milliseconds, India midnight to India midnight; money is integer paise.
import { dateOfIndiaDay, indiaDayNumberSql } from '../../shared/india-days';

export interface AppointmentPeriod {
  start: number;
  end: number;
}

/** Statuses that never were a consultation: cancelled by either side, or a patient's hold that lapsed. */
const CALLED_OFF = `('cancelled-by-patient', 'cancelled-by-provider', 'lapsed')`;

export interface AppointmentDay {
  /** India date, '2026-11-27'. */
  day: string;
  /** Appointments starting that day, cancelled ones included; holds that lapsed are no appointment. */
  count: number;
  /** Of them, cancelled by the patient or the provider. */
  cancelled: number;
}

/** Appointments per India day of their start (days with none are left out). */
export async function appointmentsPerDay(db: D1Database, period: AppointmentPeriod): Promise<AppointmentDay[]> {
  const { results } = await db
    .prepare(
      `SELECT ${indiaDayNumberSql('starts_at')} AS day, COUNT(*) AS count,
         SUM(status IN ('cancelled-by-patient', 'cancelled-by-provider')) AS cancelled
       FROM appointments
       WHERE starts_at >= ?1 AND starts_at < ?2 AND status <> 'lapsed'
       GROUP BY day ORDER BY day`,
    )
    .bind(period.start, period.end)
    .all<Omit<AppointmentDay, 'day'> & { day: number }>();
  return results.map((row) => ({ ...row, day: dateOfIndiaDay(row.day) }));
}

export interface NoShowFigures {
  /** Appointments of the period whose start has passed and that were not cancelled (nor lapsed holds). */
  held: number;
  noShows: number;
}

/** No-shows among the appointments of the period whose time has passed (before `now`) and were not called off. */
export async function noShowFigures(db: D1Database, period: AppointmentPeriod, now: number): Promise<NoShowFigures> {
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS held, COALESCE(SUM(status = 'no-show'), 0) AS noShows FROM appointments
       WHERE starts_at >= ?1 AND starts_at < ?2 AND starts_at < ?3 AND status NOT IN ${CALLED_OFF}`,
    )
    .bind(period.start, period.end, now)
    .first<NoShowFigures>();
  return { held: row?.held ?? 0, noShows: row?.noShows ?? 0 };
}

export interface DoctorRevenue {
  doctorId: string;
  doctorName: string;
  payments: number;
  /** Paise paid in the period. */
  paid: number;
  refunds: number;
  /** Paise refunded (paid back) in the period. */
  refunded: number;
}

/**
 * Per doctor: payments whose money arrived in the period (paid_at), and refunds paid back in the period (a refund
 * still due has not left the account), both through the appointment's doctor (which each payment and refund carries,
 * kept by triggers: migration 0016). Net is paid minus refunded.
 */
export async function revenueByDoctor(db: D1Database, period: AppointmentPeriod): Promise<DoctorRevenue[]> {
  const { results } = await db
    .prepare(
      `WITH money AS (
         SELECT doctor_id, 1 AS payments, amount AS paid, 0 AS refunds, 0 AS refunded
         FROM payments WHERE paid_at >= ?1 AND paid_at < ?2
         UNION ALL
         SELECT doctor_id, 0, 0, 1, amount FROM refunds WHERE status = 'paid' AND paid_at >= ?1 AND paid_at < ?2
       )
       SELECT m.doctor_id AS doctorId, COALESCE(d.name, m.doctor_id) AS doctorName, SUM(m.payments) AS payments,
         SUM(m.paid) AS paid, SUM(m.refunds) AS refunds, SUM(m.refunded) AS refunded
       FROM money m LEFT JOIN doctors d ON d.id = m.doctor_id
       GROUP BY m.doctor_id ORDER BY SUM(m.paid) - SUM(m.refunded) DESC, doctorName`,
    )
    .bind(period.start, period.end)
    .all<DoctorRevenue>();
  return results;
}
