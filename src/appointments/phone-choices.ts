// The patient's WhatsApp choice on their bookings (`appointments.whatsapp_consent`): one booking's, from its page, and
// a number's upcoming bookings of one account, from /account (the account's own appointments only: the linking rule's
// SQL, src/http/account-owner.ts). Each change is one batch with its audit row, written only when something changed.
// Which channel a message starts on is read from the booking when the message is written (notifications/phone/outbox.ts),
// so a choice reaches every message written after it.
import { auditStatement, type Actor } from '../audit';
import { ownedIds, type AccountOwner } from '../http/account-owner';
import { maskPhone } from '../notifications';

/** Still to come (or on now): the statuses the account calls upcoming, not yet over. */
const UPCOMING = `status IN ('requested', 'scheduled', 'confirmed', 'in-consultation')`;

const onOff = (whatsapp: boolean) => (whatsapp ? 'on' : 'off');

/** Sets one booking's WhatsApp choice; false when it already was that (nothing written). */
export async function setWhatsappConsent(
  db: D1Database,
  input: { reference: string; whatsapp: boolean; actor: Actor; now: number },
): Promise<boolean> {
  const [update] = await db.batch([
    db
      .prepare('UPDATE appointments SET whatsapp_consent = ?2 WHERE reference = ?1 AND whatsapp_consent <> ?2')
      .bind(input.reference, input.whatsapp ? 1 : 0),
    auditStatement(
      db,
      {
        at: input.now,
        actor: input.actor,
        action: 'whatsapp-consent',
        reference: input.reference,
        detail: `WhatsApp updates ${onOff(input.whatsapp)} (the appointment page)`,
      },
      { onlyIf: 'changes() > 0' },
    ),
  ]);
  return (update?.meta.changes ?? 0) > 0;
}

/** One of an account's numbers: how many of its bookings are upcoming, and whether those all have WhatsApp on. */
export interface AccountNumber {
  phone: string;
  upcoming: number;
  /** Every upcoming booking with this number has WhatsApp on (false when none is upcoming). */
  whatsapp: boolean;
}

/** The numbers the account's appointments were booked with, the latest booked first. */
export async function numbersOfAccount(db: D1Database, owner: AccountOwner, now: number): Promise<AccountNumber[]> {
  const ids = ownedIds('appointments', { email: 'patient_email', phone: 'patient_phone' }, owner);
  const at = ids.params.length + 1;
  const { results } = await db
    .prepare(
      `SELECT patient_phone AS phone,
         SUM(CASE WHEN ${UPCOMING} AND ends_at > ?${at} THEN 1 ELSE 0 END) AS upcoming,
         MIN(CASE WHEN ${UPCOMING} AND ends_at > ?${at} THEN whatsapp_consent END) AS whatsapp
       FROM appointments WHERE id IN (${ids.sql})
       GROUP BY patient_phone ORDER BY MAX(created_at) DESC LIMIT 20`,
    )
    .bind(...ids.params, now)
    .all<{ phone: string; upcoming: number; whatsapp: number | null }>();
  return results.map((row) => ({ phone: row.phone, upcoming: row.upcoming, whatsapp: row.whatsapp === 1 }));
}

/**
 * Sets the WhatsApp choice on the account's upcoming bookings with this number (none of anyone else's: the linking
 * rule is in the statement), with one audit row; the number of bookings changed.
 */
export async function setAccountWhatsapp(
  db: D1Database,
  owner: AccountOwner,
  input: { phone: string; whatsapp: boolean; actor: Actor; now: number },
): Promise<number> {
  const ids = ownedIds('appointments', { email: 'patient_email', phone: 'patient_phone' }, owner);
  const n = ids.params.length;
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE appointments SET whatsapp_consent = ?${n + 1}
         WHERE id IN (${ids.sql}) AND patient_phone = ?${n + 2} AND ${UPCOMING} AND ends_at > ?${n + 3}
           AND whatsapp_consent <> ?${n + 1}`,
      )
      .bind(...ids.params, input.whatsapp ? 1 : 0, input.phone, input.now),
    auditStatement(
      db,
      {
        at: input.now,
        actor: input.actor,
        action: 'whatsapp-consent',
        reference: null,
        detail: `WhatsApp updates ${onOff(input.whatsapp)} for ${maskPhone(input.phone)}'s upcoming appointments (their account)`,
      },
      { onlyIf: 'changes() > 0' },
    ),
  ]);
  return update?.meta.changes ?? 0;
}
