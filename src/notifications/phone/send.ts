// The consumer's part for a phone row: an optional message to a number that opted out is skipped; otherwise the
// template's variables are made from the row's facts (in the booking's language) and the row's channel sends it.
// A WhatsApp message the provider refuses for good, or cannot be reached for after WHATSAPP_ATTEMPTS tries, is failed
// and replaced by an SMS row, in the same batch, once. An SMS row keeps the queue's whole back-off.
import { formatIndiaTime } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { formatPaise } from '../../../shared/money';
import { shortAppointmentToken, shortLinkUrl, shortStopToken } from '../../security/short-links';
import type { PhoneConfig } from '../../phone-config';
import type { AppointmentPayload, PrescriptionIssuedFacts } from '../events';
import { recordAttempt, type StoredNotification } from '../store';
import { PHONE_EVENT_OF } from './outbox';
import { senderFor } from './senders';
import { isPhoneOptedOut, phoneOf, smsFallbackStatement } from './store';
import { PHONE_TEMPLATES, type PhoneEvent } from './templates';

/** What a phone message's links are made with: the site's address, the stop link's and the appointment link's secrets. */
export interface PhoneContext {
  siteUrl: string;
  stopSecret: string;
  linkSecret: string;
}

/**
 * How many tries a WhatsApp message gets while WhatsApp is unreachable (a network error, 5xx, 429) before its SMS row
 * takes over. Two: the second try, 15 s after the first (retryDelaySeconds), rides out a dropped connection or one
 * busy answer; a provider still failing after that is likely down for minutes, and the whole back-off would keep a
 * booking's confirmation from the patient for about 35 minutes while SMS stands ready. The cost is the rare message a
 * WhatsApp outage delivered late as well: the patient may then read it twice, once on each channel, never lose it.
 */
export const WHATSAPP_ATTEMPTS = 2;

export type PhoneSettle =
  /** `recovered`: the row was sent after a failed try, so its channel works again (phone/recovery.ts). */
  { ack: true; handOver: string[]; recovered?: 'whatsapp' | 'sms' } | { ack: false; retry: true };

/** The words of a cancellation's refund, in the booking's language. */
const REFUND_WORDS: Record<Locale, { unpaid: string; none: string; percent: (amount: string, n: number) => string }> = {
  en: {
    unpaid: 'nothing to refund, no payment was made',
    none: 'none under the cancellation rules',
    percent: (amount, n) => `${amount} (${n}% of the fee)`,
  },
  hi: {
    unpaid: 'कोई भुगतान नहीं हुआ था, इसलिए रिफ़ंड नहीं',
    none: 'रद्द करने के नियमों के अनुसार कोई रिफ़ंड नहीं',
    percent: (amount, n) => `${amount} (फ़ीस का ${n}%)`,
  },
};

/** A variable as a template takes it: one line, and not longer than DLT lets a template's variable be (30 characters). */
const clean = (value: string) => value.replace(/\s+/g, ' ').trim().slice(0, 30);

/** The template's variables from a row's facts, in the template's order. */
async function valuesOf(event: PhoneEvent, notification: StoredNotification, context: PhoneContext): Promise<string[]> {
  const locale = notification.locale;
  const phone = phoneOf(notification.recipient);
  if (event === 'prescription_ready') {
    const facts = notification.payload as PrescriptionIssuedFacts;
    return [clean(facts.patientName), clean(facts.doctorName)];
  }
  const facts = notification.payload as AppointmentPayload;
  const named: Record<string, () => Promise<string> | string> = {
    name: () => clean(facts.patientName),
    doctor: () => clean(facts.doctorName),
    time: () => formatIndiaTime(facts.start, locale),
    reference: () => facts.reference,
    amount: () => formatPaise(facts.fee, locale),
    refund: () => {
      const words = REFUND_WORDS[locale];
      if (!facts.paid) return words.unpaid;
      if (!facts.refund || facts.refund.amount <= 0) return words.none;
      return words.percent(formatPaise(facts.refund.amount, locale), facts.refund.percent);
    },
    // Links go as short links (security/short-links.ts): an SMS template's variable holds 30 characters, or about 50
    // for a whitelisted URL, where the stop link and the appointment's link with its key would take about 90.
    stop: async () => shortLinkUrl(context.siteUrl, await shortStopToken(context.stopSecret, phone, locale)),
    // The appointment's page (its link with the key made when the short link is opened), where the payment request's
    // UPI link is.
    link: async () =>
      shortLinkUrl(context.siteUrl, await shortAppointmentToken(context.linkSecret, facts.reference, locale)),
  };
  return Promise.all(PHONE_TEMPLATES[event].variables.map(async (name) => (await named[name]?.()) ?? ''));
}

