// The Diabetes care page's words in English. Figures arrive already formatted.

export interface Card {
  title: string;
  description: string;
}

export interface FaqEntry {
  question: string;
  /** Plain text: the page shows it and the FAQPage structured data repeats it. */
  answer: string;
}

export const DIABETES_COPY_EN = {
  title: 'Diabetes Care Online',
  lead: 'Keep your sugar in control with a diabetes doctor who looks at your readings, your medicines and your meals, and makes a plan with you.',
  forWhomTitle: 'Who this is for',
  forWhom: [
    {
      title: 'Type 2 diabetes',
      description: 'The most common kind. It often starts in adults and can be kept in control.',
    },
    { title: 'Type 1 diabetes', description: 'The body makes no insulin, so you need insulin every day.' },
    { title: 'Pre-diabetes', description: 'Your sugar is a little high. The right steps now can stop diabetes.' },
    {
      title: 'Diabetes in pregnancy',
      description: 'High sugar while you are pregnant. It needs close care for you and your baby.',
    },
  ] as Card[],
  includedTitle: 'What you get in your visit',
  includedLead: (minutes: string) =>
    `Each visit gives you ${minutes} minutes with a diabetes doctor (a diabetologist).`,
  stepsTitle: 'How it works',
  steps: [
    { title: 'Book your visit', description: 'Pick a time online, by phone or on WhatsApp.' },
    {
      title: 'Send your readings',
      description: 'Share your sugar readings, your HbA1c test and a list of your medicines.',
    },
    { title: 'Talk to the doctor', description: 'Go over your numbers, your meals and how you feel.' },
    {
      title: 'Follow your plan',
      description: 'Get your prescription and a food plan on your phone. Book a check when you need one.',
    },
  ] as Card[],
  hba1c: 'HbA1c is a blood test that shows your average sugar over the last three months.',
  figuresTitle: 'Our diabetes care in numbers',
  faqTitle: 'Questions about diabetes care',
  faq: (ambulance: string): FaqEntry[] => [
    {
      question: 'Do I need new tests before my visit?',
      answer: 'No. Send what you have. If you need a new test, the doctor will tell you which one.',
    },
    {
      question: 'Can the doctor change my insulin or tablets?',
      answer: 'Yes. The doctor can change your medicines and send a new prescription to your phone.',
    },
    {
      question: 'How often should I see the doctor?',
      answer: 'Most people do well with a visit every three months. Your doctor will tell you what is right for you.',
    },
    {
      question: 'When should I go to a hospital?',
      answer: `Go now if your sugar is very high or very low and you feel confused, faint or very sick. Call ${ambulance} for an ambulance.`,
    },
  ],
};

export type DiabetesCopy = typeof DIABETES_COPY_EN;
