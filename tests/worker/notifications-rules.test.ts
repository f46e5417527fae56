// The notification rules as plain functions, no database: configuration, which messages an event yields, the
// templates (what a coordinator's mail carries and what no mail may carry), unsubscribe tokens, the back-off.
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_UNSUBSCRIBE_SECRET, loadNotificationConfig, NOTIFICATION_DEFAULTS } from '../../src/mail-config';
import { notificationsForRequest, requestFacts, retryDelaySeconds } from '../../src/notifications/events';
import { renderNotification, whatsappAcknowledgementUrl } from '../../src/notifications/templates/render';
import { unsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from '../../src/notifications/unsubscribe';

const CONTEXT = { siteName: 'CareLine Health', siteUrl: 'https://careline.example', supportPhone: '+91 90000 00000' };

const booking = requestFacts({
  reference: 'CL-ABC123',
  kind: 'booking',
  locale: 'hi',
  values: {
    name: 'Asha Verma',
    phone: '+919876543210',
    language: 'ta',
    timeWindow: 'morning',
    topic: 'Diabetes Care',
    note: 'My sugar has been 300 for a week',
  },
  receivedAt: Date.UTC(2026, 10, 27, 5, 0),
});

describe('configuration', () => {
  it('works out of the box with the local inbox', () => {
    const loaded = loadNotificationConfig({});
    expect(loaded).toEqual({
      ok: true,
      config: {
        coordinators: [NOTIFICATION_DEFAULTS.COORDINATOR_EMAILS],
        from: { email: 'notifications@careline.example', name: 'CareLine Health' },
        transport: 'local-inbox',
        localInboxUrl: 'http://127.0.0.1:54324',
        unsubscribeSecret: DEVELOPMENT_UNSUBSCRIBE_SECRET,
      },
    });
  });

  it('reads a list of coordinators, trimmed, lower-cased, once each', () => {
    const loaded = loadNotificationConfig({ COORDINATOR_EMAILS: ' a@care.example , B@care.example,a@care.example,' });
    expect(loaded.ok && loaded.config.coordinators).toEqual(['a@care.example', 'b@care.example']);
  });

  it('names every invalid value instead of dropping it', () => {
    const loaded = loadNotificationConfig({
      COORDINATOR_EMAILS: 'a@care.example, not-an-address, b@care',
      MAIL_FROM: 'Care <nobody>',
      MAIL_TRANSPORT: 'smtp',
      LOCAL_INBOX_URL: 'ftp://inbox',
    });
    expect(loaded).toEqual({
      ok: false,
      problems: [
        'COORDINATOR_EMAILS has addresses that are not valid: not-an-address, b@care',
        'MAIL_FROM must be an address or "Name <address>"',
        'MAIL_TRANSPORT must be one of local-inbox, email-service',
        'LOCAL_INBOX_URL must be an http(s) URL',
      ],
    });
  });

  it('takes Email Service and a secret from the environment', () => {
    const loaded = loadNotificationConfig({ MAIL_TRANSPORT: 'email-service', UNSUBSCRIBE_SECRET: 's3cret' });
    expect(loaded.ok && loaded.config).toMatchObject({ transport: 'email-service', unsubscribeSecret: 's3cret' });
  });
});

describe('events', () => {
  it('a request yields one mail per coordinator, in English', () => {
    const planned = notificationsForRequest(booking, ['a@care.example', 'b@care.example']);
    expect(planned.map((p) => [p.event, p.recipient, p.locale])).toEqual([
      ['request.coordinators', 'a@care.example', 'en'],
      ['request.coordinators', 'b@care.example', 'en'],
    ]);
  });

  it('a contact message is also acknowledged, and a newsletter sign-up confirmed, in the page language', () => {
    const contact = requestFacts({
      reference: 'CL-CCCCCC',
      kind: 'contact',
      locale: 'hi',
      values: {
        firstName: 'Ravi',
        lastName: 'Kumar',
        email: 'ravi@example.com',
        department: 'billing-refunds',
        message: 'x',
      },
      receivedAt: 0,
    });
    expect(notificationsForRequest(contact, ['a@care.example']).map((p) => [p.event, p.recipient, p.locale])).toEqual([
      ['request.coordinators', 'a@care.example', 'en'],
      ['contact.acknowledgement', 'ravi@example.com', 'hi'],
    ]);
    const newsletter = requestFacts({
      reference: 'CL-NNNNNN',
      kind: 'newsletter',
      locale: 'en',
      values: { email: 'n@example.com' },
      receivedAt: 0,
    });
    expect(notificationsForRequest(newsletter, []).map((p) => p.event)).toEqual(['newsletter.confirmation']);
  });

  it('keeps only chosen options as the topic, never free text', () => {
    expect(booking).toMatchObject({ topic: 'Diabetes Care', callLanguage: 'Tamil', phone: '+919876543210' });
    expect(JSON.stringify(booking)).not.toContain('sugar');
    const doctor = requestFacts({
      reference: 'CL-DDDDDD',
      kind: 'doctor',
      locale: 'en',
      values: { name: 'A', phone: '+919876543210', specialization: 'Oncologist for my tumour', requirements: 'x' },
      receivedAt: 0,
    });
    expect(doctor.topic).toBeNull();
    expect(JSON.stringify(doctor)).not.toContain('tumour');
  });

  it('backs off from 15 seconds, doubling, to at most 10 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(retryDelaySeconds)).toEqual([15, 30, 60, 120, 240, 480, 600, 600, 600]);
  });
});

