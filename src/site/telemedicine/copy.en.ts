// The Telemedicine page's words in English. Figures arrive already formatted.

export interface Card {
  title: string;
  description: string;
}

export const TELEMEDICINE_COPY_EN = {
  title: 'Telemedicine: See a Doctor from Home',
  lead: 'Talk to a doctor by video or phone, get your prescription on your phone, and keep your health records in one place.',
  startVideo: 'Start Video Consultation',
  /** The booking topic: there is no video platform on the site, so a coordinator sets up the call. */
  learnMore: 'Learn More',
  call: (number: string) => `Call ${number}`,
  fromPrice: (price: string) => `Visits from ${price}`,
  servicesTitle: 'What you can do online',
  services: [
    { title: 'Video visits', description: 'See and talk to your doctor face to face on your phone or computer.' },
    { title: 'Phone visits', description: 'Weak internet? Talk to the doctor on a normal phone call.' },
    {
      title: 'Prescriptions on your phone',
      description: 'The doctor sends your prescription to your phone. Show it at any chemist.',
    },
    { title: 'Health records', description: 'Keep your reports and prescriptions in one safe place, free of charge.' },
  ] as Card[],
  benefitsTitle: 'Why patients like it',
  benefits: [
    { title: 'No travel', description: 'No bus, no traffic, no time off work. See the doctor from home.' },
    { title: 'Less waiting', description: 'Book a time that suits you. The doctor calls you at that time.' },
    { title: 'Your language', description: 'Talk in English, Hindi or another language you know well.' },
    { title: 'Stay safe', description: 'No crowded waiting room, so less risk of catching an illness.' },
  ] as Card[],
  featuresTitle: 'Simple to use',
  features: [
    { title: 'Any phone', description: 'A phone with a camera and the internet is all you need.' },
    { title: 'No app to install', description: 'We send you a link. Tap it to join the call.' },
    { title: 'Book on WhatsApp', description: 'Send us a message to book, ask a question or change a time.' },
    {
      title: 'A real person to help',
      description: 'A care helper sets up your call and helps if something goes wrong.',
    },
    { title: 'Private calls', description: 'Only you, your doctor and anyone you invite are on the call.' },
    {
      title: 'Reports in one place',
      description: 'Your doctor sees your old reports, so you do not repeat your story.',
    },
  ] as Card[],
  stepsTitle: 'How a video visit works',
  steps: [
    { title: 'Ask for a visit', description: 'Press Start Video Consultation, or call or message us.' },
    { title: 'Get your link', description: 'A care helper finds a time with a doctor and sends you a link.' },
    { title: 'Talk to the doctor', description: 'Tap the link at your time. The doctor listens and gives advice.' },
    { title: 'Get your prescription', description: 'It comes to your phone, with the next steps to take.' },
  ] as Card[],
  pricesTitle: 'Prices',
  priceTable: {
    caption: 'Prices of online visits',
    item: 'Visit',
    price: 'Price',
    detail: 'Time with the doctor',
    was: (amount: string) => `was ${amount}`,
    off: (percent: number) => `${percent}% off`,
    free: 'Free',
  },
  limitsTitle: 'When an online visit is not enough',
  limits:
    'Some problems need a doctor to touch, test or scan you. If so, your doctor will tell you to visit a clinic or hospital.',
};

export type TelemedicineCopy = typeof TELEMEDICINE_COPY_EN;
