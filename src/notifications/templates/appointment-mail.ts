// The appointment messages: the coordinators' (English, with the admin link) and the patient's (in the booking's
// language: the doctor, the time in India time, how, the fee, and the link to their appointment page with its key).
import { formatIndiaTime } from '../../../shared/i18n/format';
import { localizedPath, type Locale } from '../../../shared/i18n/locales';
import { formatPaise } from '../../../shared/money';
import { displayIndianMobile } from '../../../shared/requests/phone';
import type { AppointmentEvent, AppointmentPayload } from '../events';
import { EN_APPOINTMENT_WORDS, type AppointmentWords } from './appointment-copy.en';
import { HI_APPOINTMENT_WORDS } from './appointment-copy.hi';
import type { MailContext, RenderedMail } from './mail-types';
import { EN_MAIL_WORDS, type MailWords } from './copy.en';
import { HI_MAIL_WORDS } from './copy.hi';

const WORDS: Record<Locale, { mail: MailWords; own: AppointmentWords }> = {
  en: { mail: EN_MAIL_WORDS, own: EN_APPOINTMENT_WORDS },
  hi: { mail: HI_MAIL_WORDS, own: HI_APPOINTMENT_WORDS },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(lang: Locale, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#111827">${body}</body></html>`;
}

const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

function table(rows: readonly (readonly [string, string])[]): string {
  return `<table style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;
}

function coordinatorMail(facts: AppointmentPayload, context: MailContext): RenderedMail {
  const adminUrl = `${context.siteUrl}/admin/appointments?q=${encodeURIComponent(facts.reference)}`;
  const rows: [string, string][] = [
    ['Reference', facts.reference],
    ['Patient', facts.patientName],
    ['Phone', displayIndianMobile(facts.patientPhone)],
    ...(facts.patientEmail ? [['Email', facts.patientEmail] as [string, string]] : []),
    ['Doctor', facts.doctorName],
    ['Time', `${formatIndiaTime(facts.start, 'en')} (India time)`],
    ['How', EN_APPOINTMENT_WORDS.modes[facts.mode]],
    ['Fee', formatPaise(facts.fee, 'en')],
    ['Booked in', facts.locale === 'hi' ? 'Hindi' : 'English'],
  ];
  const lead = `${facts.patientName} picked a slot with ${facts.doctorName}. It is held until a coordinator confirms it.`;
  return {
    subject: `New appointment ${facts.reference}: ${facts.patientName} with ${facts.doctorName}`,
    text: [lead, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', `Confirm it: ${adminUrl}`].join('\n'),
    html: page('en', `<p>${escapeHtml(lead)}</p>${table(rows)}<p>${link(adminUrl, 'Confirm it in the admin')}</p>`),
    headers: {},
  };
}

/** The parts of a patient's message: a lead line, the details, what to do next, and any extra lines. */
function patientParts(event: Exclude<AppointmentEvent, 'appointment.coordinators'>, facts: AppointmentPayload) {
  const { own } = WORDS[facts.locale];
  const time = formatIndiaTime(facts.start, facts.locale);
  switch (event) {
    case 'appointment.confirmation':
      return {
        subject: own.confirmation.subject(facts.reference),
        lead: own.confirmation.lead(facts.doctorName),
        next: own.confirmation.next,
      };
    case 'appointment.rescheduled':
      return {
        subject: own.rescheduled.subject(facts.reference),
        lead: own.rescheduled.lead(facts.doctorName),
        next: own.rescheduled.next,
      };
    case 'appointment.reminder-evening':
      return {
        subject: own.reminderEvening.subject(time),
        lead: own.reminderEvening.lead(facts.doctorName),
        next: own.reminderEvening.next,
      };
    case 'appointment.reminder-hour':
      return {
        subject: own.reminderHour.subject(time),
        lead: own.reminderHour.lead(facts.doctorName),
        next: own.reminderHour.next,
      };
    case 'appointment.paid':
      return {
        subject: own.paid.subject(facts.reference),
        lead: own.paid.lead(formatPaise(facts.fee, facts.locale)),
        next: own.paid.next,
      };
    case 'appointment.cancelled': {
      const refund = facts.refund;
      const next =
        refund && refund.amount > 0
          ? own.cancelled.refund(formatPaise(refund.amount, facts.locale), refund.percent)
          : facts.paid
            ? own.cancelled.noRefund
            : '';
      return { subject: own.cancelled.subject(facts.reference), lead: own.cancelled.lead(facts.doctorName), next };
    }
  }
}

function patientMail(
  event: Exclude<AppointmentEvent, 'appointment.coordinators'>,
  facts: AppointmentPayload,
  context: MailContext,
): RenderedMail {
  const locale = facts.locale;
  const { mail, own } = WORDS[locale];
  const parts = patientParts(event, facts);
  const rows: [string, string][] = [
    [own.details.doctor, facts.doctorName],
    [own.details.time, own.details.indiaTime(formatIndiaTime(facts.start, locale))],
    [own.details.mode, own.modes[facts.mode]],
    [own.details.fee, formatPaise(facts.fee, locale)],
    [own.details.reference, facts.reference],
  ];
  const cancelled = event === 'appointment.cancelled';
  // A cancelled appointment's page has nothing left to do: the message points at the refund policy instead.
  const target = cancelled
    ? { href: `${context.siteUrl}${localizedPath('/refunds', locale)}`, label: own.cancelled.policy }
    : context.appointmentUrl
      ? { href: context.appointmentUrl, label: own.pageLink }
      : null;
  const showPolicy = !cancelled || Boolean(facts.paid);
  const opening = [mail.greeting(facts.patientName), parts.lead];
  const closing = [mail.callUs(context.supportPhone), mail.signOff(context.siteName)];
  const text = [
    ...opening,
    rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ...(parts.next ? [parts.next] : []),
    ...(target && showPolicy ? [`${target.label}: ${target.href}`] : []),
    ...closing,
    ...(context.unsubscribeUrl ? [`${mail.newsletterConfirmation.unsubscribeLead} ${context.unsubscribeUrl}`] : []),
  ].join('\n\n');
  const paragraphs = (lines: readonly string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const html = page(
    locale,
    paragraphs(opening) +
      table(rows) +
      (parts.next ? paragraphs([parts.next]) : '') +
      (target && showPolicy ? `<p>${link(target.href, target.label)}</p>` : '') +
      paragraphs(closing) +
      (context.unsubscribeUrl
        ? `<p style="font-size:14px">${escapeHtml(mail.newsletterConfirmation.unsubscribeLead)} ${link(context.unsubscribeUrl, mail.newsletterConfirmation.unsubscribeAction)}</p>`
        : ''),
  );
  const headers: Record<string, string> = context.unsubscribeUrl
    ? { 'List-Unsubscribe': `<${context.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : {};
  return { subject: parts.subject, text, html, headers };
}

export function renderAppointmentMail(
  event: AppointmentEvent,
  facts: AppointmentPayload,
  context: MailContext,
): RenderedMail {
  return event === 'appointment.coordinators' ? coordinatorMail(facts, context) : patientMail(event, facts, context);
}
