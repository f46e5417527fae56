// The How it Works page's words in English. The patient stories are sample content in content/stories/.
export const HOW_IT_WORKS_EN = {
  lead: 'See a doctor from home in three simple steps. All you need is a phone.',
  pricesLink: 'See our prices',
  steps: {
    title: 'Three simple steps',
    items: [
      {
        title: 'Book',
        description:
          'Call us, chat on WhatsApp or book online. A care coordinator finds the right doctor and a time that suits you.',
      },
      {
        title: 'Consult',
        description: 'Talk to the doctor by video or phone. Share your reports and ask all your questions.',
      },
      {
        title: 'Get better',
        description: 'Get a digital prescription and clear next steps. Your notes stay safe in your health record.',
      },
    ] as { title: string; description: string }[],
    startNow: 'Ready to start?',
  },
  benefits: {
    title: 'Why patients choose us',
    home: { title: 'Care from home', description: 'No travel and no waiting room. See a doctor from where you are.' },
    doctors: {
      title: 'Registered doctors',
      description: 'Every doctor is registered to practise medicine in India.',
    },
    prices: {
      title: 'Clear prices',
      description: (fromPrice: string) => `Consultations start at ${fromPrice}. You know the price before you book.`,
    },
    help: {
      title: 'Help every day',
      description: (supportHours: string, emergencyHours: string) =>
        `Our care team answers ${supportHours}. The emergency line is open ${emergencyHours}.`,
    },
  },
  stories: {
    title: 'Patient stories',
    /** Shown while the stories are samples (content/stories/, STORIES_ARE_SAMPLES). */
    sampleNote:
      'These are example stories. They show how a consultation can go. They are not reviews from real patients.',
    by: (name: string, city: string) => `${name}, ${city}`,
  },
  actions: {
    whatsapp: 'Chat on WhatsApp',
    opensInNewTab: ' (opens in a new tab)',
    whatsappText: 'Hello, I would like to book a consultation.',
  },
};

export type HowItWorksCopy = typeof HOW_IT_WORKS_EN;
