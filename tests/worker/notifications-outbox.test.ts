// The outbox end to end inside workerd: a request and its notification rows commit together (or neither does),
// the visitor's answer does not wait for mail, the queue's consumer delivers to the local inbox, a duplicate
// submission writes no second set, the cron sweep hands over rows that were never queued, and unsubscribe links.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../src/index';
import { unsubscribeUrl } from '../../src/notifications/unsubscribe';
import { DEVELOPMENT_UNSUBSCRIBE_SECRET } from '../../src/mail-config';
import { insertRequest } from '../../src/requests/store';
import { EN_REFUSALS } from '../../shared/i18n/en/refusals';
import { JSON_ACCEPT, postForm, SITE } from './auth-helpers';
import {
  inboxFor,
  inboxMessage,
  notificationRow,
  uniqueAddress,
  until,
  writeNotifications,
} from './notifications-support';

const COORDINATOR = 'coordinators@careline.example';

async function notificationsOf(reference: string) {
  const { results } = await env.DB.prepare(
    'SELECT id, event, recipient, locale, state FROM notifications WHERE reference = ?1 ORDER BY event',
  )
    .bind(reference)
    .all<{ id: string; event: string; recipient: string; locale: string; state: string }>();
  return results;
}

async function search(query: string) {
  const response = await fetch(`${env.TEST_INBOX_URL}/api/v1/search?query=${encodeURIComponent(query)}`);
  return ((await response.json()) as { messages: { ID: string; Subject: string; To: { Address: string }[] }[] })
    .messages;
}

function contact(email: string, token: string) {
  return {
    firstName: 'Ravi',
    lastName: 'Kumar',
    email,
    phone: '98765 43210',
    department: 'billing-refunds',
    message: 'My chest hurts when I pay the bill',
    token,
  };
}

describe('a request and its notifications', () => {
  it('commit together and reach the coordinators and the sender through the queue', async () => {
    const visitor = uniqueAddress('ravi');
    const response = await postForm('/contact', contact(visitor, crypto.randomUUID()), JSON_ACCEPT);
    expect(response.status).toBe(200);
    const { reference } = (await response.json()) as { reference: string };
    // Written with the request, before the answer.
    const written = await notificationsOf(reference);
    expect(written.map((n) => [n.event, n.recipient, n.locale])).toEqual([
      ['contact.acknowledgement', visitor, 'en'],
      ['request.coordinators', COORDINATOR, 'en'],
    ]);
    const sent = await until(
      () => notificationsOf(reference),
      (rows) => rows.every((row) => row.state === 'sent'),
    );
    expect(sent.map((row) => row.state)).toEqual(['sent', 'sent']);

    const mails = await search(reference);
    expect(mails.map((m) => m.To[0]?.Address).sort()).toEqual([COORDINATOR, visitor].sort());
    const toCoordinators = mails.find((m) => m.To[0]?.Address === COORDINATOR);
    expect(toCoordinators?.Subject).toBe(`New contact message ${reference} from Ravi Kumar`);
    const text = (await inboxMessage(toCoordinators!.ID)).Text;
    expect(text).toContain('Phone: +91 98765 43210 (tel:+919876543210)');
    expect(text).toContain('Topic: Payments and refunds');
    expect(text).toContain(`/admin/appointments?q=${reference}`);
    expect(text).toMatch(/https:\/\/wa\.me\/919876543210\?text=/);
    // Nothing the visitor wrote about themselves.
    expect(text).not.toContain('chest');

    const [ack] = await inboxFor(visitor);
    expect(ack?.Subject).toBe(`We have your message (${reference})`);
    const ackText = (await inboxMessage(ack!.ID)).Text;
    expect(ackText).toContain('We reply within 2 hours during business hours.');
    expect(ackText).not.toContain('chest');
  });

  it('writes no second set for the same submission sent again', async () => {
    const visitor = uniqueAddress('twice');
    const form = contact(visitor, crypto.randomUUID());
    const first = (await (await postForm('/contact', form, JSON_ACCEPT)).json()) as { reference: string };
    const again = (await (await postForm('/contact', form, JSON_ACCEPT)).json()) as { reference: string };
    expect(again.reference).toBe(first.reference);
    expect(await notificationsOf(first.reference)).toHaveLength(2);
  });

  it('stores neither when the notification rows cannot be written', async () => {
    const dedupeKey = crypto.randomUUID();
    await expect(
      insertRequest(env.DB, {
        kind: 'newsletter',
        locale: 'en',
        values: { email: uniqueAddress('atomic') },
        consentVersion: 'test',
        dedupeKey,
        now: Date.now(),
        // A notification row that breaks a constraint (no recipient).
        alongside: (reference) => [
          env.DB.prepare(
            `INSERT INTO notifications (id, event, reference, recipient, locale, payload, created_at)
             VALUES ('x', 'request.coordinators', ?1, NULL, 'en', '{}', 0)`,
          ).bind(reference),
        ],
      }),
    ).rejects.toThrow(/NOT NULL/);
    const stored = await env.DB.prepare('SELECT COUNT(*) AS n FROM requests WHERE dedupe_key = ?1')
      .bind(dedupeKey)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });
});

