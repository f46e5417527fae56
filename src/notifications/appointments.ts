// Messages about appointments, written to the outbox in the same D1 batch as the change that causes them (the
// appointments core takes them as `alongside` statements), then handed to the queue once that batch committed:
//   const outbox = appointmentOutbox(c.env, 'appointment.confirmation', now);
//   const changed = await changeStatus(db, { ..., alongside: outbox.alongside });
//   if (changed.ok) c.executionCtx.waitUntil(handOver(c.env, outbox.ids(), now));
// A booking's coordinators' message goes beside insertAppointment, which hands over the reference it drew:
//   alongside: (db, reference, written) => outbox.alongside(db, { ...facts, reference }, written)
// Each row is written only if the appointment exists (the appointments area's condition, `written`), and once per (reference, event, recipient): a reminder goes out
// once. Beside them, a booking with a mobile gets one phone row per event (phone/outbox.ts): WhatsApp where the
// patient agreed, SMS otherwise; the booking itself writes the patient's "received" (the coordinators get the mail).
// A move to another time re-arms the patient's reminders (and replaces an earlier "moved" message), so the
// reminders and the latest "moved" message are about the time that now holds. The link to the appointment page
// (with its key) is made when the message is sent, so no key is stored. A confirmation of an unpaid appointment with a
// fee also writes the patient's phone a payment request (optional: not to a number that opted out), once.
import type { Bindings } from '../env';
import { loadNotificationConfig } from '../mail-config';
import type { AppointmentWritten } from './condition';
import type { AppointmentEvent, AppointmentFacts, AppointmentPayload, NotificationEvent } from './events';
import { firstChannel } from './phone/outbox';
import { NOT_OPTED_OUT, phoneRowStatement } from './phone/store';

export { APPOINTMENT_EVENT_NAMES as APPOINTMENT_EVENTS } from './events';
export type { AppointmentEvent, AppointmentFacts } from './events';

export interface AppointmentOutbox {
  /**
   * The outbox rows for this appointment, to write in the change's own batch, with the appointments area's condition
   * and cancellation payload (`written`).
   */
  alongside: (db: D1Database, appointment: AppointmentFacts, written: AppointmentWritten) => D1PreparedStatement[];
  /** The ids written by the last call of `alongside`, to hand to the queue after the batch committed. */
  ids: () => string[];
}

/** The events about a time that a move to another time makes stale. */
const ABOUT_THE_TIME: readonly NotificationEvent[] = [
  'appointment.rescheduled',
  'appointment.reminder-evening',
  'appointment.reminder-hour',
];

/** Only what a message may say (no free text a patient typed, nothing about their health). */
function payloadOf(facts: AppointmentFacts, event: AppointmentEvent): AppointmentPayload {
  // The patient's own message names the doctor in the booking's language; the coordinators' stays English.
  const inHindi = facts.locale === 'hi' && event !== 'appointment.coordinators' && facts.doctorNameHi;
  return {
    reference: facts.reference,
    doctorName: inHindi ? (facts.doctorNameHi ?? facts.doctorName) : facts.doctorName,
    start: facts.start,
    end: facts.end,
    mode: facts.mode,
    fee: facts.fee,
    patientName: facts.patientName,
    patientPhone: facts.patientPhone,
    patientEmail: facts.patientEmail,
    locale: facts.locale === 'hi' ? 'hi' : 'en',
  };
}

export function appointmentOutbox(env: Bindings, event: AppointmentEvent, now: number): AppointmentOutbox {
  let ids: string[] = [];
  return {
    alongside: (db, facts, written) => {
      const payload = payloadOf(facts, event);
      let recipients: { recipient: string; locale: 'en' | 'hi' }[];
      if (event === 'appointment.coordinators') {
        const loaded = loadNotificationConfig(env);
        if (!loaded.ok) console.error(`notifications: configuration is not valid (${loaded.problems.join('; ')})`);
        recipients = (loaded.ok ? loaded.config.coordinators : []).map((recipient) => ({ recipient, locale: 'en' }));
      } else recipients = facts.patientEmail ? [{ recipient: facts.patientEmail, locale: payload.locale }] : [];
      ids = recipients.map(() => crypto.randomUUID());
      // The patient's phone: the coordinators' event is the patient's "received".
      const phoneEvent: NotificationEvent = event === 'appointment.coordinators' ? 'appointment.received' : event;
      const channel = firstChannel(env, facts.patientPhone, facts.whatsapp === true);
      const phoneId = channel ? crypto.randomUUID() : null;
      if (phoneId) ids.push(phoneId);
      const statements: D1PreparedStatement[] = [];
      if (event === 'appointment.rescheduled' && ids.length > 0)
        statements.push(
          db
            .prepare(
              `DELETE FROM notifications WHERE reference = ?1 AND event IN (${ABOUT_THE_TIME.map((_, index) => `?${index + 2}`).join(', ')})`,
            )
            .bind(facts.reference, ...ABOUT_THE_TIME),
        );
      // A cancellation's message carries the refund its own batch wrote (the core writes the refund row before these).
      const value = event === 'appointment.cancelled' ? written.cancelledPayload : '?6';
      recipients.forEach(({ recipient, locale }, index) => {
        statements.push(
          db
            .prepare(
              `INSERT INTO notifications (id, event, reference, recipient, locale, payload, created_at)
               SELECT ?1, ?2, ?3, ?4, ?5, ${value}, ?7 WHERE ${written.onlyIf}
               ON CONFLICT (reference, event, recipient) DO NOTHING`,
            )
            .bind(
              ids[index],
              event,
              facts.reference,
              recipient,
              locale,
              JSON.stringify(payload),
              now,
              ...(written.params ?? []),
            ),
        );
      });
      // Confirmed with a fee and not paid yet: the patient's phone is asked to pay on the appointment's page (UPI),
      // once (the once-per-channel key), and not to a number that opted out of optional messages.
      const paymentId =
        channel && event === 'appointment.confirmation' && written.payable && facts.fee > 0
          ? crypto.randomUUID()
          : null;
      if (paymentId) ids.push(paymentId);
      if (channel && phoneId) {
        // Facts in the booking's language, as the patient's mail has them.
        const phonePayload = payloadOf(facts, 'appointment.confirmation');
        statements.push(
          phoneRowStatement(
            db,
            {
              id: phoneId,
              event: phoneEvent,
              reference: facts.reference,
              channel,
              phone: facts.patientPhone,
              locale: phonePayload.locale,
            },
            {
              sql: event === 'appointment.cancelled' ? written.cancelledPayload : '?6',
              json: JSON.stringify(phonePayload),
            },
            now,
            written,
          ),
        );
        if (paymentId && written.payable)
          statements.push(
            phoneRowStatement(
              db,
              {
                id: paymentId,
                event: 'appointment.payment-request',
                reference: facts.reference,
                channel,
                phone: facts.patientPhone,
                locale: phonePayload.locale,
              },
              { sql: '?6', json: JSON.stringify(phonePayload) },
              now,
              { onlyIf: `${written.onlyIf} AND ${written.payable} AND ${NOT_OPTED_OUT}`, params: written.params },
            ),
          );
      }
      return statements;
    },
    ids: () => ids,
  };
}
