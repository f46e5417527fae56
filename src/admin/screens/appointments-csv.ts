// Appointments as CSV for a spreadsheet, with the requests export's rules: every cell quoted, a cell that starts like
// a formula (= + - @, tab or carriage return) prefixed with an apostrophe, instants in ISO 8601 (UTC) beside the
// India time as read, money in rupees with paise, and a byte-order mark so names in Devanagari open as UTF-8.
import type { Appointment } from '../../appointments';
import { indiaTime } from './RequestsInbox';

const HEADER = [
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

/** One quoted cell; a cell that starts like a formula gets an apostrophe first (the reports' CSVs use it too). */
export function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

/** A whole CSV file: byte-order mark, the header, then the rows, every cell quoted and guarded, CRLF lines. */
export function csvFile(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

export function appointmentsCsv(appointments: readonly Appointment[]): string {
  const rows = appointments.map((a) => [
    a.reference,
    iso(a.start),
    indiaTime(a.start),
    iso(a.end),
    a.doctorId,
    a.doctorName,
    a.mode,
    a.status,
    a.payment,
    (a.fee / 100).toFixed(2),
    a.patientName,
    a.patientPhone,
    a.patientEmail,
    a.locale,
    a.requestReference,
    iso(a.holdExpiresAt),
    iso(a.rescheduleAskedAt),
    iso(a.createdAt),
  ]);
  return csvFile(HEADER, rows);
}
