// The SQL of phone messages: their outbox rows (the `notifications` table, a channel per row), the SMS row that
// replaces a failed WhatsApp row, what the providers' webhooks say of each message, and the numbers that opted out
// (`phone_opt_outs`). Schema in migrations/0002_notifications.sql and 0020_phone_messages.sql.
import { auditStatement, SYSTEM_ACTOR, type Actor } from '../../audit';
import type { PhoneChannel } from '../../phone-config';
import type { OutboxCondition } from '../condition';
import type { DeliveryState } from '../store';
import { maskPhone } from './mask';

export { maskPhone } from './mask';

/** A phone row's recipient: the channel and the number, so the WhatsApp and SMS rows of one event differ. */
export const phoneRecipient = (channel: PhoneChannel, phone: string) => `${channel}:${phone}`;

/** The number a phone row's recipient names ('sms:+919876543210' → '+919876543210'). */
export const phoneOf = (recipient: string) => recipient.slice(recipient.indexOf(':') + 1);

/**
 * One phone row, written only while `written` holds, and only when the event has no phone row yet on any channel: a
 * second write of the same event (a retried request, a cron run twice) changes nothing, and the SMS row of an event
 * whose WhatsApp row exists is written only as that row's replacement (smsFallbackStatement). `payload` is an SQL expression (?6 for the
 * message's facts as bound). The channel is one of two fixed words, written into the SQL as they are.
 */
export function phoneRowStatement(
  db: D1Database,
  row: { id: string; event: string; reference: string; channel: PhoneChannel; phone: string; locale: string },
  payload: { sql: string; json: string },
  now: number,
  written: OutboxCondition,
): D1PreparedStatement {
  const channel = row.channel === 'whatsapp' ? `'whatsapp'` : `'sms'`;
  return db
    .prepare(
      `INSERT INTO notifications (id, event, reference, recipient, locale, payload, created_at, channel)
       SELECT ?1, ?2, ?3, ?4, ?5, ${payload.sql}, ?7, ${channel} WHERE ${written.onlyIf}
         AND NOT EXISTS (SELECT 1 FROM notifications o WHERE o.reference = ?3 AND o.event = ?2 AND o.channel <> 'email')
       ON CONFLICT DO NOTHING`,
    )
    .bind(
      row.id,
      row.event,
      row.reference,
      phoneRecipient(row.channel, row.phone),
      row.locale,
      payload.json,
      now,
      ...(written.params ?? []),
    );
}

/**
 * The SMS row that replaces a failed WhatsApp row (`whatsappId`), with its event, facts and language: written only
 * once that row is failed, and once (the once-per-channel key), however often the failure is reported.
 */
export function smsFallbackStatement(db: D1Database, whatsappId: string, smsId: string, now: number) {
  return db
    .prepare(
      `INSERT INTO notifications (id, event, reference, recipient, locale, payload, created_at, channel)
       SELECT ?2, event, reference, 'sms:' || substr(recipient, 10), locale, payload, ?3, 'sms' FROM notifications
       WHERE id = ?1 AND channel = 'whatsapp' AND state = 'failed'
       ON CONFLICT DO NOTHING`,
    )
    .bind(whatsappId, smsId, now);
}

/** The order of delivery states: a report moves a message forward only, so a replay or a late "sent" changes nothing. */
const RANK = (sql: string) =>
  `CASE ${sql} WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 WHEN 'failed' THEN 4 ELSE 0 END`;

export interface DeliveryReport {
  channel: PhoneChannel;
  /** The provider's id of the message: a WhatsApp wamid, an MSG91 request id. */
  providerId: string;
  status: DeliveryState;
  /** The provider's reason, for a failure. */
  error?: string | null;
}

/**
 * One report's statements: the row moves to the reported state if it is ahead of where the row stands; a failure
 * fails the row with the provider's reason and, for WhatsApp, writes its SMS replacement (`smsId`) when SMS is on.
 */
