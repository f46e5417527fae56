// The About page's words in English: mission, vision, compliance, values and security. Every statement is one the
// provider can stand behind: no certification, award or accreditation is claimed.
export const ABOUT_EN = {
  lead: (siteName: string) =>
    `${siteName} helps people across India see a doctor online, by video, phone or WhatsApp. We want good care to be simple, safe and fair.`,
  contactLink: 'Contact us',
  purpose: {
    title: 'Why we exist',
    mission: {
      title: 'Our mission',
      description:
        'To help every patient in India reach a good doctor quickly, hear advice in plain words, and pay a fair price.',
    },
    vision: {
      title: 'Our vision',
      description: 'A country where distance, cost or time never stop anyone from getting medical advice.',
    },
  },
  compliance: {
    title: 'The rules we follow',
    lead: 'Online care in India is guided by law. This is how we follow it.',
    telemedicine: {
      title: 'Telemedicine Practice Guidelines 2020',
      description:
        'These are India’s rules for online consultations. Our doctors confirm who you are, ask for your consent and keep notes of each call. They prescribe online only the medicines the rules allow.',
    },
    dataProtection: {
      title: 'Digital Personal Data Protection Act 2023',
      description:
        'This law protects your personal data. We ask for your consent and use your data only to care for you. You can ask to see, correct or delete it.',
    },
    doctors: {
      title: 'Registered doctors',
      description:
        'Every doctor who treats you is registered with the National Medical Commission or a State Medical Council. The registration number is on each prescription.',
    },
    privacyLink: 'Read our privacy policy',
  },
  values: {
    title: 'What we value',
    items: [
      { title: 'Patients first', description: 'We listen, we explain, and we do not rush you.' },
      {
        title: 'Honest prices',
        description: 'You see the price before you book. Each saving we show is worked out from the real prices.',
      },
      {
        title: 'Privacy',
        description: 'Your health is your business. Only the people who care for you see your records.',
      },
      {
        title: 'Plain words',
        description: 'We explain medical terms in simple words, so you can make your own choices.',
      },
    ] as { title: string; description: string }[],
  },
  security: {
    title: 'How we keep your data safe',
    lead: 'We protect your data at every step.',
    encrypted: 'Every page and form reaches you over a secure, encrypted link (HTTPS).',
    passwords: 'Your password is never stored as plain text.',
    staff: 'Only staff who need it can open our admin area. We check their access on every visit.',
    cards: 'We never ask for your card number on this website.',
    records: (years: string) => `We keep your medical records safe for ${years} years.`,
    breach: (hours: string) =>
      `If a data breach ever happens, we tell the Data Protection Board within ${hours} hours, and we tell you too.`,
  },
};

export type AboutCopy = typeof ABOUT_EN;
