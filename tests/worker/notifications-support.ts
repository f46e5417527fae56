// Helpers of the notification tests: outbox rows written as intake writes them (without handing them to the queue,
// so only the test delivers them), a queue batch delivered to the Worker's consumer, and the local inbox read back.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import { expect } from 'vitest';
import worker from '../../src/index';
import { consumeQueue, NOTIFICATION_QUEUE } from '../../src/notifications/consumer';
import { requestFacts, type PlannedNotification } from '../../src/notifications/events';
import { outboxStatements } from '../../src/notifications/store';
import { insertRequest } from '../../src/requests/store';
import type { Bindings } from '../../src/env';

export const uniqueAddress = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** Stores a newsletter-free call-back (or `kind`) with one notification per entry of `to`; returns the ids. */
export async function writeNotifications(
  to: readonly { recipient: string; event?: PlannedNotification['event'] }[],
  options: { now?: number; kind?: 'booking' | 'newsletter' | 'contact' } = {},
): Promise<{ reference: string; ids: string[] }> {
  const now = options.now ?? Date.now();
  const kind = options.kind ?? 'booking';
  const values = { name: 'Asha Verma', phone: '+919876543210', email: to[0]?.recipient ?? '', topic: 'Diabetes Care' };
  let ids: string[] = [];
  const { reference } = await insertRequest(env.DB, {
    kind,
    locale: 'en',
    values,
    consentVersion: 'test',
    dedupeKey: crypto.randomUUID(),
    now,
    alongside: (reference, stored) => {
      const facts = requestFacts({ reference, kind, locale: 'en', values, receivedAt: now });
      const planned = to.map(({ recipient, event }) => ({
        event: event ?? ('request.coordinators' as const),
        recipient,
        locale: 'en' as const,
        payload: facts,
      }));
      const written = outboxStatements(env.DB, reference, planned, now, stored);
      ids = written.ids;
      return written.statements;
    },
  });
  return { reference, ids };
}

/** Delivers one batch to the Worker's queue handler, as the queue would; returns what it acked and retried. */
export async function deliver(
  messages: readonly { id: string; attempts?: number }[],
  options: { queue?: string; env?: Partial<Bindings> } = {},
) {
  const batch = createMessageBatch(
    options.queue ?? NOTIFICATION_QUEUE,
    messages.map((message, index) => ({
      id: `msg-${index}-${message.id}`,
      timestamp: new Date(),
      attempts: message.attempts ?? 1,
      body: { id: message.id },
    })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, ...options.env } as Bindings);
  return getQueueResult(batch, ctx);
}

/**
 * The same, through a batch that records each message's retry delay (the test pool's own batches keep only
 * whether a message was retried, not after how long).
 */
export async function deliverRecording(
  messages: readonly { id: string; attempts?: number }[],
  options: { queue?: string; env?: Partial<Bindings> } = {},
) {
  const settled: Record<string, { ack: true } | { retry: number | undefined }> = {};
  const batch = {
    queue: options.queue ?? NOTIFICATION_QUEUE,
    messages: messages.map((message, index) => {
      const id = `msg-${index}`;
      return {
        id,
        timestamp: new Date(),
        attempts: message.attempts ?? 1,
        body: { id: message.id },
        ack: () => {
          settled[id] = { ack: true };
        },
        retry: (retry?: { delaySeconds?: number }) => {
          settled[id] = { retry: retry?.delaySeconds };
        },
      };
    }),
    retryAll: (retry?: { delaySeconds?: number }) => {
      for (const [index] of messages.entries()) settled[`msg-${index}`] = { retry: retry?.delaySeconds };
    },
    ackAll: () => {
      for (const [index] of messages.entries()) settled[`msg-${index}`] = { ack: true };
    },
  } as unknown as MessageBatch<unknown>;
  await consumeQueue(batch, { ...env, ...options.env } as Bindings);
  return settled;
}

export interface InboxMessage {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}

export async function inboxFor(recipient: string): Promise<InboxMessage[]> {
  const response = await fetch(`${env.TEST_INBOX_URL}/api/v1/search?query=${encodeURIComponent(`to:${recipient}`)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: InboxMessage[] }).messages;
}

export async function inboxMessage(id: string) {
  return (await (await fetch(`${env.TEST_INBOX_URL}/api/v1/message/${id}`)).json()) as { Text: string; HTML: string };
}

export async function notificationRow(id: string) {
  return env.DB.prepare('SELECT * FROM notifications WHERE id = ?1').bind(id).first<{
    state: string;
    attempts: number;
    last_error: string | null;
    enqueued_at: number | null;
    finished_at: number | null;
    lease_until: number | null;
  }>();
}

export async function attemptsOf(id: string) {
  const { results } = await env.DB.prepare(
    'SELECT outcome, detail FROM notification_attempts WHERE notification_id = ?1 ORDER BY id',
  )
    .bind(id)
    .all<{ outcome: string; detail: string | null }>();
  return results;
}

/** Waits for `check` to hold, asking again every 50 ms, for up to `timeoutMs`. */
export async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** An address on which nothing listens: the transport is down. */
export const DOWN_INBOX = 'http://127.0.0.1:9';