export function deliveryStatements(
  db: D1Database,
  report: DeliveryReport,
  now: number,
  fallback: { smsId: string } | null,
): D1PreparedStatement[] {
  const failed = report.status === 'failed';
  const reason = failed ? `${report.channel === 'whatsapp' ? 'WhatsApp' : 'SMS'}: ${report.error ?? 'failed'}` : null;
  const update = db
    .prepare(
      `UPDATE notifications SET delivery = ?3, delivery_at = ?4, delivery_error = ?5
         ${failed ? `, state = 'failed', last_error = ?5, finished_at = COALESCE(finished_at, ?4)` : ''}
       WHERE provider_id = ?1 AND channel = ?2 AND ${RANK("COALESCE(delivery, '')")} < ${RANK('?3')}`,
    )
    .bind(report.providerId, report.channel, report.status, now, reason?.slice(0, 500) ?? null);
  const statements = [update];
  if (failed && report.channel === 'whatsapp' && fallback) {
    statements.push(
      db
        .prepare(
          `INSERT INTO notifications (id, event, reference, recipient, locale, payload, created_at, channel)
           SELECT ?2, event, reference, 'sms:' || substr(recipient, 10), locale, payload, ?3, 'sms' FROM notifications
           WHERE provider_id = ?1 AND channel = 'whatsapp' AND state = 'failed'
           ON CONFLICT DO NOTHING`,
        )
        .bind(report.providerId, fallback.smsId, now),
    );
  }
  return statements;
}

/** Where an opt-out came from: a STOP reply, the stop link, or the patient's choice on their appointment's page or /account. */
export type OptOutHow = 'whatsapp-stop' | 'stop-link' | 'appointment-page' | 'account';

const HOW_WORDS: Record<OptOutHow, string> = {
  'whatsapp-stop': 'a STOP reply',
  'stop-link': 'the link',
  'appointment-page': 'the appointment page',
  account: 'their account',
};

/** Who chose, and the appointment it was chosen on (the audit row's reference), for a patient's own choice. */
export interface PhoneChoiceBy {
  actor: Actor;
  reference: string | null;
}

/**
 * Records the number as opted out of optional messages, with its audit row, together; once (the first time stays).
 * A STOP reply and the stop link are the site's record of what the number said; the pages pass who chose.
 */
export async function recordPhoneOptOut(
  db: D1Database,
  phone: string,
  how: OptOutHow,
  now: number,
  by: PhoneChoiceBy = { actor: SYSTEM_ACTOR, reference: null },
): Promise<boolean> {
  const [insert] = await db.batch([
    db
      .prepare('INSERT INTO phone_opt_outs (phone, since, how) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING')
      .bind(phone, now, how),
    auditStatement(
      db,
      {
        at: now,
        actor: by.actor,
        action: 'phone-opt-out',
        reference: by.reference,
        // The number masked: the audit log is read by every coordinator.
        detail: `${maskPhone(phone)} stopped optional messages (${HOW_WORDS[how]})`,
      },
      { onlyIf: 'changes() > 0' },
    ),
  ]);
  return (insert?.meta.changes ?? 0) > 0;
}

/** Turns optional messages (reminders, payment requests) back on for the number, audited; false when none was off. */
export async function removePhoneOptOut(
  db: D1Database,
  phone: string,
  where: 'appointment-page' | 'account',
  now: number,
  by: PhoneChoiceBy,
): Promise<boolean> {
  const [removed] = await db.batch([
    db.prepare('DELETE FROM phone_opt_outs WHERE phone = ?1').bind(phone),
    auditStatement(
      db,
      {
        at: now,
        actor: by.actor,
        action: 'phone-opt-in',
        reference: by.reference,
        detail: `${maskPhone(phone)} turned reminders back on (${HOW_WORDS[where]})`,
      },
      { onlyIf: 'changes() > 0' },
    ),
  ]);
  return (removed?.meta.changes ?? 0) > 0;
}

export async function isPhoneOptedOut(db: D1Database, phone: string): Promise<boolean> {
  const row = await db.prepare('SELECT 1 AS found FROM phone_opt_outs WHERE phone = ?1').bind(phone).first();
  return row !== null;
}

/** Which of these numbers opted out (the account lists each of its numbers with its choice). */
export async function optedOutAmong(db: D1Database, phones: readonly string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const { results } = await db
    .prepare(
      `SELECT phone FROM phone_opt_outs WHERE phone IN (${phones.map((_, index) => `?${index + 1}`).join(', ')})`,
    )
    .bind(...phones)
    .all<{ phone: string }>();
  return new Set(results.map((row) => row.phone));
}

/**
 * The SQL condition, for a phone row's statement, that its number has not opted out: ?4 is the row's recipient
 * ('sms:+91…'), the number after its colon.
 */
export const NOT_OPTED_OUT = `NOT EXISTS (SELECT 1 FROM phone_opt_outs WHERE phone = substr(?4, instr(?4, ':') + 1))`;