export async function sendPhoneRow(
  db: D1Database,
  notification: StoredNotification,
  config: PhoneConfig,
  context: PhoneContext,
  now: () => number,
): Promise<PhoneSettle> {
  const channel = notification.channel === 'whatsapp' ? 'whatsapp' : 'sms';
  const phone = phoneOf(notification.recipient);
  const event = PHONE_EVENT_OF[notification.event];
  if (!event) {
    await recordAttempt(db, notification.id, now(), { outcome: 'refused', reason: 'no phone template for this event' });
    return { ack: true, handOver: [] };
  }
  if (PHONE_TEMPLATES[event].optional && (await isPhoneOptedOut(db, phone))) {
    await recordAttempt(db, notification.id, now(), { outcome: 'skipped', reason: 'the number opted out' });
    return { ack: true, handOver: [] };
  }
  if (!config.channels.includes(channel) && !(channel === 'whatsapp' && config.channels.includes('sms'))) {
    await recordAttempt(db, notification.id, now(), { outcome: 'skipped', reason: `${channel} messages are off` });
    return { ack: true, handOver: [] };
  }
  const values = await valuesOf(event, notification, context);
  const outcome = config.channels.includes(channel)
    ? await senderFor(channel, config).send({ to: phone, event, locale: notification.locale, values })
    : // WhatsApp was turned off after the row was written: the SMS row carries it instead.
      { ok: false as const, permanent: true, reason: 'WhatsApp messages are off' };
  if (outcome.ok) {
    await recordAttempt(db, notification.id, now(), { outcome: 'sent', providerId: outcome.providerId });
    return { ack: true, handOver: [], ...(notification.lastError !== null ? { recovered: channel } : {}) };
  }
  // The row's own count (claimed attempts, in D1), not the queue's: a replayed or duplicated delivery counts too.
  const unreachable =
    !outcome.permanent &&
    channel === 'whatsapp' &&
    config.channels.includes('sms') &&
    notification.attempts >= WHATSAPP_ATTEMPTS;
  if (outcome.permanent || unreachable) {
    const fallback = channel === 'whatsapp' && config.channels.includes('sms') ? crypto.randomUUID() : null;
    const reason = unreachable
      ? `WhatsApp unreachable after ${notification.attempts} tries (${outcome.reason})`
      : outcome.reason;
    const results = await recordAttempt(
      db,
      notification.id,
      now(),
      { outcome: 'refused', reason },
      fallback ? [smsFallbackStatement(db, notification.id, fallback, now())] : [],
    );
    const written = fallback && (results[2]?.meta.changes ?? 0) > 0;
    return { ack: true, handOver: written ? [fallback] : [] };
  }
  await recordAttempt(db, notification.id, now(), { outcome: 'error', reason: outcome.reason });
  return { ack: false, retry: true };
}

/**
 * The dead-letter queue's end for a phone row: failed after the last retry; a WhatsApp row is replaced by its SMS
 * row (once) when SMS is on. Returns the new row's id to hand to the queue, if one was written.
 */
export function givenUpFallback(db: D1Database, id: string, smsOn: boolean, now: number) {
  const smsId = crypto.randomUUID();
  return { smsId, statements: smsOn ? [smsFallbackStatement(db, id, smsId, now)] : [] };
}
