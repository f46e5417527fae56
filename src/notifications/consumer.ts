// The queue's consumer: takes each message's outbox row, sends it through the configured transport and records the
// attempt. A refused address fails that message alone; anything else is retried with back-off, and after the last
// retry the queue moves the message to the dead-letter queue, whose consumer marks the row failed. A WhatsApp message
// is not kept that long: after WHATSAPP_ATTEMPTS failed tries its SMS row takes over (phone/send.ts).
import { loadConfig } from '../config';
import type { Bindings } from '../env';
import { loadNotificationConfig } from '../mail-config';
import { appointmentLink, appointmentLinkSecret } from '../security/appointment-links';
import { isAppointmentEvent, retryDelaySeconds, VISITOR_EVENTS, type AppointmentPayload } from './events';
import { loadPhoneConfig } from '../phone-config';
import { handOver, isNotificationMessage } from './outbox';
import { type PhoneChannel, sweepWaitingRetries } from './phone/recovery';
import { givenUpFallback, sendPhoneRow } from './phone/send';
import {
  claimNotification,
  isUnsubscribed,
  markGivenUp,
  recordAttempt,
  releaseClaim,
  type StoredNotification,
} from './store';
import { renderNotification } from './templates/render';
import { chooseTransport, type Transport } from './transports';
import { unsubscribeUrl } from './unsubscribe';

/** The queues' names, as in wrangler.toml. */
export const NOTIFICATION_QUEUE = 'careline-notifications';
export const NOTIFICATION_DEAD_LETTER_QUEUE = 'careline-notifications-dlq';

/** How long one attempt holds its row (longer than the transport's own time limit). */
const LEASE_MS = 60_000;
/** When the configuration is wrong, messages wait this long between tries (nothing is lost while it is fixed). */
const MISCONFIGURED_DELAY_SECONDS = 300;

type Settle = { ack: true } | { ack: false; delaySeconds: number };

async function sendOne(
  env: Bindings & { DB: D1Database },
  notification: StoredNotification,
  transport: Transport,
  secret: string,
  attempt: number,
  now: () => number,
): Promise<Settle> {
  const db = env.DB;
  if (VISITOR_EVENTS.has(notification.event) && (await isUnsubscribed(db, notification.recipient))) {
    await recordAttempt(db, notification.id, now(), { outcome: 'skipped', reason: 'the address unsubscribed' });
    return { ack: true };
  }
  const site = loadConfig(env);
  // The appointment page's link carries its key, made now from the secret (never stored in the outbox).
  const appointment = isAppointmentEvent(notification.event) ? (notification.payload as AppointmentPayload) : null;
  const appointmentUrl = appointment
    ? await appointmentLink(site.siteUrl, appointmentLinkSecret(env), appointment)
    : undefined;
  const mail = renderNotification(notification.event, notification.locale, notification.payload, {
    siteName: site.siteName,
    siteUrl: site.siteUrl,
    supportPhone: site.supportPhone,
    unsubscribeUrl: VISITOR_EVENTS.has(notification.event)
      ? await unsubscribeUrl(site.siteUrl, secret, notification.recipient, notification.locale)
      : undefined,
    appointmentUrl,
  });
  const outcome = await transport({ ...mail, to: notification.recipient, idempotencyKey: notification.id });
  if (outcome.ok) {
    await recordAttempt(db, notification.id, now(), { outcome: 'sent', providerId: outcome.providerId });
    return { ack: true };
  }
  if (outcome.permanent) {
    await recordAttempt(db, notification.id, now(), { outcome: 'refused', reason: outcome.reason });
    return { ack: true };
  }
  await recordAttempt(db, notification.id, now(), { outcome: 'error', reason: outcome.reason });
  return { ack: false, delaySeconds: retryDelaySeconds(attempt) };
}

