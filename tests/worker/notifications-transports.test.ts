// The two transports against what they talk to inside workerd: the local inbox (the test auth server's), and
// Email Service's send_email binding as Miniflare provides it locally.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { loadNotificationConfig } from '../../src/mail-config';
import { emailServiceTransport, localInboxTransport } from '../../src/notifications/transports';
import { DOWN_INBOX, inboxFor, uniqueAddress } from './notifications-support';

const loaded = loadNotificationConfig({ LOCAL_INBOX_URL: env.TEST_INBOX_URL });
if (!loaded.ok) throw new Error('the default notification configuration is not valid');
const config = loaded.config;

const mail = (to: string) => ({
  to,
  subject: 'Transport test',
  text: 'Plain text',
  html: '<p>HTML</p>',
  headers: { 'List-Unsubscribe': '<http://localhost:8787/unsubscribe?t=x>' },
  idempotencyKey: crypto.randomUUID(),
});

describe('the local inbox transport', () => {
  it('delivers, refuses an address for good, and reports a transport that is down as worth another try', async () => {
    const to = uniqueAddress('transport');
    expect(await localInboxTransport(config)(mail(to))).toEqual({ ok: true, providerId: expect.any(String) });
    expect(await inboxFor(to)).toHaveLength(1);
    expect(await localInboxTransport(config)(mail('x@refused.invalid'))).toEqual({
      ok: false,
      permanent: true,
      reason: 'local inbox answered 422: recipient refused: x@refused.invalid (the domain does not exist)',
    });
    const down = await localInboxTransport({ ...config, localInboxUrl: DOWN_INBOX })(mail(to));
    expect(down).toMatchObject({ ok: false, permanent: false });
  });
});

describe('the Email Service transport', () => {
  it("sends through Miniflare's send_email binding", async () => {
    const outcome = await emailServiceTransport(config, env.EMAIL)(mail(uniqueAddress('service')));
    expect(outcome).toEqual({ ok: true, providerId: expect.any(String) });
  });

  it('without the binding, waits for it rather than failing the message', async () => {
    expect(await emailServiceTransport(config, undefined)(mail('a@example.com'))).toEqual({
      ok: false,
      permanent: false,
      reason: 'no EMAIL (send_email) binding',
    });
  });

  it('fails a message for good on an error about the recipient, sender or content', async () => {
    const refusing = {
      send: async () => {
        throw Object.assign(new Error('recipient not allowed'), { code: 'E_RECIPIENT_NOT_ALLOWED' });
      },
    } as unknown as SendEmail;
    expect(await emailServiceTransport(config, refusing)(mail('a@example.com'))).toMatchObject({
      ok: false,
      permanent: true,
    });
    const busy = {
      send: async () => {
        throw Object.assign(new Error('rate limited'), { code: 'E_RATE_LIMIT_EXCEEDED' });
      },
    } as unknown as SendEmail;
    expect(await emailServiceTransport(config, busy)(mail('a@example.com'))).toMatchObject({
      ok: false,
      permanent: false,
    });
  });
});
