// The home page's words in English, beyond the ones it shares with the Hindi home page (t.home in
// shared/i18n/en/ui.ts: hero, services title, steps, figures). Figures arrive already formatted.

export interface Card {
  title: string;
  description: string;
}

export interface HomeFaq {
  question: string;
  /** Plain text: the page shows it and the FAQPage structured data repeats it. */
  answer: string;
  link?: { href: string; label: string };
}

/** The figures the FAQ answers quote, already formatted. */
export interface HomeFaqFigures {
  national: string;
  ambulance: string;
  /** The consultation refund rules in words, in order. */
  refundLines: readonly string[];
}

export const HOME_COPY_EN = {
  emergencyCall: (number: string) => `Emergency? Call ${number}`,
  servicesLead: 'Four kinds of care from our doctors, each with a clear price and a set time with the doctor.',
  book: (name: string) => `Book ${name}`,
  otherServicesTitle: 'More ways we can help',
  figures: {
    doctors: 'doctors on our panel',
    years: 'years our senior doctors have worked',
  },
  figuresNote: 'These figures are the provider’s own. Ask us how we count them.',
  doctorsTitle: 'Meet some of our doctors',
  doctorsLead: 'Each profile shows the doctor’s degrees and their medical council number, so you know who you talk to.',
  allDoctors: 'See all our doctors',
  plansTitle: 'Prices',
  plansLead: 'You see the price before you book. A care helper sends you a link to pay once your time is set.',
  priceTable: {
    caption: 'Prices of our visits and monthly plans',
    item: 'Service',
    price: 'Price',
    detail: 'What you get',
    was: (amount: string) => `was ${amount}`,
    off: (percent: number) => `${percent}% off`,
    free: 'Free',
  },
  mostPopular: 'Most popular',
  recommended: 'Best value',
  perMonth: (price: string) => `${price} a month`,
  allPrices: 'See all prices and plans',
  trustTitle: 'Why you can trust us',
  trust: {
    registered: {
      title: 'Registered doctors',
      description:
        'Every doctor is registered with a State Medical Council. Their number is on their profile, and you can check it.',
      link: 'See our doctors',
    },
    privacy: {
      title: 'Your health details stay private',
      description:
        'We use your health details only for your care. We keep your reports and prescriptions safe and show them only to your care team.',
      link: 'Read our privacy policy',
    },
    refunds: {
      title: 'Fair refunds',
      link: 'Read the full refund policy',
    },
    rules: {
      title: 'Care by India’s rules',
      description:
        'Our online visits follow the Telemedicine Practice Guidelines of 2020. A doctor tells you when you need to be seen in person.',
    },
  },
  emergencyTitle: 'In an emergency',
  emergencyLead: 'Do not wait for an online visit. Call one of these numbers now.',
  emergencyNumbers: {
    national: 'All emergencies',
    ambulance: 'Ambulance',
    ourLine: (hours: string) => `Our doctors’ line, ${hours}`,
  },
  emergencyMore: 'What to do in an emergency',
  faqTitle: 'Questions people ask',
  faq: (f: HomeFaqFigures): HomeFaq[] => [
    {
      question: 'Can I use this in an emergency?',
      answer: `No. In an emergency, call ${f.national} or call ${f.ambulance} for an ambulance. Our 24/7 line can give advice while help is on the way.`,
      link: { href: '/emergency-care', label: 'What to do in an emergency' },
    },
    {
      question: 'What do I need for an online visit?',
      answer:
        'A phone with a camera and the internet. If your signal is weak, the doctor can talk to you on a voice call.',
    },
    {
      question: 'How do I pay?',
      answer:
        'A care helper sends you a link to pay once your time is set. You can pay by card, UPI, net banking or wallet.',
    },
    {
      question: 'Can I get my money back if I cancel?',
      answer: f.refundLines.join(' '),
      link: { href: '/refunds', label: 'Read the full refund policy' },
    },
    {
      question: 'Will I get a prescription?',
      answer:
        'Yes, if the doctor finds that you need medicine. It comes to your phone. By law, some strong medicines cannot be given after an online visit.',
    },
  ],
};

export type HomeCopy = typeof HOME_COPY_EN;
