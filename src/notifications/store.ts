// The notification store: every SQL statement that reads or writes the outbox, its attempts and the unsubscribed
// addresses (D1, binding DB; schema in migrations/0002_notifications.sql).
import type { Locale } from '../../shared/i18n/locales';
import { auditStatement, type Actor } from '../audit';
import type { OutboxCondition } from './condition';
import { maskPhone } from './phone/mask';
import {
  isNotificationEvent,
  type NotificationEvent,
  type NotificationPayload,
  type PlannedNotification,
} from './events';

export const NOTIFICATION_STATES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

export function isNotificationState(value: unknown): value is NotificationState {
  return typeof value === 'string' && (NOTIFICATION_STATES as readonly string[]).includes(value);
}

export interface StoredNotification {
  id: string;
  event: NotificationEvent;
  reference: string | null;
  recipient: string;
  locale: Locale;
  payload: NotificationPayload;
  state: NotificationState;
  attempts: number;
  lastError: string | null;
  createdAt: number;
  enqueuedAt: number | null;
  finishedAt: number | null;
  /** 'email', or a phone channel; a phone row's recipient is '<channel>:+91…'. */
  channel: NotificationChannel;
  /** What the provider's webhook last said of a phone message (null for mail and until it speaks). */
  delivery: DeliveryState | null;
  deliveryError: string | null;
}

/** @table notifications */
interface NotificationRow {
  id: string;
  event: string;
  reference: string | null;
  recipient: string;
  locale: string;
  payload: string;
  state: NotificationState;
  attempts: number;
  last_error: string | null;
  created_at: number;
  enqueued_at: number | null;
  finished_at: number | null;
  channel: string;
  delivery: DeliveryState | null;
  delivery_error: string | null;
}

const COLUMNS = `id, event, reference, recipient, locale, payload, state, attempts, last_error, created_at, enqueued_at,
  finished_at, channel, delivery, delivery_error`;

