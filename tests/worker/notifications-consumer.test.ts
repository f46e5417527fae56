// The queue consumer inside workerd, batches delivered as the queue would: sent once and recorded; the same message
// delivered twice sent once; a transport that is down retried with back-off; a refused address failed alone; the
// dead-letter queue's end; an unsubscribed address skipped; a broken configuration keeps everything queued.
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_DEAD_LETTER_QUEUE } from '../../src/notifications/consumer';
import { recordUnsubscribe } from '../../src/notifications/store';
import { env } from 'cloudflare:test';
import {
  attemptsOf,
  deliver,
  deliverRecording,
  DOWN_INBOX,
  inboxFor,
  inboxMessage,
  notificationRow,
  uniqueAddress,
  writeNotifications,
} from './notifications-support';

describe('the consumer', () => {
  it('sends a coordinator mail, acks it and records the attempt', async () => {
    const coordinator = uniqueAddress('coordinator');
    const { reference, ids } = await writeNotifications([{ recipient: coordinator }]);
    const result = await deliver([{ id: ids[0]! }]);
    expect(result.explicitAcks).toEqual([`msg-0-${ids[0]}`]);
    expect(result.retryMessages).toEqual([]);
    expect(await notificationRow(ids[0]!)).toMatchObject({ state: 'sent', attempts: 1, last_error: null });
    expect((await attemptsOf(ids[0]!)).map((a) => a.outcome)).toEqual(['sent']);
    const [mail, ...more] = await inboxFor(coordinator);
    expect(more).toEqual([]);
    expect(mail?.Subject).toBe(`New call-back ${reference} from Asha Verma`);
    expect((await inboxMessage(mail!.ID)).Text).toContain('Phone: +91 98765 43210 (tel:+919876543210)');
  });

  it('sends a message the queue delivers twice only once', async () => {
    const coordinator = uniqueAddress('twice');
    const { ids } = await writeNotifications([{ recipient: coordinator }]);
    const id = ids[0]!;
    // Twice in one batch (two consumers at once), then again later.
    const first = await deliver([{ id }, { id }]);
    const again = await deliver([{ id, attempts: 2 }]);
    expect(first.retryMessages.length + first.explicitAcks.length).toBe(2);
    expect(again.explicitAcks).toEqual([`msg-0-${id}`]);
    expect(await inboxFor(coordinator)).toHaveLength(1);
    expect(await notificationRow(id)).toMatchObject({ state: 'sent', attempts: 1 });
    expect(await attemptsOf(id)).toHaveLength(1);
  });

  it('retries with back-off while the mail service is down, then sends when it is back', async () => {
    const coordinator = uniqueAddress('down');
    const { ids } = await writeNotifications([{ recipient: coordinator }]);
    const id = ids[0]!;
    const down = { env: { LOCAL_INBOX_URL: DOWN_INBOX } };
    expect(await deliverRecording([{ id, attempts: 1 }], down)).toEqual({ 'msg-0': { retry: 15 } });
    const third = await deliver([{ id, attempts: 3 }], down);
    expect(third.retryMessages).toEqual([{ msgId: `msg-0-${id}` }]);
    const waiting = await notificationRow(id);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 2, lease_until: null });
    expect(waiting?.last_error).toMatch(/^local inbox not reachable/);
    expect(await inboxFor(coordinator)).toEqual([]);

    const back = await deliver([{ id, attempts: 4 }]);
    expect(back.explicitAcks).toEqual([`msg-0-${id}`]);
    expect(await notificationRow(id)).toMatchObject({ state: 'sent', attempts: 3, last_error: null });
    expect((await attemptsOf(id)).map((a) => a.outcome)).toEqual(['error', 'error', 'sent']);
    expect(await inboxFor(coordinator)).toHaveLength(1);
  });

  it('fails a refused address at once with the reason, without holding up the others', async () => {
    const refused = `nobody-${crypto.randomUUID().slice(0, 8)}@refused.invalid`;
    const coordinator = uniqueAddress('beside');
    const { ids } = await writeNotifications([{ recipient: refused }, { recipient: coordinator }]);
    const result = await deliver(ids.map((id) => ({ id })));
    expect(result.retryMessages).toEqual([]);
    expect(result.explicitAcks).toHaveLength(2);
    const failed = await notificationRow(ids[0]!);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
    expect(failed?.last_error).toMatch(/^local inbox answered 422: .*recipient refused/);
    expect(await notificationRow(ids[1]!)).toMatchObject({ state: 'sent' });
    expect(await inboxFor(coordinator)).toHaveLength(1);
  });

  it('marks a message that ran out of retries failed, keeping its last error (the dead-letter queue)', async () => {
    const { ids } = await writeNotifications([{ recipient: uniqueAddress('dead') }]);
    const id = ids[0]!;
    await deliver([{ id, attempts: 9 }], { env: { LOCAL_INBOX_URL: DOWN_INBOX } });
    const dead = await deliver([{ id }], { queue: NOTIFICATION_DEAD_LETTER_QUEUE });
    expect(dead.explicitAcks).toEqual([`msg-0-${id}`]);
    const row = await notificationRow(id);
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(row?.last_error).toMatch(/^local inbox not reachable/);
    expect(row?.finished_at).toEqual(expect.any(Number));
    // A sent message reaching the dead-letter queue (a late duplicate) stays sent.
    const { ids: sent } = await writeNotifications([{ recipient: uniqueAddress('late') }]);
    await deliver([{ id: sent[0]! }]);
    await deliver([{ id: sent[0]! }], { queue: NOTIFICATION_DEAD_LETTER_QUEUE });
    expect(await notificationRow(sent[0]!)).toMatchObject({ state: 'sent' });
  });

  it('sends no visitor mail to an address that unsubscribed', async () => {
    const visitor = uniqueAddress('gone');
    await recordUnsubscribe(env.DB, visitor.toUpperCase(), Date.now());
    const { ids } = await writeNotifications([{ recipient: visitor, event: 'newsletter.confirmation' }], {
      kind: 'newsletter',
    });
    const result = await deliver([{ id: ids[0]! }]);
    expect(result.explicitAcks).toHaveLength(1);
    expect(await notificationRow(ids[0]!)).toMatchObject({ state: 'skipped', last_error: 'the address unsubscribed' });
    expect(await inboxFor(visitor)).toEqual([]);
  });

  it('keeps every message queued while the configuration is invalid', async () => {
    const { ids } = await writeNotifications([{ recipient: uniqueAddress('config') }]);
    const result = await deliverRecording([{ id: ids[0]! }], { env: { MAIL_TRANSPORT: 'pigeon' } });
    expect(result).toEqual({ 'msg-0': { retry: 300 } });
    expect(await notificationRow(ids[0]!)).toMatchObject({ state: 'queued', attempts: 0 });
  });

  it('drops a message that names no outbox row', async () => {
    const result = await deliver([{ id: 'no-such-row' }]);
    expect(result.explicitAcks).toEqual(['msg-0-no-such-row']);
  });
});
