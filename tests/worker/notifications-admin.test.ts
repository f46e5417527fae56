// /admin/notifications behind the admin guard: every message with its state, attempts and last error, the filter by
// state, "Send again" for a failed one (back in the queue, sent, and recorded in the audit log), and the failed
// count beside Notifications in the sidebar and on the dashboard.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { countFailedNotifications } from '../../src/notifications/store';
import { postForm, signIn, SITE } from './auth-helpers';
import { select, selectOne, visibleText } from './html';
import {
  deliver,
  DOWN_INBOX,
  inboxFor,
  notificationRow,
  uniqueAddress,
  until,
  writeNotifications,
} from './notifications-support';

let admin = '';
let patient = '';
let reference = '';
let failedId = '';
let sentId = '';
const failedTo = uniqueAddress('failed');
const sentTo = uniqueAddress('sent');

const get = (path: string, cookie = admin) =>
  SELF.fetch(`${SITE}${path}`, { headers: { Cookie: cookie }, redirect: 'manual' });

beforeAll(async () => {
  [admin, patient] = await Promise.all([signIn('admin', 'admin'), signIn('patient')]);
  const written = await writeNotifications([{ recipient: failedTo }, { recipient: sentTo }]);
  const ids = written.ids;
  reference = written.reference;
  [failedId, sentId] = ids as [string, string];
  // One gives up after its last retry with the mail service down; the other is sent.
  await deliver([{ id: failedId, attempts: 9 }], { env: { LOCAL_INBOX_URL: DOWN_INBOX } });
  await deliver([{ id: failedId }], { queue: 'careline-notifications-dlq' });
  await deliver([{ id: sentId }]);
});

