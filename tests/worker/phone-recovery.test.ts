// Recovery after a provider's outage: phone rows that failed wait in the queue with back-off, so once the channel works
// again its waiting rows are handed to the queue at once: by the consumer when a row is sent after failing, and by the
// five-minute cron (after any send of the channel since the rows failed, else one row as a probe). Never twice: a row
// is handed over once per failed try, two sweeps at once take disjoint rows, and two queue messages for one row send
// it once (the row's claim).
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../../src/index';
import { changeStatus, insertAppointment } from '../../src/appointments';
import type { Bindings } from '../../src/env';
import { appointmentOutbox } from '../../src/notifications';
import { sweepWaitingRetries } from '../../src/notifications/phone/recovery';
import { newBooking } from './appointment-support';
import { COORDINATOR, HALF_HOUR, testDoctor } from './billing-support';
import { deliverRecording, DOWN_INBOX } from './notifications-support';

const HOUR = 3_600_000;
const SMS_DOWN = { env: { SMS_API_URL: DOWN_INBOX } };

let doctorId = '';
let slot = 0;
beforeAll(async () => {
  doctorId = await testDoctor(Date.now(), 'KA-2022-4411');
});

const uniqueMobile = () => `+9196${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A booking confirmed by a coordinator, with only a mobile: its "confirmed" goes by SMS. Returns the row's id. */
async function waitingSms(): Promise<{ id: string; phone: string }> {
  const phone = uniqueMobile();
  slot += 1;
  const start = Math.ceil((Date.now() + 5 * 24 * HOUR) / HALF_HOUR) * HALF_HOUR + slot * HALF_HOUR;
  const booked = await insertAppointment(
    env.DB,
    newBooking(doctorId, start, {
      patientPhone: phone,
      locale: 'en',
      whatsapp: false,
      status: 'scheduled',
      dedupeKey: null,
      actor: COORDINATOR.email,
    }),
  );
  if (!booked.ok) throw new Error(booked.reason);
  const confirmation = appointmentOutbox(env as Bindings, 'appointment.confirmation', Date.now());
  const changed = await changeStatus(env.DB, {
    reference: booked.reference,
    to: 'confirmed',
    actor: COORDINATOR,
    now: Date.now(),
    alongside: confirmation.alongside,
  });
  expect(changed.ok).toBe(true);
  const row = await env.DB.prepare(
    `SELECT id FROM notifications WHERE reference = ?1 AND channel = 'sms' AND event = 'appointment.confirmation'`,
  )
    .bind(booked.reference)
    .first<{ id: string }>();
  return { id: row!.id, phone };
}

/** A queue that records what it is handed, in place of the real one (whose consumer would send it at once). */
function recordingQueue() {
  const handed: string[] = [];
  const queue = {
    send: async (body: { id: string }) => {
      handed.push(body.id);
    },
    sendBatch: async (messages: readonly { body: { id: string } }[]) => {
      handed.push(...messages.map((message) => message.body.id));
    },
  };
  return { handed, env: { NOTIFY_QUEUE: queue as unknown as Queue } };
}

const mine = (handed: string[], ids: string[]) => handed.filter((id) => ids.includes(id)).sort();

async function stateOf(id: string) {
  return env.DB.prepare('SELECT state, attempts FROM notifications WHERE id = ?1')
    .bind(id)
    .first<{ state: string; attempts: number }>();
}

async function smsTo(phone: string) {
  const response = await fetch(`${env.TEST_PHONE_URL}/api/messages?to=${encodeURIComponent(phone)}`);
  return ((await response.json()) as { event: string }[]).map((message) => message.event);
}

async function cron(at: number, extra: Partial<Bindings>) {
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ scheduledTime: at, cron: '*/5 * * * *' }),
    { ...env, ...extra } as Bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

describe('the consumer, when a row is sent after failing', () => {
  it('hands the queue the rows of its channel still waiting, each once, and each reaches the phone once', async () => {
    const [a, b, c] = [await waitingSms(), await waitingSms(), await waitingSms()];
    const down = await deliverRecording(
      [a, b, c].map(({ id }) => ({ id, attempts: 1 })),
      SMS_DOWN,
    );
    expect(Object.values(down)).toEqual([{ retry: 15 }, { retry: 15 }, { retry: 15 }]);

    // The provider is back: a's retry goes through, and b and c go to the queue now instead of in 45 s.
    const queue = recordingQueue();
    expect(await deliverRecording([{ id: a.id, attempts: 2 }], { env: queue.env })).toEqual({ 'msg-0': { ack: true } });
    expect(mine(queue.handed, [a.id, b.id, c.id])).toEqual([b.id, c.id].sort());

    // b's swept message sends it (after its failure: another sweep), which hands nothing again: c went already.
    expect(await deliverRecording([{ id: b.id, attempts: 1 }], { env: queue.env })).toEqual({ 'msg-0': { ack: true } });
    expect(mine(queue.handed, [a.id, b.id, c.id])).toEqual([b.id, c.id].sort());

    // c's swept message and its own retry arrive together: the row's claim lets one of them send it.
    const both = await deliverRecording(
      [
        { id: c.id, attempts: 1 },
        { id: c.id, attempts: 2 },
      ],
      { env: queue.env },
    );
    expect(Object.values(both)).toContainEqual({ ack: true });
    // The other (if it found the row held) comes back later and finds it sent.
    expect(await deliverRecording([{ id: c.id, attempts: 3 }], { env: queue.env })).toEqual({ 'msg-0': { ack: true } });
    for (const { id, phone } of [a, b, c]) {
      expect(await stateOf(id)).toMatchObject({ state: 'sent' });
      expect(await smsTo(phone)).toEqual(['booking_confirmed']);
    }
  });

  it('a row sent at its first try hands nothing over', async () => {
    const waiting = await waitingSms();
    await deliverRecording([{ id: waiting.id, attempts: 1 }], SMS_DOWN);
    const fresh = await waitingSms();
    const queue = recordingQueue();
    await deliverRecording([{ id: fresh.id, attempts: 1 }], { env: queue.env });
    expect(mine(queue.handed, [waiting.id])).toEqual([]);
    await deliverRecording([{ id: waiting.id, attempts: 2 }]);
    expect(await stateOf(waiting.id)).toMatchObject({ state: 'sent' });
  });
});

describe('two sweeps at once', () => {
  it('take disjoint rows: each waiting row is handed over once, and again only after it fails again', async () => {
    const rows = [await waitingSms(), await waitingSms(), await waitingSms(), await waitingSms()];
    const ids = rows.map((row) => row.id);
    await deliverRecording(
      ids.map((id) => ({ id, attempts: 1 })),
      SMS_DOWN,
    );
    const queue = recordingQueue();
    const sweepEnv = { ...env, ...queue.env } as Bindings;
    const now = Date.now() + 1;
    const counts = await Promise.all([
      sweepWaitingRetries(sweepEnv, 'sms', now, now),
      sweepWaitingRetries(sweepEnv, 'sms', now, now),
    ]);
    expect(mine(queue.handed, ids)).toEqual([...ids].sort());
    expect(new Set(queue.handed).size).toBe(queue.handed.length);
    expect(counts[0]! + counts[1]!).toBe(queue.handed.length);

    // Nothing failed since: a third sweep hands none of them.
    const later = Date.now() + 2;
    await sweepWaitingRetries(sweepEnv, 'sms', later, later);
    expect(mine(queue.handed, ids)).toEqual([...ids].sort());

    // One of them fails again: it alone may be handed over again.
    await deliverRecording([{ id: ids[0]!, attempts: 2 }], SMS_DOWN);
    const after = Date.now() + 1;
    await sweepWaitingRetries(sweepEnv, 'sms', after, after);
    expect(mine(queue.handed, ids)).toEqual([...ids, ids[0]!].sort());

    // Sent, every one of them once.
    await deliverRecording(ids.map((id) => ({ id, attempts: 3 })));
    for (const { id, phone } of rows) {
      expect(await stateOf(id)).toMatchObject({ state: 'sent' });
      expect(await smsTo(phone)).toEqual(['booking_confirmed']);
    }
  });
});

describe('the five-minute cron', () => {
  it('hands over the rows that failed before the channel’s last send; with none, one row as a probe', async () => {
    const [g, h] = [await waitingSms(), await waitingSms()];
    await deliverRecording(
      [g, h].map(({ id }) => ({ id, attempts: 1 })),
      SMS_DOWN,
    );
    // A new row goes through at its first try (the consumer hands nothing over for it)...
    const fresh = await waitingSms();
    await deliverRecording([{ id: fresh.id, attempts: 1 }]);
    // ...and the cron sees the channel sent after g and h failed.
    const queue = recordingQueue();
    await cron(Date.now() + 1, queue.env);
    expect(mine(queue.handed, [g.id, h.id])).toEqual([g.id, h.id].sort());
    await cron(Date.now() + 2, queue.env);
    expect(mine(queue.handed, [g.id, h.id])).toEqual([g.id, h.id].sort());

    // A row that failed after the channel's last send: the cron hands it alone, as a probe.
    const j = await waitingSms();
    await deliverRecording([{ id: j.id, attempts: 1 }], SMS_DOWN);
    await cron(Date.now() + 1, queue.env);
    expect(mine(queue.handed, [g.id, h.id, j.id])).toEqual([g.id, h.id, j.id].sort());

    await deliverRecording([g, h, j].map(({ id }) => ({ id, attempts: 2 })));
    for (const { id } of [g, h, j]) expect(await stateOf(id)).toMatchObject({ state: 'sent' });
  });
});
