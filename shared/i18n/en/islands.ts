// The English words the browser needs: those the islands and their dialogs show (booking options, the doctor
// request form, package selection, toasts, the account menu). The only dictionary an English page downloads; the
// rest of the frame's words (shared/i18n/en/ui.ts) stay on the server. The spec's own wording for the request and
// package messages is defined here, once; shared/messages.ts re-exports it.
import { SUPPORT_HOURS } from '../../business';
import type { ToastMessage } from '../../toast';
import type { DoctorRequestField } from '../../requests/doctor-request';

export const DOCTOR_REQUEST_MISSING: ToastMessage = {
  variant: 'error',
  title: 'Missing Information',
  description: 'Please fill in all required fields.',
};

export const DOCTOR_REQUEST_SUBMITTED: ToastMessage = {
  variant: 'success',
  title: 'Request Submitted',
  description: 'Our team will contact you within 24 hours to discuss your specific doctor requirements.',
};

export function packageSelected(packageName: string): ToastMessage {
  return {
    variant: 'success',
    title: 'Package Selected',
    description: `${packageName} is selected. Please contact us to schedule your appointment.`,
  };
}

export const EN_ISLAND_WORDS = {
  account: {
    signedInAs: 'Signed in as',
    yourAccount: 'your account',
    dashboard: 'Dashboard',
    signOut: 'Sign Out',
  },
  hours: {
    support: SUPPORT_HOURS as string,
  },
  /** The ways to book: the booking dialog, and the /book page without JavaScript. */
  contact: {
    dialogTitle: 'Book a consultation',
    call: (number: string) => `Call ${number}`,
    whatsapp: 'Chat on WhatsApp',
    opensInNewTab: ' (opens in a new tab)',
    howItGoes: (hours: string) =>
      `A care coordinator confirms a time that suits you and shares the payment link. Support hours: ${hours}.`,
    whatsappMessage: (subject: string, detail: string | undefined) =>
      `Hello, I would like to book a consultation: ${subject}${detail ? ` (${detail})` : ''}.`,
  },
  dialog: {
    close: 'Close',
  },
  request: {
    title: 'Request Specific Doctor',
    description: 'Tell us the specialist you need. Our team will contact you within 24 hours.',
    fields: {
      name: 'Your Name',
      phone: 'Phone Number',
      specialization: 'Required Specialization',
      requirements: 'Specific Requirements',
    } satisfies Record<DoctorRequestField, string>,
    optional: ' (optional)',
    specializationPlaceholder: 'e.g. Cardiologist, Neurologist, Pediatrician',
    cancel: 'Cancel',
    submit: 'Submit Request',
    missing: DOCTOR_REQUEST_MISSING,
    submitted: DOCTOR_REQUEST_SUBMITTED,
    tooLong: {
      variant: 'error',
      title: 'Some answers are too long.',
      description: 'Please shorten them and try again.',
    } satisfies ToastMessage as ToastMessage,
  },
  packages: {
    select: 'Select Package',
    selected: 'Selected',
    selectedToast: packageSelected,
  },
  toast: {
    /** The toaster's landmark name (sonner adds the shortcut to reach it). */
    notifications: 'Notifications',
    close: 'Close toast',
  },
};

export type IslandWords = typeof EN_ISLAND_WORDS;

export default EN_ISLAND_WORDS;
