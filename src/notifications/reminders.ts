// The appointment reminders, written by the frequent cron trigger: the evening before (from 19:00 India time) and
// the hour before, each once (the outbox's unique (reference, event, recipient) key), then handed to the queue.
import { appointmentsDueReminder, type ReminderKind } from '../appointments';
import type { Bindings } from '../env';
import { appointmentOutbox } from './appointments';
import type { AppointmentEvent } from './events';
import { handOver } from './outbox';

/** The most appointments one run reminds of each kind; the rest wait for the next run, five minutes later. */
export const REMINDER_LIMIT = 50;

const EVENTS: Record<ReminderKind, AppointmentEvent> = {
  evening: 'appointment.reminder-evening',
  hour: 'appointment.reminder-hour',
};

/** Writes the reminders due at `now` and hands them to the queue. Returns how many were written. */
export async function remindAppointments(env: Bindings, now: number): Promise<number> {
  const db = env.DB;
  if (!db) return 0;
  const due = await appointmentsDueReminder(db, now, REMINDER_LIMIT);
  const statements: D1PreparedStatement[] = [];
  const ids: string[] = [];
  for (const kind of ['evening', 'hour'] as const) {
    for (const appointment of due[kind]) {
      const outbox = appointmentOutbox(env, EVENTS[kind], now);
      statements.push(...outbox.alongside(db, appointment));
      ids.push(...outbox.ids());
    }
  }
  if (statements.length === 0) return 0;
  await db.batch(statements);
  await handOver(env, ids, now);
  console.log(`appointments: ${ids.length} reminder(s) written`);
  return ids.length;
}
