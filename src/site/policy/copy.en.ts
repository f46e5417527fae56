// Words every policy page shares: the version line, the table of contents, the printable view, the contact cards,
// and (on a translated page only) the line saying that the English text is the one that counts.
export const POLICY_COPY_EN = {
  versionLine: (version: string, date: string) => `Version ${version} · Last updated ${date}`,
  contents: 'On this page',
  print: 'Print or save as PDF',
  printTerms: 'Download Terms (PDF)',
  printable: {
    title: 'Printable version',
    body: 'This page is ready to print. To save it as a PDF, use your browser’s Print command and choose Save as PDF. On a computer, press Ctrl+P (Cmd+P on a Mac). On a phone, open the browser menu and choose Share, then Print.',
    back: 'Back to the full page',
  },
  /**
   * Shown near the top of a policy in another language, never on the English page itself: the English text is the
   * legal one. The link goes to the same policy in English.
   */
  englishPrevails: {
    text: 'This is a translation of our policy. If this text and the English text differ, the English text prevails.',
    link: 'Read the policy in English',
  },
  /** Said where a law is named for the first time. */
  lawNote:
    'This policy is our plain summary of how we follow Indian law. If it ever differs from the law, the law applies.',
  contactCards: {
    title: 'Contact us',
    phone: 'Call or WhatsApp',
    email: 'Email',
    office: 'Registered office',
  },
};

export type PolicyCopy = typeof POLICY_COPY_EN;
