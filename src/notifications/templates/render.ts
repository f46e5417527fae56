// One template per event and language: a notification's stored facts in, a mail (subject, plain text, HTML and
// headers) out. Plain functions: the consumer renders when it sends, so a corrected template reaches the messages
// still waiting.
import type { Locale } from '../../../shared/i18n/locales';
import { displayIndianMobile } from '../../../shared/requests/phone';
import type { RequestKind } from '../../../shared/requests/kinds';
import {
  isAppointmentEvent,
  type AppointmentPayload,
  type HoursRequestFacts,
  type DoctorSignupFacts,
  type NotificationEvent,
  type NotificationPayload,
  type PrescriptionIssuedFacts,
  type RequestFacts,
} from '../events';
import { doctorSignupMail } from './account-mail';
import { renderAppointmentMail } from './appointment-mail';
import { renderHoursRequestMail } from './hours-mail';
import { renderPrescriptionMail } from './prescription-mail';
import type { MailContext, RenderedMail } from './mail-types';
import { EN_MAIL_WORDS, type MailWords } from './copy.en';
import { HI_MAIL_WORDS } from './copy.hi';

export type { MailContext, RenderedMail } from './mail-types';

const MAIL_WORDS: Record<Locale, MailWords> = { en: EN_MAIL_WORDS, hi: HI_MAIL_WORDS };

// The admin area's words (English only), as the request inbox names them.
const KIND_NAMES: Record<RequestKind, string> = {
  booking: 'Call-back',
  doctor: 'Doctor request',
  contact: 'Contact message',
  newsletter: 'Newsletter sign-up',
  privacy: 'Privacy request',
  refund: 'Refund request',
};

const PAGE_LANGUAGES: Record<Locale, string> = { en: 'English', hi: 'Hindi' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Date and time in India, as coordinators read them. */
function indiaTime(time: number): string {
  return new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }).format(
    time,
  );
}

/** A one-tap WhatsApp chat with the visitor, the acknowledgement already written in the request's language. */
export function whatsappAcknowledgementUrl(
  facts: Pick<RequestFacts, 'reference' | 'name' | 'phone'> & { locale: string },
  siteName: string,
): string | null {
  if (!facts.phone) return null;
  const words = MAIL_WORDS[facts.locale === 'hi' ? 'hi' : 'en'];
  const text = words.whatsappAcknowledgement(facts.name, facts.reference, siteName);
  return `https://wa.me/${facts.phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

export const requestAdminUrl = (siteUrl: string, reference: string) =>
  `${siteUrl}/admin/appointments?q=${encodeURIComponent(reference)}`;

function page(lang: Locale, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#111827">${body}</body></html>`;
}

