// The coordinators' mail about a doctor sign-up waiting for approval (English, the admin's language).
import type { DoctorSignupFacts } from '../events';
import type { MailContext, RenderedMail } from './mail-types';

/** The admin screen where doctor sign-ups are approved. */
export const DOCTOR_APPROVALS_PATH = '/admin/users/doctors';

const escapeText = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function indiaTime(time: number): string {
  return new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }).format(
    time,
  );
}

export function doctorSignupMail(facts: DoctorSignupFacts, context: MailContext): RenderedMail {
  const who = facts.name ? `${facts.name} (${facts.email})` : facts.email;
  const url = `${context.siteUrl}${DOCTOR_APPROVALS_PATH}?q=${encodeURIComponent(facts.email)}`;
  const lines = [
    `${who} signed up as a doctor on ${indiaTime(facts.signedUpAt)} (India time).`,
    'They cannot open the doctor area until an admin approves them and links the account to their doctor record.',
    'Check who they are before approving.',
  ];
  return {
    subject: `Doctor sign-up waiting for approval: ${facts.name ?? facts.email}`,
    text: [...lines, '', `Review it: ${url}`].join('\n'),
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#111827">${lines
      .map((line) => `<p>${escapeText(line)}</p>`)
      .join('')}<p><a href="${escapeText(url)}">Review doctor sign-ups in the admin</a></p></body></html>`,
    headers: {},
  };
}
