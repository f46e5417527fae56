// The patient's mail when a doctor issues a prescription, written to the outbox in the same D1 batch as the issue
// (src/records/prescriptions-store.ts issuePrescription takes the statement), then handed to the queue by the caller
// once the batch committed, or by the cron sweep a minute later:
//   const issued = await issuePrescription(db, doctorId, reference, actor);
//   if (issued.ok) inBackground(c, handOver(c.env, issued.notifications, now));
// Sent to the e-mail on the appointment, if any, in the appointment's language. It says a prescription was issued
// and by whom, and how to see it (sign in, My account, Records); never what the prescription says.
import type { OutboxCondition } from './condition';
import type { PrescriptionIssuedFacts } from './events';

export const PRESCRIPTION_EVENT = 'prescription.issued';

/**
 * The outbox row for an issued prescription, or none when the appointment has no e-mail. Its reference is the
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
): { statements: D1PreparedStatement[]; ids: string[] } {
  if (!recipient) return { statements: [], ids: [] };
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
  return { statements: [statement], ids: [id] };
}
