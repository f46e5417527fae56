// The medical disclaimer's words. The emergency numbers are values (src/content/emergency.ts); the provider's own
// line is configuration.
export type Urgency = 'critical' | 'high' | 'medium';
export type NoticeId = 'notForEmergencies' | 'examination' | 'prescriptions' | 'generalInformation';

export const DISCLAIMER_COPY_EN = {
  lead: 'Our doctors give real medical advice online, but online care has limits. Please read this before you use our services.',
  emergency: {
    title: 'In an emergency, do not use this website',
    body: 'Call one of these free numbers now, from any phone, or go to the nearest hospital.',
    services: {
      national: 'All emergencies',
      ambulance: 'Ambulance',
      police: 'Police',
      fire: 'Fire',
    },
    call: (service: string, number: string) => `${service}: call ${number}`,
    ownLine: 'Our own line, open day and night:',
  },
  toc: {
    notices: 'Important notices',
    advice: 'Medical advice',
    limits: 'Limits of online consultations',
    opinions: 'Second opinions and check-ups',
    information: 'Information, figures and links',
    responsibilities: 'Your responsibilities',
    liability: 'What we are not responsible for',
  },
  urgencyLabel: { critical: 'Critical', high: 'High', medium: 'Medium' } satisfies Record<Urgency, string> as Record<
    Urgency,
    string
  >,
  urgencyPrefix: 'Urgency:',
  /** The four notices, by id (the page orders them and gives each its urgency). */
  notices: (emergency: string, ambulance: string): Record<NoticeId, { title: string; body: string }> => ({
    notForEmergencies: {
      title: 'Not for emergencies',
      body: `Chest pain, trouble breathing, heavy bleeding, signs of a stroke, a fit, a serious injury or thoughts of harming yourself need help now. Call ${emergency} or ${ambulance}, or go to the nearest hospital. Do not wait for an online consultation.`,
    },
    examination: {
      title: 'Online care cannot replace an examination',
      body: 'A doctor cannot touch you, listen to your chest or run tests over video. If the doctor thinks you need to be seen in person, or need tests, they will tell you. Please follow that advice without delay.',
    },
    prescriptions: {
      title: 'Some medicines cannot be prescribed online',
      body: 'Under the Telemedicine Practice Guidelines 2020, doctors may not prescribe some medicines online, such as narcotic and psychotropic drugs. The doctor decides what is safe to prescribe after talking to you.',
    },
    generalInformation: {
      title: 'Website text is general information',
      body: 'The pages of this website help you understand our services. They are not advice about your own health. Talk to a doctor about your own situation.',
    },
  }),
  advice: [
    'Medical advice comes only from a registered doctor, during a consultation with you. Our doctors are registered with the National Medical Commission or a State Medical Council.',
    'Each doctor uses their own judgement. They may ask you questions, ask for reports or photos, or ask to see you on video before they advise you.',
  ],
  limits: (minimumAge: string) => [
    'An online consultation depends on what you tell the doctor and on a clear phone or video connection.',
    'Under the Telemedicine Practice Guidelines 2020, the doctor may decide that an online consultation is not right for your problem. They may then stop it and ask you to see a doctor in person.',
    `A person under ${minimumAge} must have a parent or guardian with them during the consultation.`,
  ],
  opinions: [
    'A second opinion is a doctor’s view of your reports and your treatment plan. It does not replace the doctor who treats you. Please talk to your treating doctor before you change any treatment.',
    'Health check-up results show possible problems early. They are not a diagnosis on their own. A doctor will explain them and tell you if you need more tests.',
  ],
  information: [
    'We check our pages with care, but medicine changes, and a page may not cover your case.',
    'Figures about our service, such as the number of consultations or patient satisfaction, are our own figures. They are not checked by anyone outside the company.',
    'Links to other websites are there to help you. We do not control those websites and are not responsible for what they say.',
  ],
  responsibilities: {
    intro: 'To keep you safe, we ask you to:',
    items: (minimumAge: string) => [
      'Give true and complete facts about your health, your medicines and your allergies.',
      `Tell us who the patient is. A parent or guardian must join for anyone under ${minimumAge}.`,
      'Use a private, quiet place and a working phone or internet connection.',
      'Follow the doctor’s advice, and go for tests or in-person care when the doctor asks.',
      'Read the label of every medicine, and ask a pharmacist or doctor if you are unsure.',
      'Call emergency services yourself in an emergency.',
      'Keep your account password secret.',
    ],
  },
  liability: {
    intro: 'We are not responsible for harm caused by:',
    items: [
      'Facts about your health that were wrong or left out.',
      'Problems with your internet connection, phone or device.',
      'Not following the doctor’s advice, or delaying in-person care the doctor advised.',
      'Decisions made only on the general text of this website, without a consultation.',
      'What other websites say, even when we link to them.',
      'Events outside our control, such as network failures, power cuts or natural disasters.',
    ],
    rights:
      'Nothing in this disclaimer takes away any right you have under Indian law, including the Consumer Protection Act 2019.',
  },
};

export type DisclaimerCopy = typeof DISCLAIMER_COPY_EN;
