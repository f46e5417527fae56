// The words of every message a visitor reads, in English. The Hindi twin (copy.hi.ts) has the same type.
import { EN_ISLAND_WORDS } from '../../../shared/i18n/en/islands';

export const EN_MAIL_WORDS = {
  greeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
  signOff: (siteName: string) => `The ${siteName} team`,
  referenceLine: (reference: string) => `Your reference number is ${reference}. Please quote it if you write or call.`,
  callUs: (phone: string) => `For anything urgent, call us on ${phone}.`,
  contactAcknowledgement: {
    subject: (reference: string) => `We have your message (${reference})`,
    received: 'Thank you for your message. It has reached our team.',
    // The same promise the contact form's confirmation makes.
    replyTime: EN_ISLAND_WORDS.forms.submitted.contact.description ?? '',
  },
  newsletterConfirmation: {
    subject: (siteName: string) => `You are subscribed to the ${siteName} newsletter`,
    body: 'Thank you for subscribing. We will write now and then with health tips and news of our services.',
    unsubscribeLead: 'Changed your mind? One click stops every e-mail from us:',
    unsubscribeAction: 'Unsubscribe',
  },
  /** The WhatsApp message a coordinator sends to acknowledge a request, already written. */
  whatsappAcknowledgement: (name: string | null, reference: string, siteName: string) =>
    `${name ? `Hello ${name}` : 'Hello'}, this is ${siteName}. We have received your request ${reference} and will call you back soon.`,
};

export type MailWords = typeof EN_MAIL_WORDS;
