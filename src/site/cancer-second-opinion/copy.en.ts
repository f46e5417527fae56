// The Cancer second opinion page's words in English. Figures arrive already formatted.

export interface Card {
  title: string;
  description: string;
}

export interface FaqEntry {
  question: string;
  /** Plain text: the page shows it and the FAQPage structured data repeats it. */
  answer: string;
}

export const SECOND_OPINION_COPY_EN = {
  title: 'Cancer Second Opinion',
  lead: 'A cancer doctor (an oncologist) reads your reports and scans and tells you, in plain words, if your treatment plan is right for you.',
  request: 'Request a Second Opinion',
  /** The booking topic's detail: price and length, then the reply time. */
  topicDetail: (price: string, hours: string) => `${price}. Answer in ${hours} hours`,
  replyTime: (hours: string) => `You get an answer in ${hours} hours once we have all your reports.`,
  whyTitle: 'Why ask for a second opinion',
  why: [
    { title: 'Be sure', description: 'Cancer care is a big step. A second look helps you feel sure of it.' },
    {
      title: 'Know your choices',
      description: 'There is often more than one way to treat a cancer. Learn about each one.',
    },
    { title: 'Ask your questions', description: 'Talk to a cancer doctor who has time to explain things to you.' },
    { title: 'Keep your doctor', description: 'Your own doctor stays in charge. You can share our opinion with them.' },
  ] as Card[],
  sendTitle: 'What to send us',
  sendLead: 'Send photos or scans of the papers you have. A care helper tells you how, and helps if you are not sure.',
  send: [
    'Biopsy report: the lab report on a small piece taken from the tumour',
    'Scan reports and images: CT, MRI or PET scans',
    'Blood test reports',
    'Your treatment plan and your doctor’s notes',
    'Discharge papers from any hospital stay',
    'A list of the medicines you take',
    'The questions you want to ask',
  ],
  backTitle: 'What you get back',
  back: [
    'A written opinion on your diagnosis and your treatment plan',
    'A video call with the oncologist to go over it',
    'Clear answers to your questions',
    'Next steps you can take to your own doctor',
  ],
  stepsTitle: 'How it works',
  steps: [
    { title: 'Ask for your opinion', description: 'Press the button and leave your number, or call us.' },
    { title: 'Send your reports', description: 'A care helper collects your reports and scans.' },
    { title: 'An oncologist reads them', description: 'A cancer doctor looks at every report with care.' },
    { title: 'Get your answer', description: 'You get a written opinion and a video call to talk it over.' },
  ] as Card[],
  figuresTitle: 'Our second opinions in numbers',
  faqTitle: 'Questions about a second opinion',
  faq: [
    {
      question: 'Will my doctor mind?',
      answer: 'Most doctors are glad when patients ask for a second opinion. It is a normal part of cancer care.',
    },
    {
      question: 'Do I need to travel?',
      answer: 'No. You send your reports from home, and the call is on your phone.',
    },
    {
      question: 'Can a family member ask for me?',
      answer: 'Yes. A family member can send the reports and join the call, with your consent.',
    },
    {
      question: 'Will you treat me as well?',
      answer: 'We give you an opinion and advice. Your treatment stays with your own doctor and hospital.',
    },
  ] as FaqEntry[],
};

export type SecondOpinionCopy = typeof SECOND_OPINION_COPY_EN;
