// Which confirmed appointments are due a reminder, for the frequent cron trigger: the evening before (from 19:00
// India time, for appointments on the next India date) and the hour before (starting within the next 60 minutes,
// not started yet). Only appointments with an e-mail address, or a mobile when phone messages are on (SMS, or WhatsApp
// for a patient who agreed to it); one already reminded has its outbox row (the outbox's
// unique (reference, event, recipient) key), so each reminder is picked once. Bounded by `limit` per run: what is
// left waits for the next run five minutes later. Each reminder is written as an outbox row (the notifications
// area's statement) and handed to the queue.
import type { Bindings } from '../env';
import { appointmentOutbox, handOver, loadPhoneConfig, noOutboxRow } from '../notifications';
import { indiaDate, indiaInstant, INDIA_OFFSET_MS } from './india-time';
import { APPOINTMENT_WRITTEN } from './outbox-written';
import { APPOINTMENT_COLUMNS, appointmentOf, type Appointment, type AppointmentRow } from './appointment-rows';

/** The evening reminder goes from this India time of day (minutes after midnight). */
export const EVENING_REMINDER_FROM = 19 * 60;
export const HOUR_REMINDER_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The outbox events that mark a reminder written (the names the notifications area gives them). */
export const REMINDER_EVENTS = { evening: 'appointment.reminder-evening', hour: 'appointment.reminder-hour' } as const;
export type ReminderKind = keyof typeof REMINDER_EVENTS;

const minutesInIndia = (instant: number) => Math.floor(((instant + INDIA_OFFSET_MS) % DAY_MS) / 60_000);

/** The instants [from, to) of the India date after `now`'s, or null before 19:00 India time. */
export function eveningWindow(now: number): { from: number; to: number } | null {
  if (minutesInIndia(now) < EVENING_REMINDER_FROM) return null;
  const tomorrow = indiaDate(now + DAY_MS);
  const from = indiaInstant(tomorrow, 0);
  return from === null ? null : { from, to: from + DAY_MS };
}

/** Which phone channels are on: SMS reaches every mobile, WhatsApp only a patient who agreed to it. */
export interface PhoneReach {
  sms: boolean;
  whatsapp: boolean;
}

export function phoneReach(env: Bindings): PhoneReach {
  const loaded = loadPhoneConfig(env);
  const channels = loaded.ok ? loaded.config.channels : [];
  return { sms: channels.includes('sms'), whatsapp: channels.includes('whatsapp') };
}

async function due(
  db: D1Database,
  event: string,
  from: number,
  to: number,
  limit: number,
  reach: PhoneReach,
): Promise<Appointment[]> {
  const { results } = await db
    .prepare(
      `SELECT ${APPOINTMENT_COLUMNS} FROM appointments a JOIN doctors d ON d.id = a.doctor_id
       WHERE a.status = 'confirmed' AND a.starts_at >= ?1 AND a.starts_at < ?2
         AND (a.patient_email IS NOT NULL OR ?5 = 1 OR (?6 = 1 AND a.whatsapp_consent = 1))
         AND ${noOutboxRow('a.reference', '?3')}
       ORDER BY a.starts_at, a.id LIMIT ?4`,
    )
    .bind(from, to, event, limit, reach.sms ? 1 : 0, reach.whatsapp ? 1 : 0)
    .all<AppointmentRow>();
  return results.map(appointmentOf);
}

/** The appointments owed each reminder at `now`, at most `limit` of each. */
export async function appointmentsDueReminder(
  db: D1Database,
  now: number,
  limit: number,
  reach: PhoneReach = { sms: false, whatsapp: false },
): Promise<Record<ReminderKind, Appointment[]>> {
  const evening = eveningWindow(now);
  const [eveningDue, hourDue] = await Promise.all([
    evening ? due(db, REMINDER_EVENTS.evening, evening.from, evening.to, limit, reach) : Promise.resolve([]),
    // Not started yet (after now), starting within the hour.
    due(db, REMINDER_EVENTS.hour, now + 1, now + HOUR_REMINDER_MS + 1, limit, reach),
  ]);
  return { evening: eveningDue, hour: hourDue };
}

/** The most appointments one run reminds of each kind; the rest wait for the next run, five minutes later. */
export const REMINDER_LIMIT = 50;

/** Writes the reminders due at `now` and hands them to the queue. Returns how many were written. */
export async function remindAppointments(env: Bindings, now: number): Promise<number> {
  const db = env.DB;
  if (!db) return 0;
  const due = await appointmentsDueReminder(db, now, REMINDER_LIMIT, phoneReach(env));
  const statements: D1PreparedStatement[] = [];
  const ids: string[] = [];
  for (const kind of ['evening', 'hour'] as const) {
    for (const appointment of due[kind]) {
      const outbox = appointmentOutbox(env, REMINDER_EVENTS[kind], now);
      statements.push(...outbox.alongside(db, appointment, APPOINTMENT_WRITTEN));
      ids.push(...outbox.ids());
    }
  }
  if (statements.length === 0) return 0;
  await db.batch(statements);
  await handOver(env, ids, now);
  console.log(`appointments: ${ids.length} reminder(s) written`);
  return ids.length;
}
