// What the delivery and opt-out webhooks do once their caller has verified them (src/webhooks/ checks the signature on
// the raw body and reads the reports): each report moves its message forward, once (a replay changes nothing); a
// WhatsApp failure fails the row and writes its SMS replacement, handed to the queue; a STOP reply or the stop link
// records the number as opted out of optional messages, audited.
import type { Bindings } from '../../env';
import { isIndianMobile, loadPhoneConfig } from '../../phone-config';
import { loadNotificationConfig } from '../../mail-config';
import { handOver } from '../outbox';
import { verifyStopToken } from './stop';
import { deliveryStatements, recordPhoneOptOut, type DeliveryReport } from './store';

export type { DeliveryReport } from './store';

/** Applies verified reports; returns how many changed a message and the SMS rows written in place of WhatsApp ones. */
export async function applyDeliveryReports(
  env: Bindings,
  reports: readonly DeliveryReport[],
  now: number,
): Promise<{ changed: number; replacements: string[] }> {
  const db = env.DB;
  if (!db || reports.length === 0) return { changed: 0, replacements: [] };
  const loaded = loadPhoneConfig(env);
  const smsOn = loaded.ok && loaded.config.channels.includes('sms');
  const plan = reports.map((report) => {
    const smsId = report.status === 'failed' && report.channel === 'whatsapp' && smsOn ? crypto.randomUUID() : null;
    return { smsId, statements: deliveryStatements(db, report, now, smsId ? { smsId } : null) };
  });
  const results = await db.batch(plan.flatMap((entry) => entry.statements));
  let index = 0;
  let changed = 0;
  const replacements: string[] = [];
  for (const entry of plan) {
    if ((results[index]?.meta.changes ?? 0) > 0) changed++;
    if (entry.smsId && (results[index + 1]?.meta.changes ?? 0) > 0) replacements.push(entry.smsId);
    index += entry.statements.length;
  }
  if (replacements.length) await handOver(env, replacements, now);
  return { changed, replacements };
}

/** A STOP reply from this number (WhatsApp's inbound message). False when nothing changed (already stopped). */
export async function recordStopReply(env: Bindings, phone: string, now: number): Promise<boolean> {
  if (!env.DB || !isIndianMobile(phone)) return false;
  return recordPhoneOptOut(env.DB, phone, 'whatsapp-stop', now);
}

/** Whether a reply's words ask to stop: STOP, in any case, or the Hindi word, alone. */
export const isStopWord = (text: string) => /^\s*(stop|unsubscribe|बंद|रोकें)\s*[.!]?\s*$/i.test(text);

/** The stop link: the number its token was signed for, recorded; 'invalid' for a token not ours. */
export async function stopByLink(
  env: Bindings,
  token: string,
  now: number,
): Promise<'done' | 'invalid' | 'unavailable'> {
  const loaded = loadNotificationConfig(env);
  if (!loaded.ok || !env.DB) return 'unavailable';
  const phone = await verifyStopToken(loaded.config.unsubscribeSecret, token);
  if (!phone) return 'invalid';
  await recordPhoneOptOut(env.DB, phone, 'stop-link', now);
  return 'done';
}
