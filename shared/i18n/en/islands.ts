// The English words the browser needs: those the islands and their dialogs show (booking options, the doctor
// request form, package selection, toasts, the account menu). The only dictionary an English page downloads; the
// rest of the frame's words (shared/i18n/en/ui.ts) stay on the server. The spec's own wording for the request and
// package messages is defined here, once; shared/messages.ts re-exports it.
import type { ToastMessage } from '../../toast';
import type {
  CallbackLanguage,
  ContactDepartment,
  FieldProblem,
  PrivacyRequestType,
  RefundService,
  RequestKind,
  TimeWindow,
} from '../../requests/kinds';

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
    // The staff areas are in English whatever the page's language; a patient's account follows the page.
    areas: {
      account: { label: 'My Account', href: '/account' },
      doctor: { label: 'Doctor Area', href: '/doctor' },
      admin: { label: 'Dashboard', href: '/admin' },
    },
    signOut: 'Sign Out',
  },
  hours: {
    support: 'Mon-Sun 8 AM-10 PM',
  },
  /** The ways to book: the booking dialog, and the /book page without JavaScript. */
  contact: {
    dialogTitle: 'Book a consultation',
    call: (number: string) => `Call ${number}`,
    whatsapp: 'Chat on WhatsApp',
    opensInNewTab: ' (opens in a new tab)',
    /** A doctor's topic: the page of the doctor's free times. */
    pickTime: 'Pick a time yourself',
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
    specializationPlaceholder: 'Cardiologist, Neurologist, Pediatrician',
    cancel: 'Cancel',
    submit: 'Submit Request',
    missing: DOCTOR_REQUEST_MISSING,
    submitted: DOCTOR_REQUEST_SUBMITTED,
  },
  /** Every request form: the booking call-back, the doctor request, the contact message and the newsletter box. */
  forms: {
    fields: {
      name: 'Your Name',
      phone: 'Phone Number',
      language: 'Language for the call',
      timeWindow: 'Best time to call',
      topic: 'About',
      note: 'Anything we should know',
      specialization: 'Required Specialization',
      requirements: 'Specific Requirements',
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      department: 'Department',
      message: 'Message',
      requestType: 'What would you like us to do?',
      details: 'Details',
      service: 'What was the payment for?',
      paymentReference: 'Payment or booking reference',
      reason: 'Why are you asking for a refund?',
    },
    optional: ' (optional)',
    phoneHint: 'A 10-digit mobile number, for example 98765 43210.',
    // Named in the page's language only: an <option> cannot mark a name in another script with its lang, so the
    // names in their own scripts are left to the places that can (the doctors' cards on Hindi pages).
    languages: {
      en: 'English',
      hi: 'Hindi',
      ta: 'Tamil',
      te: 'Telugu',
      bn: 'Bengali',
      mr: 'Marathi',
      kn: 'Kannada',
      ml: 'Malayalam',
      gu: 'Gujarati',
      pa: 'Punjabi',
    } satisfies Record<CallbackLanguage, string> as Record<CallbackLanguage, string>,
    timeWindows: {
      morning: 'Morning, 9 AM to 12 noon',
      afternoon: 'Afternoon, 12 noon to 4 PM',
      evening: 'Evening, 4 PM to 8 PM',
      any: 'Any time, 8 AM to 10 PM',
    } satisfies Record<TimeWindow, string> as Record<TimeWindow, string>,
    departments: {
      'general-physician': 'General physician',
      'diabetes-care': 'Diabetes care',
      'cancer-care': 'Cancer care',
      'health-checkups': 'Health check-ups',
      'billing-refunds': 'Payments and refunds',
      'technical-help': 'Help with the website',
      other: 'Something else',
    } satisfies Record<ContactDepartment, string> as Record<ContactDepartment, string>,
    privacyRequestTypes: {
      access: 'Tell me what data you hold about me',
      correction: 'Correct my data',
      erasure: 'Delete my data',
      withdrawal: 'Withdraw my consent',
      nomination: 'Name someone to act for me',
      grievance: 'Make a complaint',
    } satisfies Record<PrivacyRequestType, string> as Record<PrivacyRequestType, string>,
    refundServices: {
      consultation: 'A consultation',
      'health-package': 'A health check-up package',
      subscription: 'A monthly plan',
    } satisfies Record<RefundService, string> as Record<RefundService, string>,
    chooseOne: 'Choose one',
    /** The call-back language chosen at first: the page's own. */
    defaultLanguage: 'en' as CallbackLanguage,
    problems: {
      missing: 'Please fill in this field.',
      tooLong: 'This is too long. Please shorten it.',
      name: 'Please use only letters, spaces, dots, apostrophes and hyphens.',
      phone:
        'Please enter a 10-digit Indian mobile number that starts with 6, 7, 8 or 9. We call back and message on mobiles only.',
      email: 'Please enter an email address like name@example.com.',
      choice: 'Please choose one of the options.',
      markup: 'Please remove the < and > signs.',
      characters: 'Please remove the special characters.',
    } satisfies Record<FieldProblem, string> as Record<FieldProblem, string>,
    /**
     * What the browser says when its own check of a field stops a form (a required box, an e-mail field, a minimum
     * length): in the page's language, not the browser's (client/forms/validity.ts). An empty field, a wrong e-mail,
     * an unchosen option and a too-long text use the problems above.
     */
    validity: {
      checkbox: 'Please tick this box to go on.',
      tooShort: (minimum: string) => `Please use at least ${minimum} characters.`,
      tooLow: (minimum: string) => `Please enter ${minimum} or more.`,
      tooHigh: (maximum: string) => `Please enter ${maximum} or less.`,
      tooEarly: (earliest: string) => `Please choose ${earliest} or later.`,
      tooLate: (latest: string) => `Please choose ${latest} or earlier.`,
      format: 'Please check this answer: it is not in the form asked for.',
    },
    /** The spec's wording when required fields are empty. */
    missing: DOCTOR_REQUEST_MISSING,
    invalid: {
      variant: 'error',
      title: 'Please check the form',
      description: 'Some answers need a change. They are marked in the form.',
    } satisfies ToastMessage as ToastMessage,
    failed: {
      variant: 'error',
      title: 'Your request was not sent',
      description: 'Please check your internet connection and try again, or call us.',
    } satisfies ToastMessage as ToastMessage,
    sending: 'Sending...',
    reference: (reference: string) => `Your reference is ${reference}.`,
    /** The hidden field robots fill in; people never see it, screen readers are told to skip it. */
    honeypot: 'Leave this field empty',
    /** The line under each form: why we ask, what we keep, and the privacy page. */
    consent: {
      callback: 'We use your name and number only to call you back about this request.',
      contact: 'We use your details only to answer this message.',
      newsletter: 'We use your email only to send our newsletter. You can stop it at any time.',
      privacy: 'We use your details only to answer this request and to confirm who you are.',
      refund: 'We use your details only to check and pay this refund.',
      policyLink: 'How we keep your data: privacy policy',
      privacyHref: '/privacy',
    },
    submitted: {
      booking: {
        variant: 'success',
        title: 'Call-back requested',
        description: 'A care coordinator will call you at the time you chose.',
      },
      doctor: DOCTOR_REQUEST_SUBMITTED,
      contact: {
        variant: 'success',
        title: 'Message sent',
        description: 'We reply within 2 hours during business hours.',
      },
      newsletter: {
        variant: 'success',
        title: 'You are subscribed',
        description: 'Thank you. Here are our plans and prices.',
      },
      privacy: {
        variant: 'success',
        title: 'Privacy request received',
        description: 'Our grievance officer will reply by email within 24 hours to confirm it.',
      },
      refund: {
        variant: 'success',
        title: 'Refund request received',
        description: 'We review refund requests in 2 to 3 business days and reply by email.',
      },
    } satisfies Record<RequestKind, ToastMessage> as Record<RequestKind, ToastMessage>,
    booking: {
      title: 'Or ask us to call you',
      submit: 'Request a call back',
    },
    contact: {
      submit: 'Send Message',
    },
    privacy: {
      submit: 'Send privacy request',
    },
    refund: {
      submit: 'Request a refund',
    },
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
