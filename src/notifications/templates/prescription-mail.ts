// The patient's mail about an issued prescription, in the appointment's language: who issued it and how to see it
// (sign in, My account, Records). Nothing of what it says: no diagnosis, no medicine, no number to look up.
import { formatIndiaTime } from '../../../shared/i18n/format';
import { localizedPath, type Locale } from '../../../shared/i18n/locales';
import { ACCOUNT_RECORDS_PATH } from '../../../shared/account/paths';
import type { PrescriptionIssuedFacts } from '../events';
import type { MailContext, RenderedMail } from './mail-types';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const WORDS = {
  en: {
    subject: (site: string) => `A prescription from your ${site} consultation`,
    greeting: (name: string) => `Dear ${name},`,
    lead: (doctor: string, day: string) =>
      `${doctor} has issued a prescription after your consultation on ${day} (India time).`,
    how: 'To see it and print it, sign in and open My account → Records:',
    link: 'Open my records',
    safety: 'For your privacy this e-mail does not say what was prescribed.',
    help: (phone: string) => `Questions? Call us on ${phone}.`,
    signOff: (site: string) => `${site}`,
  },
  hi: {
    subject: (site: string) => `आपकी ${site} सलाह का पर्चा`,
    greeting: (name: string) => `नमस्ते ${name},`,
    lead: (doctor: string, day: string) => `${doctor} ने ${day} (भारतीय समय) की आपकी सलाह के बाद पर्चा जारी किया है।`,
    how: 'इसे देखने और प्रिंट करने के लिए साइन इन करें और मेरा खाता → मेरे रिकॉर्ड खोलें:',
    link: 'मेरे रिकॉर्ड खोलें',
    safety: 'आपकी प्राइवेसी के लिए इस ईमेल में यह नहीं लिखा है कि कौन सी दवा दी गई।',
    help: (phone: string) => `कोई सवाल? हमें ${phone} पर कॉल करें।`,
    signOff: (site: string) => `${site}`,
  },
} satisfies Record<Locale, unknown>;

export function renderPrescriptionMail(facts: PrescriptionIssuedFacts, context: MailContext): RenderedMail {
  const locale: Locale = facts.locale === 'hi' ? 'hi' : 'en';
  const words = WORDS[locale];
  const url = `${context.siteUrl}${localizedPath(ACCOUNT_RECORDS_PATH, locale)}`;
  const lines = [
    words.greeting(facts.patientName),
    words.lead(facts.doctorName, formatIndiaTime(facts.consultationAt, locale)),
    words.how,
  ];
  const after = [words.safety, words.help(context.supportPhone), words.signOff(context.siteName)];
  const paragraphs = (list: string[]) => list.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return {
    subject: words.subject(context.siteName),
    text: [...lines, url, ...after].join('\n\n'),
    html: `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"></head><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#111827">${paragraphs(lines)}<p><a href="${escapeHtml(url)}">${escapeHtml(words.link)}</a></p>${paragraphs(after)}</body></html>`,
    headers: {},
  };
}
