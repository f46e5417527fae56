// Appointments as CSV rows for a spreadsheet (src/http/csv.ts quotes and guards each cell and streams the file):
// instants in ISO 8601 (UTC) beside the India time as read, money in rupees with paise.
import { rupeeFigure } from '../../../../shared/money';
import type { Appointment } from '../../../appointments';
import type { CsvValue } from '../../../http/csv';
import { indiaTime } from '../shared/india-time';

export const APPOINTMENTS_CSV_HEADER = [
  'reference',
  'starts_at',
  'starts_india',
  'ends_at',
  'doctor_id',
  'doctor',
  'mode',
  'status',
  'payment',
  'fee_rupees',
  'patient_name',
  'patient_phone',
  'patient_email',
  'language',
  'request_reference',
  'hold_expires_at',
  'another_time_asked_at',
  'created_at',
];

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

export function appointmentCsvRow(a: Appointment): CsvValue[] {
  return [
    a.reference,
    iso(a.start),
    indiaTime(a.start),
    iso(a.end),
    a.doctorId,
    a.doctorName,
    a.mode,
    a.status,
    a.payment,
    rupeeFigure(a.fee, { paise: 'always' }),
    a.patientName,
    a.patientPhone,
    a.patientEmail,
    a.locale,
    a.requestReference,
    iso(a.holdExpiresAt),
    iso(a.rescheduleAskedAt),
    iso(a.createdAt),
  ];
}
