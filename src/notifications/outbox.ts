// Handing outbox rows to the queue: right after the request is stored (in the background, so the visitor's answer
// never waits on it), and again from the cron sweep for any row that was written but never handed over.
import type { Bindings } from '../env';
import { sweepPhoneRetries } from './phone/recovery';
import { findStranded, markEnqueued } from './store';

/** What a queue message carries: the outbox row's id; the row holds everything else. */
export interface NotificationMessage {
  id: string;
}

export function isNotificationMessage(value: unknown): value is NotificationMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    (value as { id: string }).id.length <= 64
  );
}

/** A row not handed over after this long is the sweep's (the Worker stopped between the commit and the send). */
export const UNQUEUED_AFTER_MS = 60_000;
/** A row still queued this long after it was handed over is past every retry: the queue lost it. */
export const STALE_AFTER_MS = 2 * 60 * 60 * 1000;
/** The most rows one sweep hands over (a queue's sendBatch takes at most 100). */
const SWEEP_LIMIT = 100;

/** Sends the ids to the queue and records when. A failure is logged, not thrown: the sweep tries again. */
export async function handOver(env: Bindings, ids: readonly string[], now: number): Promise<boolean> {
  if (ids.length === 0) return true;
  if (!env.DB || !env.NOTIFY_QUEUE) {
    console.error('notifications: no DB or NOTIFY_QUEUE binding; left for the sweep');
    return false;
  }
  try {
    await env.NOTIFY_QUEUE.sendBatch(ids.map((id) => ({ body: { id } satisfies NotificationMessage })));
    await markEnqueued(env.DB, ids, now);
    return true;
  } catch (error) {
    console.error('notifications: could not hand messages to the queue; the sweep will', error);
    return false;
  }
}

/** The cron sweep: hands over every stranded row. Returns how many. */
export async function sweepOutbox(env: Bindings, now: number): Promise<number> {
  if (!env.DB) return 0;
  const ids = await findStranded(env.DB, now, UNQUEUED_AFTER_MS, STALE_AFTER_MS, SWEEP_LIMIT);
  let handed = 0;
  if (ids.length > 0 && (await handOver(env, ids, now))) handed = ids.length;
  if (ids.length > 0) console.log(`notifications: the sweep handed ${handed} stranded message(s) to the queue`);
  // Phone rows waiting for a retry, once their channel works again (phone/recovery.ts).
  return handed + (await sweepPhoneRetries(env, now));
}
