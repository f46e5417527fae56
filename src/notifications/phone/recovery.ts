// After an outage of a provider, the phone rows that failed during it wait in the queue with back-off (15, 45, 105,
// 225, 465 s from the first try), so after a five-minute outage they would arrive about three minutes after the
// provider came back. Once a channel is seen working again, its waiting rows are handed to the queue at once:
// - by the consumer, when a row of that channel is sent after it had failed before (the provider is back);
// - by the five-minute cron: after any send of that channel since the rows failed (a new row may have been the first
//   to go through), and otherwise one row per channel, the longest waiting, as a probe whose success brings the rest.
// Never twice: a row is taken by one UPDATE that also marks it handed over (`enqueued_at`), and only if it was not
// handed over since its last failed try, so two sweeps at once take disjoint rows; the queue may then hold two
// messages for one row (its own retry and the sweep's), and the row's claim (state 'queued' and a free lease, in D1)
// lets only one of them send it: the other finds it sent and is acknowledged.
import type { Bindings } from '../../env';

export type PhoneChannel = 'whatsapp' | 'sms';
export const PHONE_CHANNELS: readonly PhoneChannel[] = ['whatsapp', 'sms'];

/** The most rows one sweep hands over (a queue's sendBatch takes at most 100). */
const SWEEP_LIMIT = 100;
/** How far back the cron looks for a send of the channel (a waiting row is at most about 36 minutes old). */
const LOOK_BACK_MS = 2 * 60 * 60 * 1000;

/**
 * Takes up to `limit` rows of `channel` waiting for a retry (queued, not held by a consumer, their last try failed
 * before `failedBefore`, not handed to the queue since that try), marking them handed over at `now`. One statement:
 * D1 runs it whole, so a sweep running beside it takes none of the same rows.
 */
export async function takeWaitingRetries(
  db: D1Database,
  channel: PhoneChannel,
  failedBefore: number,
  now: number,
  limit: number,
): Promise<string[]> {
  const { results } = await db
    .prepare(
      `UPDATE notifications SET enqueued_at = ?3
       WHERE id IN (
         SELECT id FROM (
           SELECT n.id, n.created_at, n.enqueued_at,
             (SELECT MAX(a.at) FROM notification_attempts a WHERE a.notification_id = n.id) AS failed_at
           FROM notifications n
           WHERE n.state = 'queued' AND n.channel = ?1 AND n.last_error IS NOT NULL
             AND (n.lease_until IS NULL OR n.lease_until < ?3))
         WHERE failed_at < ?2 AND COALESCE(enqueued_at, 0) < failed_at
         ORDER BY created_at LIMIT ?4)
       RETURNING id`,
    )
    .bind(channel, failedBefore, now, limit)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

/** When a row of `channel` was last sent, looking back from `now`; null for none. */
async function lastSentAt(db: D1Database, channel: PhoneChannel, now: number): Promise<number | null> {
  const row = await db
    .prepare(
      `SELECT MAX(finished_at) AS at FROM notifications
       WHERE state = 'sent' AND channel = ?1 AND created_at >= ?2`,
    )
    .bind(channel, now - LOOK_BACK_MS)
    .first<{ at: number | null }>();
  return row?.at ?? null;
}

/**
 * Hands the queue the rows of `channel` that failed before `backAt` (when the channel was seen working) and still
 * wait for a retry. Returns how many. If the queue refuses them, their mark is taken back (the cron's stranded-row
 * sweep then finds them) and their own retries still stand.
 */
export async function sweepWaitingRetries(
  env: Bindings,
  channel: PhoneChannel,
  backAt: number,
  now: number,
  limit = SWEEP_LIMIT,
): Promise<number> {
  const db = env.DB;
  if (!db || !env.NOTIFY_QUEUE) return 0;
  const ids = await takeWaitingRetries(db, channel, backAt, now, limit);
  if (ids.length === 0) return 0;
  try {
    await env.NOTIFY_QUEUE.sendBatch(ids.map((id) => ({ body: { id } })));
  } catch (error) {
    console.error(`notifications: could not hand ${channel} messages waiting for a retry to the queue`, error);
    await db.batch(
      ids.map((id) =>
        db.prepare('UPDATE notifications SET enqueued_at = NULL WHERE id = ?1 AND enqueued_at = ?2').bind(id, now),
      ),
    );
    return 0;
  }
  console.log(
    limit === 1
      ? `notifications: ${channel}: the message waiting longest handed to the queue, to try the provider`
      : `notifications: ${channel} works again; ${ids.length} waiting message(s) handed to the queue`,
  );
  return ids.length;
}

/**
 * The cron's part, per phone channel: the rows that failed before the channel's last send, or, with none, the one row
 * waiting longest, as a probe. Returns how many rows were handed over.
 */
export async function sweepPhoneRetries(env: Bindings, now: number): Promise<number> {
  if (!env.DB) return 0;
  let handed = 0;
  for (const channel of PHONE_CHANNELS) {
    const back = await lastSentAt(env.DB, channel, now);
    const swept = back === null ? 0 : await sweepWaitingRetries(env, channel, back, now);
    handed += swept > 0 ? swept : await sweepWaitingRetries(env, channel, now, now, 1);
  }
  return handed;
}
