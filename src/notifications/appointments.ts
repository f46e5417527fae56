// Messages about appointments, written to the outbox in the same D1 batch as the change that causes them (the
// appointments core takes them as `alongside` statements), then handed to the queue once that batch committed:
//   const outbox = appointmentOutbox(c.env, 'appointment.confirmation', now);
//   const changed = await changeStatus(db, { ..., alongside: outbox.alongside });
//   if (changed.ok) c.executionCtx.waitUntil(handOver(c.env, outbox.ids(), now));
import type { Locale } from '../../shared/i18n/locales';
import type { Bindings } from '../env';

export const APPOINTMENT_EVENTS = [
  /** A patient picked a slot: every coordinator, to confirm it. */
  'appointment.coordinators',
  /** A coordinator confirmed it: the patient, if an address is known, with the link to their appointment page. */
  'appointment.confirmation',
  /** It was moved to another time: the patient. */
  'appointment.rescheduled',
  /** It was cancelled (by either side): the patient, with the refund the rules give. */
  'appointment.cancelled',
  /** The evening before (19:00 India time) and an hour before: the patient (the cron trigger writes them). */
  'appointment.reminder-evening',
  'appointment.reminder-hour',
] as const;
export type AppointmentEvent = (typeof APPOINTMENT_EVENTS)[number];

/** What a message about an appointment may say: never anything about the patient's health. */
export interface AppointmentFacts {
  reference: string;
  doctorName: string;
  start: number;
  end: number;
  mode: 'video' | 'audio' | 'chat';
  /** Paise. */
  fee: number;
  patientName: string;
  patientPhone: string;
  patientEmail: string | null;
  locale: Locale;
}

export interface AppointmentOutbox {
  /** The outbox rows for this appointment, to write in the change's own batch. */
  alongside: (db: D1Database, appointment: AppointmentFacts) => D1PreparedStatement[];
  /** The ids written by the last call of `alongside`, to hand to the queue after the batch committed. */
  ids: () => string[];
}

export function appointmentOutbox(_env: Bindings, _event: AppointmentEvent, _now: number): AppointmentOutbox {
  // Filled in with the appointment templates (issue 29, notifications part).
  return { alongside: () => [], ids: () => [] };
}
