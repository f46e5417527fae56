// The contact facts' words in English: channel names, hours, office types, the refund summary and the contact
// page's six FAQs. A line that states a figure is a function, given the figure already formatted for the page's
// language, so the words can never disagree with the values in facts.ts and refunds/facts.ts.
import { LOCALE_INFO } from '../../../shared/i18n/locales';
import type { ChannelAvailability, ChannelPriority, ContactChannelId, OfficeType } from './facts';

export interface ChannelWords {
  title: string;
  description: string;
}

/** 8 → "8 AM", 22 → "10 PM", 12 → "12 PM", 0 → "12 AM". */
function hourEn(hour: number): string {
  const half = hour % 12 === 0 ? 12 : hour % 12;
  return `${half} ${hour < 12 ? 'AM' : 'PM'}`;
}

export const CONTACT_WORDS_EN = {
  channels: {
    emergency: {
      title: 'Emergency Helpline',
      description: 'Urgent medical advice from our team, day and night.',
    },
    support: {
      title: 'Customer Support',
      description: 'Help with booking, payments and your account.',
    },
    chat: {
      title: 'Live Chat',
      description: 'Chat with a care coordinator on WhatsApp.',
    },
    email: {
      title: 'Email Support',
      description: 'For reports, bills and questions that can wait.',
    },
  } satisfies Record<ContactChannelId, ChannelWords> as Record<ContactChannelId, ChannelWords>,
  priority: { high: 'High priority', medium: 'Medium priority', low: 'Low priority' } satisfies Record<
    ChannelPriority,
    string
  > as Record<ChannelPriority, string>,
  /**
   * When a channel answers, worded as the spec writes it ("24/7", "Mon-Sun 8 AM-10 PM"): the same strings as the
   * frame's and the sign-in area's dictionaries, which a test holds.
   */
  availability: (availability: ChannelAvailability, formatNumber: (value: number) => string): string => {
    switch (availability.kind) {
      case 'always':
        return '24/7';
      case 'daily':
        return `Mon-Sun ${hourEn(availability.opens)}-${hourEn(availability.closes)}`;
      case 'reply':
        return `Reply within ${formatNumber(availability.withinHours)} hours`;
    }
  },
  hoursLabel: 'Hours:',
  officeTypes: { head: 'Head office', regional: 'Regional office' } satisfies Record<OfficeType, string> as Record<
    OfficeType,
    string
  >,
  /** Shown on a sample office (facts.ts, SAMPLE_OFFICES). */
  sampleOffice: 'Example address',
  sampleOfficesNote: 'Offices marked “Example address” are samples, not real offices yet. Please call or write to us.',
  officePhone: 'Phone:',
  /** "a, b, c or d": the choices in a sentence. */
  orList: (items: readonly string[]) => new Intl.ListFormat(LOCALE_INFO.en.tag, { type: 'disjunction' }).format(items),
};

export type ContactWords = typeof CONTACT_WORDS_EN;

/** The refund rules of refund-summary.ts in words; each is a faithful summary of the refund policy. */
export const REFUND_SUMMARY_EN = {
  full: (hours: string, days: string) =>
    `Cancel ${hours} hours or more before your appointment: full refund in ${days} business days.`,
  part: (percent: string, from: string, to: string) => `Cancel ${from} to ${to} hours before: ${percent} refund.`,
  none: (hours: string) => `Cancel less than ${hours} hours before, or miss the call: no refund.`,
  doctorAway: 'If your doctor cannot make it, you choose a full refund or a new time.',
  subscription: (days: string) =>
    `Cancel a monthly plan within ${days} days of buying it, before you use it: full refund.`,
  subscriptionLater: 'Cancel a monthly plan later: we refund the part of the month you have not used.',
  policyLink: 'Read the full refund policy',
};

export type RefundSummaryWords = typeof REFUND_SUMMARY_EN;

/** The figures the FAQ answers quote, already formatted for the page's language. */
export interface ContactFaqFigures {
  replyHours: string;
  emailReplyHours: string;
  /** Customer support's hours, which are also the live chat's. */
  supportHours: string;
  emergencyHours: string;
  nationalEmergencyNumber: string;
  ambulanceNumber: string;
  /** The ways to pay, as one list in words ("card, UPI, net banking or wallet"). */
  paymentMethods: string;
  /** The consultation refund rules in words (REFUND_SUMMARY_EN), in order. */
  refundLines: readonly string[];
}

export interface ContactFaq {
  question: string;
  /** Plain text: the page shows it and the FAQPage structured data repeats it. */
  answer: string;
  /** A page that says more, shown under the answer. */
  link?: { href: string; label: string };
}

/** The contact page's six questions. */
export function contactFaqsEn(f: ContactFaqFigures): ContactFaq[] {
  return [
    {
      question: 'How soon will you answer my message?',
      answer: `We reply within ${f.replyHours} hours during business hours (${f.supportHours}). We answer emails within ${f.emailReplyHours} hours.`,
    },
    {
      question: 'When can I reach you?',
      answer: `Our emergency line is open ${f.emergencyHours}. Customer support, by phone or live chat on WhatsApp, is open ${f.supportHours}.`,
    },
    {
      question: 'What should I do in an emergency?',
      answer: `If a life is at risk, call ${f.nationalEmergencyNumber} or the ambulance on ${f.ambulanceNumber} first. Then call our emergency line for advice from our team.`,
      link: { href: '/emergency-care', label: 'What to do in an emergency' },
    },
    {
      question: 'Can I cancel and get my money back?',
      answer: `Yes, it depends on when you cancel. ${f.refundLines.join(' ')}`,
      link: { href: '/refunds', label: REFUND_SUMMARY_EN.policyLink },
    },
    {
      question: 'How do I pay?',
      answer: `A care coordinator sends you a payment link. You can pay by ${f.paymentMethods}. We never ask for your card number on this website.`,
      link: { href: '/pricing', label: 'See our prices' },
    },
    {
      question: 'Can the doctor give me a prescription online?',
      answer:
        'Yes, if the doctor finds it right for you. You get a digital prescription after the call. The law does not let doctors prescribe some strong medicines online.',
    },
  ];
}