export const NOTIFICATION_CHANNELS = ['email', 'whatsapp', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type DeliveryState = 'sent' | 'delivered' | 'read' | 'failed';

function fromRow(row: NotificationRow): StoredNotification | null {
  if (!isNotificationEvent(row.event)) return null;
  return {
    id: row.id,
    event: row.event,
    reference: row.reference,
    recipient: row.recipient,
    locale: row.locale === 'hi' ? 'hi' : 'en',
    payload: JSON.parse(row.payload) as NotificationPayload,
    state: row.state,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    enqueuedAt: row.enqueued_at,
    finishedAt: row.finished_at,
    channel: row.channel === 'whatsapp' || row.channel === 'sms' ? row.channel : 'email',
    delivery: row.delivery,
    deliveryError: row.delivery_error,
  };
}

/**
 * The outbox rows for a new request, to run in the same D1 batch as the request's own INSERT: each is written only
 * if that request row exists (`stored`, the requests area's condition), so when the INSERT stored nothing (a duplicate submission), neither do these, and a
 * failed batch leaves neither.
 */
export function outboxStatements(
  db: D1Database,
  reference: string,
  planned: readonly PlannedNotification[],
  now: number,
  stored: OutboxCondition,
): { statements: D1PreparedStatement[]; ids: string[] } {
  const ids = planned.map(() => crypto.randomUUID());
  const statements = planned.map((notification, index) =>
    db
      .prepare(
        `INSERT INTO notifications (id, event, reference, recipient, locale, payload, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE ${stored.onlyIf}`,
      )
      .bind(
        ids[index],
        notification.event,
        reference,
        notification.recipient,
        notification.locale,
        JSON.stringify(notification.payload),
        now,
        ...(stored.params ?? []),
      ),
  );
  return { statements, ids };
}

/** Records that these rows were handed to the queue at `now`. */
export async function markEnqueued(db: D1Database, ids: readonly string[], now: number): Promise<void> {
  if (ids.length === 0) return;
  await db.batch(ids.map((id) => db.prepare('UPDATE notifications SET enqueued_at = ?1 WHERE id = ?2').bind(now, id)));
}

export type Claim =
  | { status: 'claimed'; notification: StoredNotification }
  /** Sent, failed or skipped already, or gone (deleted with its request): nothing to do. */
  | { status: 'done' }
  /** Another delivery of the same message is sending it right now. */
  | { status: 'busy' };

/**
 * Takes the row for one attempt: only a queued row that no other consumer holds, held for `leaseMs`. This is what
 * makes a message the queue delivers twice be sent once.
 */
export async function claimNotification(db: D1Database, id: string, now: number, leaseMs: number): Promise<Claim> {
  const row = await db
    .prepare(
      `UPDATE notifications SET lease_until = ?2, attempts = attempts + 1
       WHERE id = ?1 AND state = 'queued' AND (lease_until IS NULL OR lease_until < ?3)
       RETURNING ${COLUMNS}`,
    )
    .bind(id, now + leaseMs, now)
    .first<NotificationRow>();
  if (row) {
    const notification = fromRow(row);
    return notification ? { status: 'claimed', notification } : { status: 'done' };
  }
  const current = await db
    .prepare('SELECT state FROM notifications WHERE id = ?1')
    .bind(id)
    .first<{ state: NotificationState }>();
  return current?.state === 'queued' ? { status: 'busy' } : { status: 'done' };
}

export type AttemptOutcome =
  | { outcome: 'sent'; providerId: string }
  | { outcome: 'refused'; reason: string }
  | { outcome: 'error'; reason: string }
  | { outcome: 'skipped'; reason: string };

/** Records one attempt's outcome on the row and in its attempts, together, and lets go of the row. */
export async function recordAttempt(
  db: D1Database,
  id: string,
  now: number,
  result: AttemptOutcome,
  /** Written in the same batch, after the row's update (a WhatsApp message's SMS replacement). */
  alongside: readonly D1PreparedStatement[] = [],
): Promise<D1Result[]> {
  const detail = result.outcome === 'sent' ? result.providerId : result.reason;
  const update =
    result.outcome === 'sent'
      ? db
          .prepare(
            `UPDATE notifications SET state = 'sent', finished_at = ?2, provider_id = ?3, last_error = NULL, lease_until = NULL WHERE id = ?1`,
          )
          .bind(id, now, result.providerId)
      : result.outcome === 'error'
        ? db
            .prepare('UPDATE notifications SET last_error = ?2, lease_until = NULL WHERE id = ?1')
            .bind(id, result.reason)
        : db
            .prepare(
              'UPDATE notifications SET state = ?2, finished_at = ?3, last_error = ?4, lease_until = NULL WHERE id = ?1',
            )
            .bind(id, result.outcome === 'refused' ? 'failed' : 'skipped', now, result.reason);
  return db.batch([
    update,
    db
      .prepare('INSERT INTO notification_attempts (notification_id, at, outcome, detail) VALUES (?1, ?2, ?3, ?4)')
      .bind(id, now, result.outcome, detail),
    ...alongside,
  ]);
}

/** Lets go of a claimed row without an attempt (the configuration is wrong): it waits, queued, for the next try. */
export async function releaseClaim(db: D1Database, id: string, reason: string): Promise<void> {
  await db
    .prepare('UPDATE notifications SET lease_until = NULL, attempts = attempts - 1, last_error = ?2 WHERE id = ?1')
    .bind(id, reason.slice(0, 500))
    .run();
}

/** The dead-letter queue's end: a row still queued after the last retry is failed, keeping its last error. */
export async function markGivenUp(
  db: D1Database,
  id: string,
  now: number,
  /** Written in the same batch, after the row's update (a WhatsApp message's SMS replacement). */
  alongside: readonly D1PreparedStatement[] = [],
): Promise<D1Result[]> {
  return db.batch([
    db
      .prepare(
        `UPDATE notifications SET state = 'failed', finished_at = ?2, lease_until = NULL,
           last_error = COALESCE(last_error, 'no more retries')
         WHERE id = ?1 AND state = 'queued'`,
      )
      .bind(id, now),
    ...alongside,
  ]);
}

/**
 * Queued rows the queue does not have: written but never handed over (the Worker stopped between the commit and the
 * send) for longer than `unqueuedAfterMs`, or handed over so long ago (`staleAfterMs`, beyond every retry) that the
 * queue must have lost them.
 */
export async function findStranded(
  db: D1Database,
  now: number,
  unqueuedAfterMs: number,
  staleAfterMs: number,
  limit: number,
): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM notifications
       WHERE state = 'queued' AND (lease_until IS NULL OR lease_until < ?1)
         AND ((enqueued_at IS NULL AND created_at < ?2) OR enqueued_at < ?3)
       ORDER BY created_at LIMIT ?4`,
    )
    .bind(now, now - unqueuedAfterMs, now - staleAfterMs, limit)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

export interface NotificationFilter {
  state?: NotificationState;
}

export const NOTIFICATION_PAGE_SIZE = 50;

/** One page of notifications, newest first, and how many match. */
export async function listNotifications(
  db: D1Database,
  filter: NotificationFilter,
  page: number,
): Promise<{ notifications: StoredNotification[]; total: number }> {
  const where = filter.state ? 'WHERE state = ?1' : '';
  const params = filter.state ? [filter.state] : [];
  const offset = (Math.max(1, page) - 1) * NOTIFICATION_PAGE_SIZE;
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT ${COLUMNS} FROM notifications ${where} ORDER BY created_at DESC, id LIMIT ${NOTIFICATION_PAGE_SIZE} OFFSET ${offset}`,
      )
      .bind(...params),
    db.prepare(`SELECT COUNT(*) AS total FROM notifications ${where}`).bind(...params),
  ]);
  const notifications = ((rows?.results ?? []) as NotificationRow[])
    .map(fromRow)
    .filter((row): row is StoredNotification => row !== null);
  return { notifications, total: ((count?.results ?? []) as { total: number }[])[0]?.total ?? 0 };
}

