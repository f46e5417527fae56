// The coordinators' mail about a doctor's request to change their hours (English, the admin's language): who asked,
// when, and the link to the doctor's calendar in the admin, where the request's words and "Mark handled" are.
import { formatIndiaTime } from '../../../shared/i18n/format';
import type { HoursRequestFacts } from '../events';
import type { MailContext, RenderedMail } from './mail-types';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function renderHoursRequestMail(facts: HoursRequestFacts, context: MailContext): RenderedMail {
  const adminUrl = `${context.siteUrl}/admin/scheduling/calendars?doctor=${encodeURIComponent(facts.doctorId)}`;
  const when = `${formatIndiaTime(facts.requestedAt, 'en')} (India time)`;
  const subject = `${facts.doctorName} asks to change their working hours (${facts.reference})`;
  const lines = [
    `${facts.doctorName} asked on ${when} to change their working hours or days off.`,
    'Read the request, change the week if it is right, and mark it handled on the doctor’s calendar:',
  ];
  return {
    subject,
    text: [...lines, adminUrl].join('\n\n'),
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#111827">${lines
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join(
        '',
      )}<p><a href="${escapeHtml(adminUrl)}">Open ${escapeHtml(facts.doctorName)}’s calendar</a></p></body></html>`,
    headers: {},
  };
}
