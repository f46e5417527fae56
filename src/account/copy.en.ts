// The patient's area in English (the source; copy.hi.ts is its Hindi twin).
import type { RequestKind } from '../../shared/requests/kinds';

export const ACCOUNT_COPY_EN = {
  menuLabel: 'My account',
  menu: {
    overview: 'Overview',
  },
  overview: {
    signedInAs: 'Signed in as',
    requestsTitle: 'Your requests',
    requestsLead: 'Requests sent with your e-mail address, newest first. Say the reference when you call us.',
    none: 'You have not sent us a request with this e-mail address yet.',
    columns: { reference: 'Reference', kind: 'Request', status: 'Status', received: 'Received' },
    kinds: {
      booking: 'Call-back',
      doctor: 'Doctor request',
      contact: 'Message',
      newsletter: 'Newsletter',
      privacy: 'Privacy request',
      refund: 'Refund request',
    } satisfies Record<RequestKind, string>,
    statuses: { new: 'Received', contacted: 'We have called you', closed: 'Closed' },
    download: 'Download your data',
    book: 'Book a consultation',
  },
  unavailable: 'Your requests cannot be shown right now. Please try again in a few minutes.',
};

export type AccountCopy = typeof ACCOUNT_COPY_EN;
