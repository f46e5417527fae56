// The General physician page's words in English. Figures arrive already formatted.

export interface Card {
  title: string;
  description: string;
}

export interface ConditionGroup {
  title: string;
  /** What the group's medical word means, in plain words. */
  description: string;
  conditions: string[];
}

export interface Screening {
  name: string;
  /** How often, in words a patient reads at a glance. */
  frequency: string;
}

export const GENERAL_PHYSICIAN_COPY_EN = {
  title: 'See a General Physician Online',
  lead: 'A family doctor on your phone, for fever, cough, stomach trouble, blood pressure and all your everyday health needs.',
  emergencyButton: (number: string) => `Emergency line: ${number}`,
  servicesTitle: 'What our doctors can do for you',
  services: [
    { title: 'Treat common illness', description: 'Fever, cough, cold, sore throat, loose motions and more.' },
    { title: 'Prescriptions', description: 'Get a prescription on your phone when you need medicine.' },
    { title: 'Explain your reports', description: 'The doctor reads your blood tests and scans and explains them.' },
    { title: 'Care for long-term illness', description: 'Regular checks for blood pressure, sugar and thyroid.' },
    { title: 'Tell you the next step', description: 'Which test to take, or when to see a specialist in person.' },
    { title: 'Advice to stay well', description: 'Food, sleep, exercise and vaccines for you and your family.' },
  ] as Card[],
  conditionsTitle: 'Health problems we treat',
  conditionsLead: 'Here are some of the problems our doctors see most often.',
  conditions: [
    {
      title: 'Sudden illness',
      description: 'Doctors call this “acute”: it starts fast and lasts a short time.',
      conditions: ['Fever', 'Cough and cold', 'Sore throat', 'Loose motions', 'Urine infection', 'Skin rash'],
    },
    {
      title: 'Long-term illness',
      description: 'Doctors call this “chronic”: it lasts for months or years and needs regular care.',
      conditions: ['High blood pressure', 'Diabetes', 'Thyroid problems', 'Asthma', 'Joint pain', 'Acidity'],
    },
    {
      title: 'Staying well',
      description: 'Doctors call this “preventive” care: it stops illness before it starts.',
      conditions: [
        'Yearly health check',
        'Vaccines',
        'Weight control',
        'Help to quit smoking',
        'Travel health',
        'Diet advice',
      ],
    },
    {
      title: 'Family health',
      description: 'Care for every age in your home, from young children to grandparents.',
      conditions: [
        'Fever in children',
        'Women’s health',
        'Care for older people',
        'Questions in pregnancy',
        'Sleep problems',
        'Stress and worry',
      ],
    },
  ] as ConditionGroup[],
  benefitsTitle: 'Why see a doctor online',
  benefits: {
    time: {
      value: (minutes: string) => `${minutes} minutes`,
      title: 'With your doctor',
      description: 'Time to talk about your problem and ask questions.',
    },
    price: {
      value: (price: string) => price,
      title: 'For a visit',
      description: 'No travel, no waiting room, no hidden fees.',
    },
    patients: {
      value: (count: string) => `${count}+`,
      title: 'Patients helped',
      description: 'People all over India see our general physicians.',
    },
    line: {
      value: (hours: string) => hours,
      title: 'Doctors’ line',
      description: 'Call us at any time of day or night.',
    },
  },
  journeyTitle: 'Your visit, step by step',
  journey: [
    {
      title: 'Book a time',
      description: 'Book online, call or send a WhatsApp message. We find a time that suits you.',
    },
    {
      title: 'Tell us what is wrong',
      description: 'A care helper asks about your problem. You can send photos of old reports.',
    },
    {
      title: 'Talk to the doctor',
      description: 'The doctor calls you by video or phone, asks questions and gives advice.',
    },
    { title: 'Get your prescription', description: 'If you need medicine, the prescription comes to your phone.' },
    { title: 'Follow up', description: 'Not better? Call us. The doctor can see you again or send you to a clinic.' },
  ] as Card[],
  screeningsTitle: 'Checks that keep you well',
  screeningsLead:
    'Many health problems have no signs at first. Regular checks find them early, when they are easy to treat.',
  screeningsNote: 'Your doctor may ask for these more often if you have a health problem.',
  screenings: [
    { name: 'Blood pressure', frequency: 'Once a year for all adults' },
    { name: 'Blood sugar', frequency: 'Once a year from age 30' },
    { name: 'Cholesterol (fat in the blood)', frequency: 'Every 5 years from age 20' },
    { name: 'Eye check', frequency: 'Every 2 years' },
    { name: 'Breast check (women)', frequency: 'Once a year from age 30' },
    { name: 'Cervical cancer test (women)', frequency: 'Every 5 years from age 30 to 65' },
  ] as Screening[],
  frequencyLabel: 'How often:',
  credentialsTitle: 'Doctors you can trust',
  credentials: {
    registered: {
      title: 'Registered',
      description: 'Every doctor is registered with a State Medical Council. The number is on their profile.',
    },
    trained: { title: 'Fully trained', description: 'Every doctor has an MBBS degree, and many have an MD as well.' },
    experienced: {
      title: (years: string) => `${years}+ years`,
      description: 'Our senior doctors have treated patients for many years.',
    },
    rules: {
      title: 'By the rules',
      description: 'We follow India’s rules for online care, the Telemedicine Practice Guidelines of 2020.',
    },
  },
};

export type GeneralPhysicianCopy = typeof GENERAL_PHYSICIAN_COPY_EN;
