// The staff's words for an appointment's status and mode (the admin and doctor areas are in English): one table,
// read by the coordinators' screens and the doctor's day alike. A patient reads their own words (copy.en.ts, copy.hi.ts).
import type { AppointmentMode, AppointmentStatus } from './store';

export const STATUS_WORDS: Record<AppointmentStatus, string> = {
  requested: 'Requested (patient’s pick)',
  scheduled: 'Scheduled',
  confirmed: 'Confirmed',
  'in-consultation': 'In consultation',
  completed: 'Completed',
  'cancelled-by-patient': 'Cancelled by patient',
  'cancelled-by-provider': 'Cancelled by provider',
  'no-show': 'No-show',
  lapsed: 'Lapsed (not confirmed in time)',
};

export const MODE_WORDS: Record<AppointmentMode, string> = { video: 'Video', audio: 'Audio call', chat: 'Chat' };
