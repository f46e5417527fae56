// SQL fragments the records area's queries share, written once so every list and check answers the same question.

/**
 * The number of the issued prescription that supersedes prescription `p` (the query names it `p`), or NULL: a
 * scalar subquery to select (`${SUPERSEDED_BY} AS supersededBy`) or test (`${SUPERSEDED_BY} IS NULL`).
 */
export const SUPERSEDED_BY =
  "(SELECT s.number FROM prescriptions s WHERE s.supersedes = p.number AND s.status = 'issued')";

/**
 * Appointment `e` is one a consultation in appointment `a` may follow up: the same patient (phone), the same doctor,
 * starting before it. The form's list of choices and the store's check both join on it (the database holds the
 * same rule: migrations/0010_prescribing_holds.sql).
 */
export const EARLIER_OF_SAME_PATIENT =
  'e.patient_phone = a.patient_phone AND e.doctor_id = a.doctor_id AND e.id <> a.id AND e.starts_at < a.starts_at';

/**
 * The order vitals are listed in, for a query that names the vitals master `v`: the master's display order (as a doctor
 * reads them: blood pressure systolic before diastolic; migrations/0017), then the name. The masters' own list
 * (masters.ts `listOrder`) orders the same way.
 */
export const VITALS_IN_ORDER = 'v.display_order, lower(v.name), v.id';
