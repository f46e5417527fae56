// The addresses of the doctor's area, written once: the menu, the screens' links and the forms read them from here.
export const DOCTOR_HOME_PATH = '/doctor';
export const DOCTOR_WEEK_PATH = '/doctor/week';
export const DOCTOR_HOURS_PATH = '/doctor/hours';
export const DOCTOR_PROFILE_PATH = '/doctor/profile';
/** My numbers: the doctor's own figures week by week. */
export const DOCTOR_NUMBERS_PATH = '/doctor/numbers';

/** What a doctor may do to an appointment of theirs, as the last part of the form's address. */
export const DOCTOR_MOVES = {
  start: 'in-consultation',
  complete: 'completed',
  'no-show': 'no-show',
} as const;
export type DoctorMove = keyof typeof DOCTOR_MOVES;

export const movePath = (reference: string, move: DoctorMove) => `/doctor/appointments/${reference}/${move}`;

/** The week page from an India date ('2026-11-27'); the current week without one. */
export const weekPath = (from?: string) => (from ? `${DOCTOR_WEEK_PATH}?from=${from}` : DOCTOR_WEEK_PATH);

export const DOCTOR_RECORDS_PATH = '/doctor/records';

/** An appointment's consultation record page (and its form's address). */
export const recordPath = (reference: string) => `/doctor/appointments/${reference}/record`;

/** The record page's other forms: add or remove a medicine, issue the prescription, start a correction. */
export type RecordAction = 'lines' | 'remove' | 'issue' | 'supersede';
export const recordActionPath = (reference: string, action: RecordAction) => `${recordPath(reference)}/${action}`;

/** The printable prescription as its doctor sees it. */
export const prescriptionPath = (number: string) => `/doctor/prescriptions/${number}`;

/** A page of the doctor's records list. */
export const recordsPagePath = (page: number) =>
  page > 1 ? `${DOCTOR_RECORDS_PATH}?page=${page}` : DOCTOR_RECORDS_PATH;
