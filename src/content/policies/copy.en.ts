// Words several policy pages share, in English: the cookie types and the cookies themselves, browser settings, the
// grievance officer's title, retention and durations. Figures come in as arguments, already formatted for the page's
// language (facts.ts holds the values), so the words never disagree with them.
import { DEFAULT_REQUEST_RETENTION_DAYS, type BrowserId, type CookieType, type SiteCookieId } from './facts';

/** A cookie type's words: its name as a heading, what it is for, what it is, examples. */
export interface CookieTypeWords {
  title: string;
  purpose: string;
  description: string;
  examples: string[];
}

export const COOKIE_TYPE_WORDS_EN: Record<CookieType, CookieTypeWords> = {
  essential: {
    title: 'Essential cookies',
    purpose: 'Keep the site working and keep you signed in safely.',
    description:
      'The site cannot work without these. They keep you signed in, protect forms from misuse and remember your cookie choice. You cannot switch them off here, but you can block them in your browser; signing in will then stop working.',
    examples: ['Your signed-in session', 'A one-minute message after you send a form', 'Your cookie choice'],
  },
  performance: {
    title: 'Performance cookies',
    purpose: 'Measure how fast pages load and where errors happen.',
    description: 'These would help us find slow pages and errors. We do not use any performance cookies today.',
    examples: ['Page load times', 'Error counts'],
  },
  functionality: {
    title: 'Functionality cookies',
    purpose: 'Remember the choices you make, so you do not have to make them again.',
    description:
      'These are set only when you ask for them, for example when you tick Remember me at sign-in. Switching them off means the site forgets those choices.',
    examples: ['Keeping you signed in for longer', 'Filling in your email at sign-in'],
  },
  analytics: {
    title: 'Analytics cookies',
    purpose: 'Count visits and see which pages people use.',
    description: 'These would tell us how people use the site as a whole. We do not use any analytics cookies today.',
    examples: ['Number of visits', 'Pages visited'],
  },
};

export const SITE_COOKIE_WORDS_EN: Record<SiteCookieId, { purpose: string }> = {
  session: {
    purpose:
      'Keeps you signed in. It holds your sign-in token, which only our server can read. Long sessions are split into numbered parts.',
  },
  'code-verifier': {
    purpose: 'A one-time secret that makes Google sign-in and password-reset links safe to use.',
  },
  'account-hint': {
    purpose:
      'Lets the page header show your name, and the booking forms fill in your name and mobile number, while you are signed in. It grants no access.',
  },
  remember: { purpose: 'Records that you ticked Remember me, so your session lasts longer.' },
  'remembered-email': { purpose: 'Fills in your email address the next time you sign in (Remember me).' },
  flash: { purpose: 'Shows a message once, such as "Request Submitted", after you send a form.' },
  'cookie-prefs': { purpose: 'Remembers the cookie choice you made on this page.' },
  'phone-sign-in': {
    purpose:
      'While you sign in with your mobile: the number the code went to and when, so the next page can take the code. It grants no access.',
  },
  'phone-change': {
    purpose:
      'While you add a mobile to your account: the number the code went to and when, so the next page can take the code. It grants no access.',
  },
};

export const COOKIE_WORDS_EN = {
  typeNames: {
    essential: 'Essential',
    functionality: 'Functionality',
    performance: 'Performance',
    analytics: 'Analytics',
  },
  /** The longest a type may last under the policy. */
  typeDuration: (mayBeSession: boolean, years: string) =>
    mayBeSession ? `Session, or up to ${years}` : `Up to ${years}`,
  years: (count: number, formatted: string) => (count === 1 ? `${formatted} year` : `${formatted} years`),
  lifetime: {
    seconds: (seconds: string) => `${seconds} seconds`,
    /** Whole years are said as years (the page uses `years` for them). */
    days: (days: string) => `${days} days`,
    sessionOrRemember: (days: string) => `Until you close your browser, or ${days} days if you tick Remember me`,
    remember: (days: string) => `${days} days`,
  },
  inUse: 'In use',
  notUsed: 'Not used on this site',
  canDisable: 'You can switch these off',
  alwaysOn: 'Always on',
};

export type CookieWords = typeof COOKIE_WORDS_EN;

export const BROWSER_WORDS_EN: Record<BrowserId, { name: string; steps: string }> = {
  chrome: {
    name: 'Google Chrome',
    steps:
      'Open the menu (three dots), then Settings, then Privacy and security, then Third-party cookies or Site data.',
  },
  firefox: {
    name: 'Mozilla Firefox',
    steps: 'Open the menu (three lines), then Settings, then Privacy & Security, then Cookies and Site Data.',
  },
  safari: {
    name: 'Apple Safari',
    steps:
      'On a Mac: Safari, then Settings, then Privacy. On an iPhone or iPad: the Settings app, then Safari, then Advanced.',
  },
  edge: {
    name: 'Microsoft Edge',
    steps:
      'Open the menu (three dots), then Settings, then Cookies and site permissions, then Manage and delete cookies.',
  },
};

/**
 * The grievance officer named by the privacy policy, the terms and the refund policy (DPDP Act 2023 section 8(10),
 * Consumer Protection (E-Commerce) Rules 2020 rule 4(5)), as the policies introduce them. The name is words, written
 * in each language's script like the doctors' names. SAMPLE VALUE: the provider's own officer's name goes here (and
 * in copy.hi.ts) before launch, as with the doctors and the marketing claims. The officer's email is configuration
 * (SUPPORT_EMAIL) and the postal address is the office address (OFFICE_ADDRESS).
 */
export const GRIEVANCE_WORDS_EN = {
  name: 'Meera Subramanian',
  title: 'Grievance Officer and privacy contact',
  role: 'Answers questions and complaints about your personal data, our policies and refunds.',
  email: 'Email:',
  address: 'Post:',
  phone: 'Phone:',
  acknowledge: (hours: string) => `We acknowledge every complaint within ${hours} hours.`,
  resolve: (days: string) => `We aim to resolve it within ${days} business days.`,
};

/** The sentence about the request store's retention; the days come from configuration (REQUEST_RETENTION_DAYS). */
export const requestRetentionEn = (days: string = String(DEFAULT_REQUEST_RETENTION_DAYS)) =>
  `Requests you send through our forms (call-backs, messages, privacy and refund requests) are deleted ${days} days after they arrive.`;
