// The privacy policy's words: a notice under the Digital Personal Data Protection Act 2023 and its 2025 Rules.
// Figures (years, hours, days) come in as arguments from src/content/policies/facts.ts; the office address, email
// and the request store's retention period are configuration.
export const PRIVACY_COPY_EN = {
  lead: 'What personal data we collect, why, how we protect it, who we share it with, and the rights you have over it.',
  buttons: {
    download: 'Download Your Data',
    settings: 'Privacy Settings',
    officer: 'Contact Privacy Officer',
  },
  toc: {
    who: 'Who we are',
    collect: 'What we collect',
    use: 'Why we use it',
    protect: 'How we protect it',
    share: 'Who we share it with',
    retention: 'How long we keep it',
    rights: 'Your rights',
    download: 'Download your data',
    children: 'Children',
    breach: 'If a data breach happens',
    officer: 'Contact the Privacy Officer',
    compliance: 'Laws we follow',
    contact: 'Contact us',
    changes: 'Changes to this policy',
  },
  who: (siteName: string, address: string) => [
    `${siteName} ("we") decides how your personal data is used. Under the Digital Personal Data Protection Act 2023, that makes us the Data Fiduciary for your data.`,
    `Our registered office is at ${address}.`,
  ],
  collect: {
    intro: 'We collect only what we need to give you care. Here is each kind of data, and where it comes from:',
    items: [
      {
        title: 'Account details',
        body: 'Your name, email address and account type. Your password is stored only in scrambled form by our sign-in service.',
      },
      {
        title: 'Health information',
        body: 'Symptoms, medical history, reports, photos and prescriptions you share, and the notes the doctor writes during your consultation.',
      },
      {
        title: 'Contact and request details',
        body: 'Your name, phone number, email and message when you ask for a call-back, book, or send a privacy or refund request.',
      },
      {
        title: 'Payment records',
        body: 'The amount, date, payment method and reference of each payment. Card numbers stay with the payment company; we do not store them.',
      },
      {
        title: 'Technical data',
        body: 'Cookies and your internet address, used to keep you signed in, keep the site safe and limit repeated sign-in attempts.',
      },
    ],
  },
  use: {
    intro:
      'We use your data only for these purposes. For each one we ask for your consent, unless the law allows it without consent:',
    items: [
      'To give you consultations, prescriptions and follow-up care.',
      'To create your account, sign you in and keep it secure.',
      'To reply to your calls, messages and requests.',
      'To bill you, give refunds and keep accounts that the law requires.',
      'To keep the service safe and stop misuse.',
      'To help you in a medical emergency, or to follow a law or court order. Section 7 of the Act allows these without consent.',
    ],
    never: 'We never sell your data, and we do not use it for advertising.',
  },
  protect: [
    'Every page and form is sent over an encrypted connection (HTTPS).',
    'Your sign-in is kept in cookies that only our server can read, never the page’s scripts.',
    'Only staff who need your data for their work can see it. Admin access needs a role we grant, checked on every request.',
    'Sign-in attempts are limited, to stop people from guessing passwords.',
    'Our doctors and staff must keep what they learn about you confidential.',
  ],
  share: {
    intro: 'We share your data only when we need to, and only what is needed:',
    items: [
      'With the doctor who consults you, and with our care coordinators who arrange your care.',
      'With partner labs, for the tests in a health check-up package you book.',
      'With companies that run parts of our service for us, such as hosting, sign-in and email. They act only on our instructions.',
      'With payment companies, to take payments and send refunds.',
      'With the police, courts or government bodies, when the law requires it.',
    ],
    abroad:
      'Some of these companies may store data outside India. The Act allows this, except to countries the Government of India restricts.',
  },
  retention: {
    intro: 'We keep data only as long as we need it, or as long as the law requires. Then we delete it.',
    caption: 'How long we keep each kind of data',
    kind: 'Data',
    period: 'How long we keep it',
    rows: {
      medical: 'Medical records (consultation records and prescriptions)',
      access: 'The log of who opened your medical records',
      requests: 'Requests sent through our forms',
      account: 'Account details',
      billing: 'Payment records',
      cookies: 'Cookies',
    },
    medical: (years: string) => `${years} years from your last consultation`,
    access: 'As long as the medical records it is about',
    requests: (days: string) => `${days} days from when they arrive`,
    account: 'Until you ask us to close your account',
    billing: 'As long as tax and accounting laws require',
    cookies: 'As listed in our cookie policy',
    medicalNote: (years: string, lawYears: string) => [
      `A consultation record is what your doctor writes at a consultation: your age and sex, your symptoms, the readings you tell them (such as temperature or blood pressure), the diagnosis, advice and tests. We keep it, with each prescription and the name and phone number of the appointment, for ${years} years from your last consultation. Then we delete them.`,
      `The law asks us to keep them. The Indian Medical Council Regulations 2002 ask doctors to keep patients’ records for at least ${lawYears} years, and the Telemedicine Practice Guidelines 2020 ask us to keep the record of each online consultation. So we do not delete them earlier, even if you ask us to erase your data. We keep them safe, and only you and your doctor can read them.`,
      'Consultations on our site are never recorded: the audio and video of the consultation room go between you and your doctor (through an encrypted relay when your networks need one) and are stored nowhere. What the room keeps is part of your medical record and kept the same way: the chat messages you and your doctor type, when each of you joined and left, how long the consultation was held by video or by audio, and the name and age you gave when the doctor confirmed who you are. Our staff can see that a chat exists, never what it says.',
      'Each time someone opens, prints or checks one of your records or prescriptions, we log who, when and which one. We keep this log as long as the records it is about, and you can see it in your account.',
      'We may keep a record longer where a law or a court case requires it.',
    ],
  },
  rights: {
    intro: 'Under the Digital Personal Data Protection Act 2023, you have the right to:',
    items: [
      'Access: get a summary of the data we hold about you, what we do with it, and who we shared it with.',
      'Correction: have wrong or incomplete data corrected, completed or updated.',
      'Erasure: have your data deleted when we no longer need it, unless a law requires us to keep it.',
      'Withdraw consent: stop us using your data, as easily as you gave consent. Care already given is not affected.',
      'Nominate: name someone to use these rights for you if you die or cannot act yourself.',
      'Complain: have your grievance answered by our Privacy Officer.',
    ],
    board:
      'If you are not happy with our answer, you can complain to the Data Protection Board of India. The Act asks you to try our Privacy Officer first.',
    how: 'To use any of these rights, send the privacy request form below or email our Privacy Officer. We may ask you to confirm who you are.',
  },
  download: {
    signedIn:
      'If you are signed in, you can download a file of the data we hold about you: your account details and the requests you sent us.',
    signedOut:
      'If you are not signed in, the button asks you to sign in first. You can also ask for your data with the privacy request form.',
    file: 'Download my data (JSON file)',
  },
  children: (age: string) => [
    `Our services are for people aged ${age} and over. Anyone younger may use them only with the consent of a parent or guardian. We check that consent before we use a child’s data.`,
    'A parent or guardian must join every consultation for a child.',
    'We do not track children’s behaviour online, and we do not show them targeted advertising.',
  ],
  breach: (hours: string) => [
    'If a breach affects your data, we tell you without delay. We explain what happened, what it may mean for you, what we are doing about it, and what you can do.',
    `We also tell the Data Protection Board of India at once, and send it a full report within ${hours} hours of learning of the breach.`,
  ],
  officer: {
    intro: 'Our Privacy Officer answers questions and complaints about your personal data.',
    lawLimit: (days: string) => `The law gives us at most ${days} days to answer; we aim to answer much sooner.`,
    formTitle: 'Privacy request form',
    formIntro:
      'Use this form to ask for access to your data, a correction, erasure, to withdraw consent, or to nominate someone. You get a reference number at once.',
  },
  compliance: {
    intro: 'This policy is written to meet these Indian laws and rules:',
    cards: [
      {
        title: 'Digital Personal Data Protection Act 2023',
        body: 'Sets your rights over your personal data and our duties as a Data Fiduciary.',
      },
      {
        title: 'Digital Personal Data Protection Rules 2025',
        body: 'Set how we give notice, take consent, report breaches and answer requests.',
      },
      {
        title: 'Information Technology Act 2000',
        body: 'Requires reasonable security for sensitive personal data, such as health and passwords.',
      },
      {
        title: 'Telemedicine Practice Guidelines 2020',
        body: 'Set how doctors keep records of online consultations and protect patient privacy.',
      },
    ],
  },
  contactIntro: 'For anything else about your data, contact us:',
  emailSubject: 'Privacy question',
  changes: [
    'When we change this policy, we show the new version and date at the top of this page.',
    'If a change affects how we use your data, we tell you before it applies. Where we need your consent again, we ask for it.',
  ],
};

export type PrivacyCopy = typeof PRIVACY_COPY_EN;