describe('the cron sweep', () => {
  it('hands the queue rows written but never handed over, and they are sent', async () => {
    const now = Date.now();
    const stranded = uniqueAddress('stranded');
    const fresh = uniqueAddress('fresh');
    const { ids: old } = await writeNotifications([{ recipient: stranded }], { now: now - 120_000 });
    const { ids: recent } = await writeNotifications([{ recipient: fresh }], { now });
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: '*/5 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await notificationRow(old[0]!))?.enqueued_at).toBe(now);
    // A row written a moment ago is still on its way to the queue from its own request: not the sweep's.
    expect((await notificationRow(recent[0]!))?.enqueued_at).toBeNull();
    const sent = await until(
      () => notificationRow(old[0]!),
      (row) => row?.state === 'sent',
    );
    expect(sent?.state).toBe('sent');
    expect(await inboxFor(stranded)).toHaveLength(1);
  });

  it('the daily trigger deletes notifications past the retention period with their requests', async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const { ids: old } = await writeNotifications([{ recipient: uniqueAddress('old') }], { now: now - 200 * day });
    const { ids: kept } = await writeNotifications([{ recipient: uniqueAddress('kept') }], { now: now - day });
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: '0 22 * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await notificationRow(old[0]!)).toBeNull();
    expect(await notificationRow(kept[0]!)).not.toBeNull();
  });
});

describe('newsletter and unsubscribe', () => {
  it('confirms a Hindi sign-up in Hindi with List-Unsubscribe, and the link stops later mail', async () => {
    const visitor = uniqueAddress('news');
    const response = await postForm('/hi/newsletter', { email: visitor, token: crypto.randomUUID() }, JSON_ACCEPT);
    expect(response.status).toBe(200);
    const [mail] = await until(
      () => inboxFor(visitor),
      (messages) => messages.length > 0,
    );
    expect(mail?.Subject).toBe('आपने CareLine Health का न्यूज़लेटर सब्सक्राइब कर लिया है');
    const headers = (await (await fetch(`${env.TEST_INBOX_URL}/api/v1/message/${mail!.ID}/headers`)).json()) as Record<
      string,
      string[]
    >;
    expect(headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
    const link = /^<(.+)>$/.exec(headers['List-Unsubscribe']?.[0] ?? '')?.[1] ?? '';
    expect(link).toMatch(/^http:\/\/localhost:8787\/hi\/unsubscribe\?t=/);
    expect((await inboxMessage(mail!.ID)).Text).toContain(link);

    const { SELF } = await import('cloudflare:test');
    const visit = await SELF.fetch(link, { redirect: 'manual' });
    expect(visit.status).toBe(303);
    expect(visit.headers.get('Location')).toBe('/hi');
    expect(visit.headers.get('Set-Cookie')).toContain('flash=unsubscribed');
    const recorded = await env.DB.prepare('SELECT email FROM unsubscribes WHERE email = ?1').bind(visitor).first();
    expect(recorded).toEqual({ email: visitor });

    // Later mail to the address is not sent.
    const { ids } = await writeNotifications([{ recipient: visitor, event: 'newsletter.confirmation' }]);
    const { deliver } = await import('./notifications-support');
    await deliver([{ id: ids[0]! }]);
    expect(await notificationRow(ids[0]!)).toMatchObject({ state: 'skipped' });
    expect(await inboxFor(visitor)).toHaveLength(1);
  });

  it("takes a mail program's one-click POST from another origin, and refuses a forged link", async () => {
    const { SELF } = await import('cloudflare:test');
    const visitor = uniqueAddress('oneclick');
    const link = await unsubscribeUrl(SITE, DEVELOPMENT_UNSUBSCRIBE_SECRET, visitor, 'en');
    const post = await SELF.fetch(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://mail.example' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(post.status).toBe(200);
    expect(await env.DB.prepare('SELECT 1 AS found FROM unsubscribes WHERE email = ?1').bind(visitor).first()).toEqual({
      found: 1,
    });
    const forged = await unsubscribeUrl(SITE, 'another secret', uniqueAddress('victim'), 'en');
    const refused = await SELF.fetch(forged, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe(EN_REFUSALS.unsubscribeLinkInvalid);
    const visit = await SELF.fetch(forged, { redirect: 'manual' });
    expect(visit.status).toBe(303);
    expect(visit.headers.get('Location')).toBe('/');
    expect(visit.headers.get('Set-Cookie')).toContain('flash=unsubscribe-link-invalid');
  });
});