const paragraphs = (lines: readonly string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');

function coordinatorMail(facts: RequestFacts, context: MailContext): RenderedMail {
  const kind = KIND_NAMES[facts.kind] ?? facts.kind;
  const adminUrl = requestAdminUrl(context.siteUrl, facts.reference);
  const whatsapp = whatsappAcknowledgementUrl(facts, context.siteName);
  const phone = facts.phone ? displayIndianMobile(facts.phone) : null;
  const rows: [string, string, string?][] = [
    ['Reference', facts.reference],
    ['Kind', kind],
    ['Name', facts.name ?? '—'],
    ...(phone && facts.phone ? [['Phone', phone, `tel:${facts.phone}`] as [string, string, string]] : []),
    ...(facts.email ? [['Email', facts.email, `mailto:${facts.email}`] as [string, string, string]] : []),
    ['Page language', PAGE_LANGUAGES[facts.locale]],
    ...(facts.callLanguage ? [['Call in', facts.callLanguage] as [string, string]] : []),
    ...(facts.topic ? [['Topic', facts.topic] as [string, string]] : []),
    ['Received', `${indiaTime(facts.receivedAt)} (India time)`],
  ];
  const whatsappLabel = `Acknowledge on WhatsApp (in ${PAGE_LANGUAGES[facts.locale]})`;
  const text = [
    `New ${kind.toLowerCase()} ${facts.reference}`,
    '',
    ...rows.map(([label, value, href]) => `${label}: ${value}${href?.startsWith('tel:') ? ` (${href})` : ''}`),
    '',
    `Open the request: ${adminUrl}`,
    ...(whatsapp ? [`${whatsappLabel}: ${whatsapp}`] : []),
  ].join('\n');
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = page(
    'en',
    `<h1 style="font-size:20px">New ${escapeHtml(kind.toLowerCase())} ${escapeHtml(facts.reference)}</h1>` +
      `<table style="border-collapse:collapse">${rows
        .map(
          ([label, value, href]) =>
            `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${href ? link(href, value) : escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>` +
      `<p>${link(adminUrl, 'Open the request in the admin')}</p>` +
      (whatsapp ? `<p>${link(whatsapp, whatsappLabel)}</p>` : ''),
  );
  return {
    subject: `New ${kind.toLowerCase()} ${facts.reference}${facts.name ? ` from ${facts.name}` : ''}`,
    text,
    html,
    headers: {},
  };
}

function contactAcknowledgement(facts: RequestFacts, locale: Locale, context: MailContext): RenderedMail {
  const words = MAIL_WORDS[locale];
  const own = words.contactAcknowledgement;
  const lines = [
    words.greeting(facts.name),
    own.received,
    own.replyTime,
    words.referenceLine(facts.reference),
    words.callUs(context.supportPhone),
    words.signOff(context.siteName),
  ];
  return {
    subject: own.subject(facts.reference),
    text: lines.join('\n\n'),
    html: page(locale, paragraphs(lines)),
    headers: {},
  };
}

function newsletterConfirmation(locale: Locale, context: MailContext): RenderedMail {
  const words = MAIL_WORDS[locale];
  const own = words.newsletterConfirmation;
  const unsubscribe = context.unsubscribeUrl;
  const lines = [words.greeting(null), own.body, words.signOff(context.siteName)];
  const text = [...lines, ...(unsubscribe ? [`${own.unsubscribeLead} ${unsubscribe}`] : [])].join('\n\n');
  const html = page(
    locale,
    paragraphs(lines) +
      (unsubscribe
        ? `<p>${escapeHtml(own.unsubscribeLead)} <a href="${escapeHtml(unsubscribe)}">${escapeHtml(own.unsubscribeAction)}</a></p>`
        : ''),
  );
  // RFC 2369 and RFC 8058: mail programs show their own unsubscribe button and POST to the link with one click.
  const headers: Record<string, string> = unsubscribe
    ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : {};
  return { subject: own.subject(context.siteName), text, html, headers };
}

export function renderNotification(
  event: NotificationEvent,
  locale: Locale,
  payload: NotificationPayload,
  context: MailContext,
): RenderedMail {
  if (isAppointmentEvent(event)) return renderAppointmentMail(event, payload as AppointmentPayload, context);
  if (event === 'account.doctor-signup') return doctorSignupMail(payload as DoctorSignupFacts, context);
  if (event === 'prescription.issued') return renderPrescriptionMail(payload as PrescriptionIssuedFacts, context);
  const facts = payload as RequestFacts;
  switch (event) {
    case 'request.coordinators':
      return coordinatorMail(facts, context);
    case 'contact.acknowledgement':
      return contactAcknowledgement(facts, locale, context);
    case 'newsletter.confirmation':
      return newsletterConfirmation(locale, context);
    case 'hours.change-requested':
      return renderHoursRequestMail(payload as HoursRequestFacts, context);
    case 'appointment.received':
    case 'appointment.payment-request':
      // Written for phones only (phone/outbox.ts); a mail row of them is a bug, and the consumer fails it.
      throw new Error(`${event} has no mail`);
  }
}
