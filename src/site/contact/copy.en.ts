// The contact page's own words in English. The channels, hours, offices and FAQs are in content/contact/copy.en.ts.
export const CONTACT_EN = {
  lead: 'Call, chat or write to us. Our care team helps with bookings, payments and health questions.',
  emergencyNote: {
    before: 'In a life-threatening emergency, call',
    or: 'or',
    after: 'first.',
  },
  actions: {
    call: (number: string) => `Call ${number}`,
    whatsapp: 'Chat on WhatsApp',
    email: 'Email us',
    /** Read by screen readers after a link that opens a new tab. */
    opensInNewTab: ' (opens in a new tab)',
  },
  /** The first message of a WhatsApp chat started from this page. */
  whatsappText: 'Hello, I have a question for the care team.',
  /** The email a mailto: link starts: the subject the spec sets and a short greeting. */
  mail: {
    subject: 'Support Request',
    body: 'Hello,\n\nI need help with:\n\nThank you.',
  },
  channels: {
    title: 'Ways to reach us',
    lead: 'Pick the one that suits how urgent your question is.',
  },
  message: {
    title: 'Send us a message',
    replyPromise: (hours: string, businessHours: string) =>
      `We reply within ${hours} hours during business hours (${businessHours}).`,
  },
  offices: {
    title: 'Our offices',
  },
  figures: {
    title: 'Our care in numbers',
    consultations: 'consultations',
    doctors: 'doctors',
    satisfaction: 'patient satisfaction',
    years: 'years of practice (senior doctors)',
  },
  faq: {
    title: 'Common questions',
  },
};

export type ContactCopy = typeof CONTACT_EN;