export async function countFailedNotifications(db: D1Database): Promise<number> {
  const row = await db
    .prepare(`SELECT COUNT(*) AS total FROM notifications WHERE state = 'failed'`)
    .first<{ total: number }>();
  return row?.total ?? 0;
}

/**
 * Puts a failed notification back in the outbox for another round of attempts, recording who did it in the audit
 * log, together. False when there is no failed notification with that id.
 */
export async function requeueFailed(db: D1Database, id: string, actor: Actor, now: number): Promise<boolean> {
  const row = await db
    .prepare(`SELECT event, recipient, reference FROM notifications WHERE id = ?1 AND state = 'failed'`)
    .bind(id)
    .first<{ event: string; recipient: string; reference: string | null }>();
  if (!row) return false;
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE notifications SET state = 'queued', enqueued_at = NULL, lease_until = NULL, finished_at = NULL,
           delivery = NULL, delivery_error = NULL, delivery_at = NULL
         WHERE id = ?1 AND state = 'failed'`,
      )
      .bind(id),
    auditStatement(
      db,
      {
        at: now,
        actor,
        action: 'resend',
        reference: row.reference,
        // A phone number masked, as everywhere the coordinators read it.
        detail: `${row.event} to ${maskedRecipient(row.recipient)} (${id})`,
      },
      { onlyIf: 'changes() > 0' },
    ),
  ]);
  return (update?.meta.changes ?? 0) > 0;
}

/** A mail address as it is; a phone row's '<channel>:+91…' as the channel and the number masked. */
export function maskedRecipient(recipient: string): string {
  const phone = /^(whatsapp|sms):(\+91\d{10})$/.exec(recipient);
  return phone ? `${phone[1]} ${maskPhone(phone[2] ?? '')}` : recipient;
}

export async function isUnsubscribed(db: D1Database, email: string): Promise<boolean> {
  const row = await db.prepare('SELECT 1 AS found FROM unsubscribes WHERE email = ?1').bind(email).first();
  return row !== null;
}

export async function recordUnsubscribe(db: D1Database, email: string, now: number): Promise<void> {
  await db
    .prepare('INSERT INTO unsubscribes (email, at) VALUES (?1, ?2) ON CONFLICT DO NOTHING')
    .bind(email, now)
    .run();
}

/** Deletes notifications (and their attempts) written before `cutoff`: they hold the request's contact details. */
export async function deleteNotificationsBefore(db: D1Database, cutoff: number): Promise<number> {
  const [, deleted] = await db.batch([
    db
      .prepare(
        'DELETE FROM notification_attempts WHERE notification_id IN (SELECT id FROM notifications WHERE created_at < ?1)',
      )
      .bind(cutoff),
    db.prepare('DELETE FROM notifications WHERE created_at < ?1').bind(cutoff),
  ]);
  return deleted?.meta.changes ?? 0;
}

/** The outbox as the admin's Integrations screen shows it: the backlog, the last message sent and the last failure. */
export interface OutboxHealth {
  /** Rows not yet sent (queued, or waiting for a retry). */
  queued: number;
  /** When the oldest of them was written; null with none. */
  oldestQueuedAt: number | null;
  /** Of those, how many were never handed to the queue (the cron sweep's). */
  notHandedOver: number;
  /** When the newest message that was sent was delivered; null if none was. */
  lastSentAt: number | null;
  /** The newest message that failed, with its last error; null if none did. */
  lastFailure: { at: number; event: string; error: string | null } | null;
}

/**
 * One round trip, each statement on notifications_by_state: the queued rows (few when the queue works), then the
 * newest sent and the newest failed row by the time they were written (their delivery or failure follows within the
 * retries' half hour, so "newest written" stands for "newest finished" without scanning every sent row).
 */
export async function outboxHealth(db: D1Database): Promise<OutboxHealth> {
  const [backlog, sent, failed] = await db.batch([
    db.prepare(
      `SELECT COUNT(*) AS queued, MIN(created_at) AS oldest, COALESCE(SUM(enqueued_at IS NULL), 0) AS unhanded
       FROM notifications WHERE state = 'queued'`,
    ),
    db.prepare(
      `SELECT COALESCE(finished_at, created_at) AS at FROM notifications WHERE state = 'sent'
       ORDER BY created_at DESC LIMIT 1`,
    ),
    db.prepare(
      `SELECT COALESCE(finished_at, created_at) AS at, event, last_error FROM notifications WHERE state = 'failed'
       ORDER BY created_at DESC LIMIT 1`,
    ),
  ]);
  const counts = (backlog?.results[0] ?? {}) as { queued?: number; oldest?: number | null; unhanded?: number };
  const lastSent = sent?.results[0] as { at: number } | undefined;
  const lastFailed = failed?.results[0] as { at: number; event: string; last_error: string | null } | undefined;
  return {
    queued: counts.queued ?? 0,
    oldestQueuedAt: counts.oldest ?? null,
    notHandedOver: counts.unhanded ?? 0,
    lastSentAt: lastSent?.at ?? null,
    lastFailure: lastFailed ? { at: lastFailed.at, event: lastFailed.event, error: lastFailed.last_error } : null,
  };
}
