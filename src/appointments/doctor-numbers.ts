// A doctor's own figures for the doctor's area (My numbers), read in SQL from their own appointments only: the doctor's
// id is the first condition of every query, and nothing here takes a doctor id from a form or an address. Per India
// week (Monday to Sunday) the consultations held and the no-shows, and over the whole period the median time from
// booking to the consultation's start. Figures stay numbers; the screen formats them.
import { indiaWeekNumberSql, indiaWeekStart } from '../../shared/india-days';

/** A consultation that took place: started, or started and finished. */
const HELD = `('in-consultation', 'completed')`;

export interface DoctorWeekFigures {
  /** The India week (shared/india-days.ts). */
  week: number;
  consultations: number;
  noShows: number;
}

export interface DoctorAppointmentNumbers {
  /** Only the weeks with a consultation or a no-show, oldest first. */
  weeks: DoctorWeekFigures[];
  /** Consultations held in the period whose lead time the median is of. */
  held: number;
  /** The median of (start - booking) over those consultations, in ms; null without any. */
  medianLeadMs: number | null;
}

/**
 * The doctor's consultations and no-shows per India week for the weeks [fromWeek, toWeek), and the median time from
 * booking (the appointment's creation) to its start over the consultations held then. Cancelled appointments and
 * patients' picks that lapsed count nowhere. One round trip.
 */
export async function doctorAppointmentNumbers(
  db: D1Database,
  doctorId: string,
  fromWeek: number,
  toWeek: number,
): Promise<DoctorAppointmentNumbers> {
  const from = indiaWeekStart(fromWeek);
  const to = indiaWeekStart(toWeek);
  const [weeks, median] = await db.batch([
    db
      .prepare(
        `SELECT ${indiaWeekNumberSql('starts_at')} AS week,
           SUM(status IN ${HELD}) AS consultations, SUM(status = 'no-show') AS noShows
         FROM appointments INDEXED BY appointments_by_doctor
         WHERE doctor_id = ?1 AND starts_at >= ?2 AND starts_at < ?3 AND status IN ('in-consultation', 'completed', 'no-show')
         GROUP BY week ORDER BY week`,
      )
      .bind(doctorId, from, to),
    // The median without a MEDIAN function: the middle row (odd count) or the mean of the two middle rows (even).
    // A booking a coordinator entered after its time has a lead of zero, never a negative one.
    db
      .prepare(
        `WITH held AS (
           SELECT MAX(starts_at - created_at, 0) AS lead FROM appointments INDEXED BY appointments_by_doctor
           WHERE doctor_id = ?1 AND starts_at >= ?2 AND starts_at < ?3 AND status IN ${HELD}
         ),
         ranked AS (SELECT lead, ROW_NUMBER() OVER (ORDER BY lead) AS n, COUNT(*) OVER () AS total FROM held)
         SELECT AVG(lead) AS median, MAX(total) AS held FROM ranked WHERE n IN ((total + 1) / 2, (total + 2) / 2)`,
      )
      .bind(doctorId, from, to),
  ]);
  const row = (median?.results[0] ?? {}) as { median?: number | null; held?: number | null };
  return {
    weeks: (weeks?.results ?? []) as unknown as DoctorWeekFigures[],
    held: row.held ?? 0,
    medianLeadMs: row.median ?? null,
  };
}
