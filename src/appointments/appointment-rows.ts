// An appointment as the screens read it: the row, its columns and the names of its history's changes.
import type { AppointmentMode, AppointmentStatus } from './store';

export type PaymentState = 'unpaid' | 'paid' | 'refund-due' | 'refunded';

export interface Appointment {
  id: number;
  reference: string;
  doctorId: string;
  doctorName: string;
  /** The doctor's name in Hindi, when the record gives one (a Hindi booking's messages use it). */
  doctorNameHi: string | null;
  start: number;
  end: number;
  mode: AppointmentMode;
  /** Paise, as the fee stood when booked. */
  fee: number;
  patientName: string;
  patientPhone: string;
  patientEmail: string | null;
  /** The patient agreed to WhatsApp messages for this booking (SMS otherwise). */
  whatsapp: boolean;
  accountId: string | null;
  requestReference: string | null;
  locale: 'en' | 'hi';
  status: AppointmentStatus;
  payment: PaymentState;
  holdExpiresAt: number | null;
  rescheduleAskedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

/**
 * APPOINTMENT_COLUMNS, from `appointments a JOIN doctors d`.
 * @table appointments
 * @table doctors doctor_name=name
 * @computed doctor_name_hi
 */
export interface AppointmentRow {
  id: number;
  reference: string;
  doctor_id: string;
  doctor_name: string;
  doctor_name_hi: string | null;
  starts_at: number;
  ends_at: number;
  mode: AppointmentMode;
  fee: number;
  patient_name: string;
  patient_phone: string;
  patient_email: string | null;
  whatsapp_consent: number;
  account_id: string | null;
  request_reference: string | null;
  locale: string;
  status: AppointmentStatus;
  payment: PaymentState;
  hold_expires_at: number | null;
  reschedule_asked_at: number | null;
  created_at: number;
  updated_at: number;
}

/** The columns an AppointmentRow needs, from `appointments a JOIN doctors d`. */
export const APPOINTMENT_COLUMNS = `a.id, a.reference, a.doctor_id, d.name AS doctor_name,
  json_extract(d.words_hi, '$.name') AS doctor_name_hi, a.starts_at, a.ends_at, a.mode,
  a.fee, a.patient_name, a.patient_phone, a.patient_email, a.whatsapp_consent, a.account_id, a.request_reference, a.locale, a.status,
  a.payment, a.hold_expires_at, a.reschedule_asked_at, a.created_at, a.updated_at`;

export function appointmentOf(row: AppointmentRow): Appointment {
  return {
    id: row.id,
    reference: row.reference,
    doctorId: row.doctor_id,
    doctorName: row.doctor_name,
    doctorNameHi: typeof row.doctor_name_hi === 'string' && row.doctor_name_hi !== '' ? row.doctor_name_hi : null,
    start: row.starts_at,
    end: row.ends_at,
    mode: row.mode,
    fee: row.fee,
    patientName: row.patient_name,
    patientPhone: row.patient_phone,
    patientEmail: row.patient_email,
    whatsapp: row.whatsapp_consent === 1,
    accountId: row.account_id,
    requestReference: row.request_reference,
    locale: row.locale === 'hi' ? 'hi' : 'en',
    status: row.status,
    payment: row.payment,
    holdExpiresAt: row.hold_expires_at,
    rescheduleAskedAt: row.reschedule_asked_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export type HistoryChange = 'created' | 'status' | 'payment' | 'rescheduled' | 'refund' | 'asked';

/** 'UNIQUE constraint failed: payments.upi_reference' and the like: which constraint the database refused. */
export function constraintOf(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const missing = /NOT NULL constraint failed: ([\w.]+)/i.exec(error.message);
  if (missing) return missing[1] ?? null;
  const unique = /UNIQUE constraint failed: ([\w.]+(?:, [\w.]+)*)/i.exec(error.message);
  if (unique) return unique[1] ?? null;
  if (/slot blocked/i.test(error.message)) return 'slot blocked';
  if (/slot taken/i.test(error.message)) return 'slot taken';
  if (/FOREIGN KEY constraint failed/i.test(error.message)) return 'foreign key';
  return null;
}
