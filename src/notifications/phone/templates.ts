// Every message to a phone, as data: for each event and language, the WhatsApp template (name and language code,
// utility category) and the SMS template (MSG91's template id, the DLT template id the operator registered, the
// sender header), the variables in their order, and the words as registered, in English and Hindi. The providers
// keep the words; the site sends only the variables. The local phone stand-in (phone-server/) and the docs render
// the words from here, so what a developer sees is what the template says.
// Never medical content: a prescription "is ready", never what it says. No imports: phone-server/ loads it as it is.

export const PHONE_EVENTS = [
  'booking_received',
  'booking_confirmed',
  'booking_moved',
  'booking_cancelled',
  'reminder_evening',
  'reminder_hour',
  'payment_request',
  'prescription_ready',
  'payment_received',
  'login_code',
] as const;
export type PhoneEvent = (typeof PHONE_EVENTS)[number];

export type PhoneLocale = 'en' | 'hi';

export function isPhoneEvent(value: unknown): value is PhoneEvent {
  return typeof value === 'string' && (PHONE_EVENTS as readonly string[]).includes(value);
}

export interface PhoneTemplate {
  /** The variables' names, in the order the template numbers them ({{1}}, {{2}} … ; MSG91's var1, var2 …). */
  variables: readonly string[];
  /**
   * Optional messages stop when the number opts out (STOP, or the link they carry); service messages are what the
   * patient booked, paid for or asked for, and go to an opted-out number too (docs/decisions/0027-phone-messages.md).
   */
  optional: boolean;
  /** The WhatsApp template's name (one name, a translation per language code). */
  whatsapp: { name: string; language: Record<PhoneLocale, string> };
  /** MSG91's template id and the DLT template id, one each per language (DLT registers each text apart). */
  sms: Record<PhoneLocale, { templateId: string; dltTemplateId: string }>;
  /** The words as registered, with {{n}} for the n-th variable. */
  text: Record<PhoneLocale, string>;
}

/**
 * The ids are the site's placeholders until the provider's accounts are set up: `npm run launch-check` lists each
 * one still in use (they all start 'TBD').
 */
