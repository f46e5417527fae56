// The patient's area in English (the source; copy.hi.ts is its Hindi twin). It imports nothing from the Worker (the
// end-to-end tests read it under Node): copy.ts checks it names every payment state. An
// appointment's status and way to talk are in the appointment pages' words (src/appointments/copy.en.ts).
import type { RequestKind } from '../../shared/requests/kinds';

export const ACCOUNT_COPY_EN = {
  menuLabel: 'My account',
  menu: {
    overview: 'Overview',
    appointments: 'Appointments',
    profile: 'Profile',
    privacy: 'Privacy',
  },
  overview: {
    signedInAs: 'Signed in as',
    unconfirmed: 'Your e-mail address is not confirmed yet, so only what you sent while signed in is shown here.',
    nextTitle: 'Your next appointments',
    noNext: 'You have no appointment coming up.',
    allAppointments: 'All your appointments',
    requestsTitle: 'Your requests',
    requestsLead:
      'Requests sent while signed in or with your confirmed e-mail address, newest first. Say the reference when you call us.',
    none: 'You have not sent us a request yet.',
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
  appointments: {
    lead: 'Appointments booked while signed in or with your confirmed e-mail address. All times are India time (IST).',
    upcomingTitle: 'Coming up',
    pastTitle: 'Past',
    noneUpcoming: 'You have no appointment coming up.',
    nonePast: 'No past appointments.',
    reference: 'Reference',
    at: (time: string) => `${time} (IST)`,
    doctor: 'Doctor',
    mode: 'Consultation',
    fee: 'Fee',
    payments: {
      unpaid: 'Not paid yet',
      paid: 'Paid',
      'refund-due': 'Refund being processed',
      refunded: 'Refunded',
    },
    pay: (amount: string) => `Pay ${amount} by UPI`,
    receipt: 'Receipt',
    calendar: 'Add to calendar',
    open: 'Open the appointment',
    anotherTime: 'Ask for another time',
    cancel: 'Cancel…',
    cancelHint: 'Cancelling first shows what comes back under the refund rules; nothing changes until you confirm.',
  },
  profile: {
    lead: 'Your name and mobile number, as our coordinators see them when you book while signed in.',
    email: 'E-mail address',
    emailNote: 'You sign in with it; it cannot be changed here.',
    name: 'Your name',
    phone: 'Mobile number',
    save: 'Save',
    failed: 'Your profile could not be saved. Please try again in a few minutes.',
  },
  privacy: {
    downloadTitle: 'Your data',
    downloadLead: 'A file of everything we hold about your account and your requests.',
    download: 'Download your data',
    downloadUnavailable:
      'Your data cannot be gathered right now, so no file was made. Please try again in a few minutes, or call us.',
    requestsTitle: 'Privacy requests',
    requestsLead:
      'Ask us to correct your data, withdraw a consent, name someone to act for you or make a complaint, from the privacy page.',
    requestsLink: 'Make a privacy request',
    deleteTitle: 'Delete my account',
    deleteLead:
      'We delete your account and the data we are not required by law to keep (medical and payment records are kept as the law requires). A member of our team does it and tells you by e-mail.',
    deleteButton: 'Delete my account…',
    pending: (reference: string, date: string) =>
      `You asked us to delete your account on ${date} (reference ${reference}). We will tell you by e-mail when it is done.`,
    confirmTitle: 'Delete your account?',
    confirmLead: 'Once it is done, it cannot be undone. Until then you can still sign in and see your appointments.',
    confirm: 'Yes, delete my account',
    keep: 'No, keep my account',
    failed: 'Your request could not be sent. Please try again in a few minutes, or call us.',
  },
  unavailable: 'Your account cannot be shown right now. Please try again in a few minutes.',
};

export type AccountCopy = typeof ACCOUNT_COPY_EN;
