// The Cancer advisory plan page's words in English. Figures arrive already formatted.

export interface Card {
  title: string;
  description: string;
}

export interface FaqEntry {
  question: string;
  /** Plain text: the page shows it and the FAQPage structured data repeats it. */
  answer: string;
}

export const ADVISORY_COPY_EN = {
  title: 'Cancer Advisory Plan',
  lead: 'Help from cancer doctors all through your treatment, for one monthly price. You are never alone with your questions.',
  request: 'Request the Advisory Plan',
  callLength: (minutes: string) => `Each call lasts up to ${minutes} minutes`,
  includedTitle: 'What the plan gives you',
  forWhomTitle: 'Who the plan is for',
  forWhom: [
    { title: 'Starting treatment', description: 'You have just heard the news and want help to plan what comes next.' },
    { title: 'During treatment', description: 'You are having chemo or radiation and want help with side effects.' },
    { title: 'After treatment', description: 'You want regular checks and advice to stay well.' },
    { title: 'Family members', description: 'You care for someone with cancer and need advice you can trust.' },
  ] as Card[],
  stepsTitle: 'How the plan works',
  steps: [
    { title: 'Ask for the plan', description: 'Press the button and leave your number. A care helper calls you back.' },
    {
      title: 'Share your reports',
      description: 'Send your reports and treatment plan. The oncologist reads them first.',
    },
    { title: 'Talk every month', description: 'Video calls with your oncologist, at times that suit you.' },
    { title: 'Stay in touch', description: 'Your care helper answers your questions between calls.' },
  ] as Card[],
  cancelTitle: 'Stop when you want',
  cancelLead: 'There is no long contract. Here is what happens if you stop:',
  refundLink: 'Read the full refund policy',
  figuresTitle: 'Our advisory plan in numbers',
  faqTitle: 'Questions about the plan',
  faq: [
    {
      question: 'Does the plan pay for my treatment?',
      answer:
        'No. The plan pays for advice from our cancer doctors. Your treatment, tests and medicines are paid for apart.',
    },
    {
      question: 'Can I keep my own cancer doctor?',
      answer: 'Yes. We work beside your own doctor and hospital. We never ask you to change.',
    },
    {
      question: 'Can a family member join the calls?',
      answer: 'Yes. A family member can join every call and speak with the care helper, with your consent.',
    },
    {
      question: 'What if I need more calls in a month?',
      answer: 'Tell your care helper. You can book an extra visit at the usual price.',
    },
  ] as FaqEntry[],
};

export type AdvisoryCopy = typeof ADVISORY_COPY_EN;