describe('templates', () => {
  it("a coordinator's mail carries the reference, kind, name, phone as tel:, language, topic, admin link and wa.me", () => {
    const mail = renderNotification('request.coordinators', 'en', booking, CONTEXT);
    expect(mail.subject).toBe('New call-back CL-ABC123 from Asha Verma');
    for (const part of [
      'Reference: CL-ABC123',
      'Kind: Call-back',
      'Name: Asha Verma',
      'Phone: +91 98765 43210 (tel:+919876543210)',
      'Page language: Hindi',
      'Call in: Tamil',
      'Topic: Diabetes Care',
      'Open the request: https://careline.example/admin/appointments?q=CL-ABC123',
    ])
      expect(mail.text).toContain(part);
    expect(mail.html).toContain('href="tel:+919876543210"');
    expect(mail.html).toContain('href="https://careline.example/admin/appointments?q=CL-ABC123"');
    expect(mail.text).not.toContain('sugar');
    expect(mail.html).not.toContain('sugar');
  });

  it('the wa.me link opens a chat with the visitor, the acknowledgement written in the request language', () => {
    const url = new URL(whatsappAcknowledgementUrl(booking, 'CareLine Health') ?? '');
    expect(url.origin + url.pathname).toBe('https://wa.me/919876543210');
    expect(url.searchParams.get('text')).toBe(
      'नमस्ते Asha Verma, हम CareLine Health से बात कर रहे हैं। आपका अनुरोध CL-ABC123 हमें मिल गया है, हम जल्द ही आपको वापस कॉल करेंगे।',
    );
    const english = whatsappAcknowledgementUrl({ ...booking, locale: 'en' }, 'CareLine Health') ?? '';
    expect(new URL(english).searchParams.get('text')).toContain('We have received your request CL-ABC123');
    expect(whatsappAcknowledgementUrl({ ...booking, phone: null }, 'CareLine Health')).toBeNull();
  });

  it('escapes what a visitor typed', () => {
    const mail = renderNotification('request.coordinators', 'en', { ...booking, name: 'A <b>&"' }, CONTEXT);
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('A &#60;b&#62;&#38;&#34;');
  });

  it('acknowledges a contact message with the reference and reply time, in Hindi for a Hindi page', () => {
    const facts = { ...booking, kind: 'contact' as const, reference: 'CL-CCCCCC' };
    const hindi = renderNotification('contact.acknowledgement', 'hi', facts, CONTEXT);
    expect(hindi.subject).toBe('आपका मैसेज हमें मिल गया (CL-CCCCCC)');
    expect(hindi.text).toContain('कामकाज के समय में हम 2 घंटे के अंदर जवाब देते हैं।');
    expect(hindi.html).toContain('<html lang="hi">');
    const english = renderNotification('contact.acknowledgement', 'en', facts, CONTEXT);
    expect(english.text).toContain('We reply within 2 hours during business hours.');
    expect(english.text).toContain('Your reference number is CL-CCCCCC');
  });

  it('confirms a newsletter sign-up with a one-click unsubscribe link and List-Unsubscribe headers', () => {
    const link = 'https://careline.example/unsubscribe?t=abc';
    const mail = renderNotification('newsletter.confirmation', 'en', booking, { ...CONTEXT, unsubscribeUrl: link });
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
  });
});

describe('unsubscribe tokens', () => {
  it('verify for the address they were made for, under the same secret only', async () => {
    const token = await unsubscribeToken('secret-a', 'Asha@Example.com');
    expect(await verifyUnsubscribeToken('secret-a', token)).toBe('asha@example.com');
    expect(await verifyUnsubscribeToken('secret-b', token)).toBeNull();
    const [, signature] = token.split('.');
    const forged = `${btoa('someone@example.com').replace(/=+$/, '')}.${signature}`;
    expect(await verifyUnsubscribeToken('secret-a', forged)).toBeNull();
    for (const bad of ['', 'x', 'a.b.c', '!!!.???', `${token}x`])
      expect(await verifyUnsubscribeToken('secret-a', bad)).toBeNull();
  });

  it('make a link under /hi for a Hindi mail', async () => {
    const url = await unsubscribeUrl('https://careline.example', 's', 'a@example.com', 'hi');
    expect(url).toMatch(/^https:\/\/careline\.example\/hi\/unsubscribe\?t=[\w-]+\.[\w-]+$/);
  });
});
