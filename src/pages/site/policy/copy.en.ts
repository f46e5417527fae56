// Words every policy page shares: the version line, the table of contents, the printable view.
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