export async function consumeNotifications(
  batch: MessageBatch<unknown>,
  env: Bindings,
  now: () => number = Date.now,
): Promise<void> {
  const loaded = loadNotificationConfig(env);
  const db = env.DB;
  if (!loaded.ok || !db) {
    console.error(
      `notifications: cannot send (${loaded.ok ? 'no DB binding' : loaded.problems.join('; ')}); retrying later`,
    );
    batch.retryAll({ delaySeconds: MISCONFIGURED_DELAY_SECONDS });
    return;
  }
  const transport = chooseTransport(loaded.config, env.EMAIL);
  const phone = loadPhoneConfig(env);
  const site = loadConfig(env);
  /** SMS rows written in place of failed WhatsApp rows: handed to the queue once the batch is done. */
  const replacements: string[] = [];
  /** Phone channels that sent a row after it had failed: when each was seen working again. */
  const recovered = new Map<PhoneChannel, number>();
  await Promise.all(
    batch.messages.map(async (message) => {
      if (!isNotificationMessage(message.body)) {
        console.error('notifications: a queue message without an outbox id; dropped');
        message.ack();
        return;
      }
      try {
        const claim = await claimNotification(db, message.body.id, now(), LEASE_MS);
        if (claim.status === 'done') return message.ack();
        if (claim.status === 'busy') return message.retry({ delaySeconds: LEASE_MS / 1000 });
        if (claim.notification.channel !== 'email') {
          if (!phone.ok) {
            // Released for the next try: the configuration is fixed in the meantime, and nothing is lost.
            await releaseClaim(db, claim.notification.id, phone.problems.join('; '));
            return message.retry({ delaySeconds: MISCONFIGURED_DELAY_SECONDS });
          }
          const settled = await sendPhoneRow(
            db,
            claim.notification,
            phone.config,
            {
              siteUrl: site.siteUrl,
              stopSecret: loaded.config.unsubscribeSecret,
              linkSecret: appointmentLinkSecret(env),
            },
            now,
          );
          if (!settled.ack) return message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
          replacements.push(...settled.handOver);
          if (settled.recovered) recovered.set(settled.recovered, now());
          return message.ack();
        }
        const settle = await sendOne(
          { ...env, DB: db },
          claim.notification,
          transport,
          loaded.config.unsubscribeSecret,
          message.attempts,
          now,
        );
        if (settle.ack) message.ack();
        else message.retry({ delaySeconds: settle.delaySeconds });
      } catch (error) {
        console.error('notifications: an attempt failed unexpectedly; retrying', error);
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      }
    }),
  );
  if (replacements.length) await handOver(env, replacements, now());
  // The provider is back: the rows of its channel still waiting for a retry go now, not at their back-off's next try.
  for (const [channel, backAt] of recovered) await sweepWaitingRetries(env, channel, backAt, now());
}

/** The dead-letter queue: the message ran out of retries; its row says failed, with the last error it had. */
export async function consumeDeadLetters(
  batch: MessageBatch<unknown>,
  env: Bindings,
  now: () => number = Date.now,
): Promise<void> {
  const db = env.DB;
  if (!db) {
    batch.retryAll({ delaySeconds: MISCONFIGURED_DELAY_SECONDS });
    return;
  }
  const phone = loadPhoneConfig(env);
  const smsOn = phone.ok && phone.config.channels.includes('sms');
  const replacements: string[] = [];
  for (const message of batch.messages) {
    if (isNotificationMessage(message.body)) {
      // A WhatsApp row that ran out of retries is replaced by its SMS row, in the same batch (once).
      const fallback = givenUpFallback(db, message.body.id, smsOn, now());
      const results = await markGivenUp(db, message.body.id, now(), fallback.statements);
      if ((results[1]?.meta.changes ?? 0) > 0) replacements.push(fallback.smsId);
    }
    message.ack();
  }
  if (replacements.length) await handOver(env, replacements, now());
}

export async function consumeQueue(batch: MessageBatch<unknown>, env: Bindings): Promise<void> {
  if (batch.queue === NOTIFICATION_DEAD_LETTER_QUEUE) return consumeDeadLetters(batch, env);
  return consumeNotifications(batch, env);
}
