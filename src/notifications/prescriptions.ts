// The patient's mail when a doctor issues a prescription, written to the outbox in the same D1 batch as the issue
// (src/records/prescriptions-store.ts issuePrescription takes the statement), then handed to the queue by the caller
// once the batch committed, or by the cron sweep a minute later:
//   const issued = await issuePrescription(db, doctorId, reference, actor);
//   if (issued.ok) inBackground(c, handOver(c.env, issued.notifications, now));
// Sent to the e-mail on the appointment, if any, in the appointment's language. It says a prescription was issued
// and by whom, and how to see it (sign in, My account, Records); never what the prescription says.
import { isIndianMobile } from '../phone-config';
import type { OutboxCondition } from './condition';
import type { PrescriptionIssuedFacts } from './events';
import { phoneRowStatement } from './phone/store';

export const PRESCRIPTION_EVENT = 'prescription.issued';

/**
 * The outbox rows for an issued prescription: the mail, when the appointment has an e-mail, and the phone's "your
 * prescription is ready" (WhatsApp where the patient agreed, SMS otherwise; the consumer moves a WhatsApp row to SMS
 * when WhatsApp is off, and skips a channel that is off). Its reference is the
 * prescription's number (one mail per prescription); the row is written only while `issued` holds (the records area's
 * condition that the prescription is issued by then).
 */
export function prescriptionIssuedOutbox(
  db: D1Database,
  number: string,
  recipient: string | null,
  facts: PrescriptionIssuedFacts,
  now: number,
  issued: OutboxCondition,
  phone?: { number: string; whatsapp: boolean },
): { statements: D1PreparedStatement[]; ids: string[] } {
  const phoneRows =
    phone && isIndianMobile(phone.number)
      ? (() => {
          const id = crypto.randomUUID();
          const channel = phone.whatsapp ? ('whatsapp' as const) : ('sms' as const);
          const statement = phoneRowStatement(
            db,
            { id, event: PRESCRIPTION_EVENT, reference: number, channel, phone: phone.number, locale: facts.locale },
            { sql: '?6', json: JSON.stringify(facts) },
            now,
            issued,
          );
          return { statements: [statement], ids: [id] };
        })()
      : { statements: [], ids: [] };
  if (!recipient) return phoneRows;
  const id = crypto.randomUUID();
  const statement = db
    .prepare(
      `INSERT INTO notifications (id, event, reference, recipient, locale, payload, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE ${issued.onlyIf}
       ON CONFLICT (reference, event, recipient) DO NOTHING`,
    )
    .bind(
      id,
      PRESCRIPTION_EVENT,
      number,
      recipient,
      facts.locale,
      JSON.stringify(facts),
      now,
      ...(issued.params ?? []),
    );
  return { statements: [statement, ...phoneRows.statements], ids: [id, ...phoneRows.ids] };
}
