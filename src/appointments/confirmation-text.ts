// The confirmation a coordinator sends on WhatsApp once an appointment is confirmed, in the language the booking was
// made in: the doctor, the time in India, the mode, the fee and the link to the appointment page (with its key, so
// the patient opens it without typing anything). Nothing about the patient's health.
import { formatIndiaTime } from '../../shared/i18n/format';
import { formatPaise } from '../../shared/money';
import type { Locale } from '../../shared/i18n/locales';
import type { AppointmentMode } from './store';

export interface ConfirmationFacts {
  reference: string;
  patientName: string;
  /** The doctor's name in the booking's language. */
  doctorName: string;
  start: number;
  mode: AppointmentMode;
  /** Paise. */
  fee: number;
  locale: Locale;
}

interface ConfirmationWords {
  modes: Record<AppointmentMode, string>;
  text: (facts: ConfirmationFacts, when: string, fee: string, link: string, siteName: string) => string;
}

const WORDS: Record<Locale, ConfirmationWords> = {
  en: {
    modes: { video: 'video call', audio: 'phone call', chat: 'chat' },
    text: (facts, when, fee, link, siteName) =>
      [
        `Hello ${facts.patientName}, your appointment ${facts.reference} with ${facts.doctorName} is confirmed.`,
        `When: ${when} (India time), by ${WORDS.en.modes[facts.mode]}.`,
        `Fee: ${fee}. Your appointment page, to pay by UPI, add it to your calendar, or cancel: ${link}`,
        `— ${siteName}`,
      ].join('\n'),
  },
  hi: {
    modes: { video: 'वीडियो कॉल', audio: 'फ़ोन कॉल', chat: 'चैट' },
    text: (facts, when, fee, link, siteName) =>
      [
        `नमस्ते ${facts.patientName}, ${facts.doctorName} के साथ आपका अपॉइंटमेंट ${facts.reference} पक्का हो गया है।`,
        `समय: ${when} (भारतीय समय), ${WORDS.hi.modes[facts.mode]} से।`,
        `फ़ीस: ${fee}। UPI से भुगतान करने, कैलेंडर में जोड़ने या रद्द करने के लिए आपका अपॉइंटमेंट पेज: ${link}`,
        `— ${siteName}`,
      ].join('\n'),
  },
};

/** The confirmation text in the booking's language; `link` is the appointment page with its key. */
export function confirmationText(facts: ConfirmationFacts, link: string, siteName: string): string {
  const words = WORDS[facts.locale];
  return words.text(
    facts,
    formatIndiaTime(facts.start, facts.locale),
    formatPaise(facts.fee, facts.locale, { paise: 'never' }),
    link,
    siteName,
  );
}

/** A wa.me link that opens a chat with the patient's number, the text written. */
export function whatsappLink(phone: string, text: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