export const PHONE_TEMPLATES: Record<PhoneEvent, PhoneTemplate> = {
  booking_received: {
    variables: ['name', 'doctor', 'time', 'reference'],
    optional: false,
    whatsapp: { name: 'booking_received', language: { en: 'en', hi: 'hi' } },
    sms: {
      en: { templateId: 'TBD-booking-received-en', dltTemplateId: 'TBD-1107000000000000001' },
      hi: { templateId: 'TBD-booking-received-hi', dltTemplateId: 'TBD-1107000000000000002' },
    },
    text: {
      en: 'Hello {{1}}, we have your booking with {{2}} on {{3}} (ref {{4}}). We will confirm it soon. - CareLine',
      hi: 'नमस्ते {{1}}, {{3}} को {{2}} के साथ आपकी बुकिंग हमें मिल गई है (संदर्भ {{4}})। हम जल्द ही इसकी पुष्टि करेंगे। - CareLine',
    },
  },
  booking_confirmed: {
    variables: ['name', 'doctor', 'time', 'reference'],
    optional: false,
    whatsapp: { name: 'booking_confirmed', language: { en: 'en', hi: 'hi' } },
    sms: {
      en: { templateId: 'TBD-booking-confirmed-en', dltTemplateId: 'TBD-1107000000000000003' },
      hi: { templateId: 'TBD-booking-confirmed-hi', dltTemplateId: 'TBD-1107000000000000004' },
    },
    text: {
      en: 'Hello {{1}}, your consultation with {{2}} is confirmed for {{3}} (ref {{4}}). - CareLine',
      hi: 'नमस्ते {{1}}, {{2}} के साथ आपका परामर्श {{3}} के लिए पक्का हो गया है (संदर्भ {{4}})। - CareLine',
    },
  },
  booking_moved: {
    variables: ['name', 'doctor', 'time', 'reference'],
    optional: false,
    whatsapp: { name: 'booking_moved', language: { en: 'en', hi: 'hi' } },
    sms: {
      en: { templateId: 'TBD-booking-moved-en', dltTemplateId: 'TBD-1107000000000000005' },
      hi: { templateId: 'TBD-booking-moved-hi', dltTemplateId: 'TBD-1107000000000000006' },
    },
    text: {
      en: 'Hello {{1}}, your consultation with {{2}} has a new time: {{3}} (ref {{4}}). - CareLine',
      hi: 'नमस्ते {{1}}, {{2}} के साथ आपके परामर्श का नया समय: {{3}} (संदर्भ {{4}})। - CareLine',
    },
  },
  booking_cancelled: {
    variables: ['name', 'reference', 'refund'],
    optional: false,
    whatsapp: { name: 'booking_cancelled', language: { en: 'en', hi: 'hi' } },
    sms: {
      en: { templateId: 'TBD-booking-cancelled-en', dltTemplateId: 'TBD-1107000000000000007' },
      hi: { templateId: 'TBD-booking-cancelled-hi', dltTemplateId: 'TBD-1107000000000000008' },
    },
    text: {
      en: 'Hello {{1}}, your consultation {{2}} is cancelled. Refund: {{3}}. - CareLine',
      hi: 'नमस्ते {{1}}, आपका परामर्श {{2}} रद्द हो गया है। रिफ़ंड: {{3}}। - CareLine',
    },
  },
  reminder_evening: {
    variables: ['name', 'doctor', 'time', 'stop'],
    optional: true,
    whatsapp: { name: 'reminder_evening', language: { en: 'en', hi: 'hi' } },
    sms: {
      en: { templateId: 'TBD-reminder-evening-en', dltTemplateId: 'TBD-1107000000000000009' },
      hi: { templateId: 'TBD-reminder-evening-hi', dltTemplateId: 'TBD-1107000000000000010' },
    },
    text: {
      en: 'Reminder: {{1}}, your consultation with {{2}} is tomorrow, {{3}}. No more reminders: {{4}} - CareLine',
      hi: 'याद दिलाना: {{1}}, {{2}} के साथ आपका परामर्श कल {{3}} को है। आगे याद न दिलाएँ: {{4}} - CareLine',
    },
  },
  reminder_hour: {
    variables: ['name', 'doctor', 'time', 'stop'],
    optional: true,
    whatsapp: { name: 'reminder_hour', language: { en: 'en', hi: 'hi' } },
    sms: {
      en: { templateId: 'TBD-reminder-hour-en', dltTemplateId: 'TBD-1107000000000000011' },
      hi: { templateId: 'TBD-reminder-hour-hi', dltTemplateId: 'TBD-1107000000000000012' },
    },
    text: {
      en: 'Reminder: {{1}}, your consultation with {{2}} starts in an hour, at {{3}}. No more reminders: {{4}} - CareLine',
      hi: 'याद दिलाना: {{1}}, {{2}} के साथ आपका परामर्श एक घंटे में, {{3}} पर है। आगे याद न दिलाएँ: {{4}} - CareLine',
    },
  },
  payment_request: {
    variables: ['name', 'amount', 'reference', 'link', 'stop'],
    optional: true,
    whatsapp: { name: 'payment_request', language: { en: 'en', hi: 'hi' } },
    sms: {
      en: { templateId: 'TBD-payment-request-en', dltTemplateId: 'TBD-1107000000000000013' },
      hi: { templateId: 'TBD-payment-request-hi', dltTemplateId: 'TBD-1107000000000000014' },
    },
    text: {
      en: 'Hello {{1}}, your consultation {{3}} is confirmed. Please pay {{2}} by UPI on its page: {{4}} No more of these: {{5}} - CareLine',
      hi: 'नमस्ते {{1}}, आपका परामर्श {{3}} पक्का हो गया है। कृपया {{2}} UPI से उसके पेज पर चुकाएँ: {{4}} ऐसे संदेश बंद करें: {{5}} - CareLine',
    },
  },
  payment_received: {
    variables: ['name', 'amount', 'reference'],
    optional: false,
    whatsapp: { name: 'payment_received', language: { en: 'en', hi: 'hi' } },
    sms: {
      en: { templateId: 'TBD-payment-received-en', dltTemplateId: 'TBD-1107000000000000019' },
      hi: { templateId: 'TBD-payment-received-hi', dltTemplateId: 'TBD-1107000000000000020' },
    },
    text: {
      en: 'Hello {{1}}, we received your payment of {{2}} for consultation {{3}}. Your receipt is on its page. - CareLine',
      hi: 'नमस्ते {{1}}, परामर्श {{3}} के लिए आपका {{2}} का पेमेंट मिल गया है। रसीद उसके पेज पर है। - CareLine',
    },
  },
  prescription_ready: {
    variables: ['name', 'doctor'],
    optional: false,
    whatsapp: { name: 'prescription_ready', language: { en: 'en', hi: 'hi' } },
    sms: {
      en: { templateId: 'TBD-prescription-ready-en', dltTemplateId: 'TBD-1107000000000000015' },
      hi: { templateId: 'TBD-prescription-ready-hi', dltTemplateId: 'TBD-1107000000000000016' },
    },
    text: {
      en: 'Hello {{1}}, your prescription from {{2}} is ready. Sign in to CareLine to see it. - CareLine',
      hi: 'नमस्ते {{1}}, {{2}} का आपका पर्चा तैयार है। इसे देखने के लिए CareLine में साइन इन करें। - CareLine',
    },
  },
  login_code: {
    variables: ['code'],
    optional: false,
    whatsapp: { name: 'login_code', language: { en: 'en', hi: 'hi' } },
    sms: {
      en: { templateId: 'TBD-login-code-en', dltTemplateId: 'TBD-1107000000000000017' },
      hi: { templateId: 'TBD-login-code-hi', dltTemplateId: 'TBD-1107000000000000018' },
    },
    text: {
      en: '{{1}} is your CareLine sign-in code. It works for 5 minutes. Do not share it with anyone.',
      hi: '{{1}} आपका CareLine साइन-इन कोड है। यह 5 मिनट तक चलेगा। इसे किसी को न बताएँ।',
    },
  },
};

/** The words of a template with its variables filled in, as the phone shows them. */
export function phoneText(event: PhoneEvent, locale: PhoneLocale, values: readonly string[]): string {
  return PHONE_TEMPLATES[event].text[locale].replace(
    /\{\{(\d+)\}\}/g,
    (whole, n: string) => values[Number(n) - 1] ?? whole,
  );
}

/** The template whose MSG91 template id this is (the stand-in reads a send request back with it). */
export function smsTemplateById(templateId: string): { event: PhoneEvent; locale: PhoneLocale } | null {
  for (const event of PHONE_EVENTS)
    for (const locale of ['en', 'hi'] as const)
      if (PHONE_TEMPLATES[event].sms[locale].templateId === templateId) return { event, locale };
  return null;
}