describe('/admin/notifications', () => {
  it('lists messages with state, attempts and last error, and counts the failed ones in the menu', async () => {
    const response = await get('/admin/notifications');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain(failedTo);
    expect(text).toContain(sentTo);
    expect(text).toContain('local inbox not reachable');
    const failed = await countFailedNotifications(env.DB);
    expect(failed).toBeGreaterThan(0);
    const badge = await selectOne(html, 'nav[aria-label="Admin"] a[href="/admin/notifications"]');
    expect(badge.text).toBe(`Notifications : ${failed}`);
    expect(text).not.toContain('This section is not available yet.');
  });

  it('filters by state', async () => {
    const html = await (await get('/admin/notifications?state=failed')).text();
    expect(visibleText(html)).toContain(failedTo);
    expect(visibleText(html)).not.toContain(sentTo);
    const buttons = await select(html, 'form[action$="/resend"] button');
    expect(buttons.length).toBeGreaterThan(0);
    // An unknown state shows them all rather than failing.
    expect((await get('/admin/notifications?state=lost')).status).toBe(200);
  });

  it('sends a failed message again, audited, and it arrives', async () => {
    const response = await postForm(
      `/admin/notifications/${failedId}/resend`,
      { back: '?state=failed' },
      { Cookie: admin },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/admin/notifications?state=failed&resent=1');
    const sent = await until(
      () => notificationRow(failedId),
      (row) => row?.state === 'sent',
    );
    expect(sent?.state).toBe('sent');
    expect(await inboxFor(failedTo)).toHaveLength(1);
    const audit = await env.DB.prepare(
      `SELECT actor_email, detail FROM audit_log WHERE action = 'resend' AND detail LIKE ?1`,
    )
      .bind(`%${failedId}%`)
      .first();
    expect(audit).toEqual({
      actor_email: 'admin@example.com',
      detail: `request.coordinators to ${failedTo} (${failedId})`,
    });
    // Only a failed message can be sent again.
    const again = await postForm(`/admin/notifications/${failedId}/resend`, {}, { Cookie: admin });
    expect(again.status).toBe(404);
    const page = await (await get('/admin/notifications?resent=1')).text();
    expect(visibleText(page)).toContain('The message is queued to be sent again.');
  });

  it('reads a bad query string as the default view, and a bad id or way back as the screen always did', async () => {
    for (const search of ['?state=lost', '?state=&page=abc', '?page=-3', '?page=1e9', '?resent=yes&state=FAILED']) {
      const response = await get(`/admin/notifications${search}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      // Every state, the first page, no "sent again" note.
      expect(visibleText(html)).toContain(sentTo);
      expect((await selectOne(html, '#notifications-state option[selected]')).text).toBe('All states');
      expect(visibleText(html)).not.toContain('The message is queued to be sent again.');
      expect(await select(html, 'a[rel="prev"]')).toHaveLength(0);
    }
    for (const id of ['not-an-id', 'x'.repeat(36), `${'0'.repeat(36)}0`]) {
      const response = await postForm(
        `/admin/notifications/${id}/resend`,
        { back: '?state=failed' },
        { Cookie: admin },
      );
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(
        'There is no failed message with that id (it may have been sent again already).',
      );
    }
    // A way back with an unknown state goes back to every state.
    const [failed] = (await writeNotifications([{ recipient: uniqueAddress('back') }])).ids as [string];
    await env.DB.prepare("UPDATE notifications SET state = 'failed' WHERE id = ?1").bind(failed).run();
    const response = await postForm(
      `/admin/notifications/${failed}/resend`,
      { back: '?state=<lost>&page=2' },
      { Cookie: admin },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/admin/notifications?resent=1');
  });

  it('shows the failed count on the dashboard', async () => {
    const html = await (await get('/admin')).text();
    const card = await selectOne(html, '[data-failed-notifications]');
    expect(card.text).toBe(String(await countFailedNotifications(env.DB)));
  });

  it("the request inbox offers the same one-tap WhatsApp acknowledgement as the coordinator's mail", async () => {
    const html = await (await get(`/admin/appointments?q=${reference}`)).text();
    const link = await selectOne(html, 'tbody a[href^="https://wa.me/"]');
    const url = new URL(link.attrs.href ?? '');
    expect(url.pathname).toBe('/919876543210');
    expect(url.searchParams.get('text')).toBe(
      `Hello Asha Verma, this is CareLine Health. We have received your request ${reference} and will call you back soon.`,
    );
    expect(link.attrs.rel).toBe('noopener noreferrer');
  });

  it('is for admins only', async () => {
    expect((await get('/admin/notifications', patient)).status).toBe(403);
    expect((await postForm(`/admin/notifications/${sentId}/resend`, {}, { Cookie: patient })).status).toBe(403);
    const anonymous = await get('/admin/notifications', '');
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('Location')).toBe('/auth?next=%2Fadmin%2Fnotifications');
  });
});

describe('/admin/notifications with messages to phones', () => {
  it('shows a failed phone message with its channel, the number masked and the provider’s word, and sends it again', async () => {
    const id = crypto.randomUUID();
    const now = Date.now();
    await env.DB.prepare(
      `INSERT INTO notifications (id, event, reference, recipient, locale, payload, created_at, channel, state, attempts,
         last_error, provider_id, delivery, delivery_error, finished_at)
       VALUES (?1, 'appointment.confirmation', 'AP-PHONE1', 'whatsapp:+919812345678', 'en', '{}', ?2, 'whatsapp',
         'failed', 1, 'WhatsApp: Message undeliverable (code 131026)', 'wamid.admin-test', 'failed',
         'WhatsApp: Message undeliverable (code 131026)', ?2)`,
    )
      .bind(id, now)
      .run();
    const html = await (await get('/admin/notifications?state=failed')).text();
    const text = visibleText(html);
    expect(text).toContain('WhatsApp +91 98••• ••678');
    expect(text).toContain('Provider: failed (WhatsApp: Message undeliverable (code 131026))');
    expect(text).not.toContain('+919812345678');
    expect(html).not.toContain('mailto:whatsapp:');
    expect(text).toContain('Send again to +91 98••• ••678');

    // Sent again: queued with the provider's word cleared (its new reports apply), audited with the number masked.
    const response = await postForm(`/admin/notifications/${id}/resend`, { back: '?state=failed' }, { Cookie: admin });
    expect(response.status).toBe(303);
    const row = await env.DB.prepare('SELECT state, delivery, delivery_error FROM notifications WHERE id = ?1')
      .bind(id)
      .first();
    expect(row).toMatchObject({ delivery: null, delivery_error: null });
    expect(['queued', 'sent']).toContain(row?.state);
    const audit = await env.DB.prepare(`SELECT detail FROM audit_log WHERE action = 'resend' AND detail LIKE ?1`)
      .bind(`%${id}%`)
      .first();
    expect(audit).toEqual({ detail: `appointment.confirmation to whatsapp +91 98••• ••678 (${id})` });
  });
});
