// The spec's messages (docs/product/messages.md), in one place for the server pages, the islands and the tests.

import type { ToastMessage } from './toast';

export type { ToastMessage, ToastVariant } from './toast';

// The request and package messages are defined with the words the browser downloads (i18n/en/islands.ts).
import { DOCTOR_REQUEST_MISSING, DOCTOR_REQUEST_SUBMITTED, EN_ISLAND_WORDS, packageSelected } from './i18n/en/islands';

import { ACCOUNT_TOASTS, AUTH_TOASTS, NOT_FOUND_TITLE, STATUS_UPDATED, UNSUBSCRIBE_TOASTS } from './i18n/en/messages';

export { AUTH_TOASTS, DOCTOR_REQUEST_MISSING, DOCTOR_REQUEST_SUBMITTED, NOT_FOUND_TITLE, packageSelected };

export const FLASH_MESSAGES = {
  'doctor-request-submitted': DOCTOR_REQUEST_SUBMITTED,
  'callback-requested': EN_ISLAND_WORDS.forms.submitted.booking,
  'contact-sent': EN_ISLAND_WORDS.forms.submitted.contact,
  'newsletter-subscribed': EN_ISLAND_WORDS.forms.submitted.newsletter,
  'privacy-request-received': EN_ISLAND_WORDS.forms.submitted.privacy,
  'refund-request-received': EN_ISLAND_WORDS.forms.submitted.refund,
  'welcome-back': AUTH_TOASTS.welcomeBack,
  'signed-in': AUTH_TOASTS.signedIn,
  'account-created': AUTH_TOASTS.accountCreated,
  'account-created-doctor': AUTH_TOASTS.accountCreatedDoctor,
  'account-created-admin': AUTH_TOASTS.accountCreatedAdmin,
  'account-created-patient': AUTH_TOASTS.accountCreatedPatient,
  'reset-sent': AUTH_TOASTS.resetSent,
  'reset-email-sent': AUTH_TOASTS.resetEmailSent,
  'signed-out': AUTH_TOASTS.signedOut,
  'password-updated': AUTH_TOASTS.passwordUpdated,
  'recovery-ready': AUTH_TOASTS.recoveryReady,
  'link-expired': AUTH_TOASTS.linkExpired,
  'email-confirmed-elsewhere': AUTH_TOASTS.emailConfirmedElsewhere,
  'email-confirmed': AUTH_TOASTS.emailConfirmed,
  'link-used-signed-in': AUTH_TOASTS.linkUsedSignedIn,
  'google-failed': AUTH_TOASTS.googleFailed,
  unsubscribed: UNSUBSCRIBE_TOASTS.unsubscribed,
  'unsubscribe-link-invalid': UNSUBSCRIBE_TOASTS.unsubscribeLinkInvalid,
  'phone-stopped': UNSUBSCRIBE_TOASTS.phoneStopped,
  'phone-stop-link-invalid': UNSUBSCRIBE_TOASTS.phoneStopLinkInvalid,
  'phone-whatsapp': UNSUBSCRIBE_TOASTS.phoneWhatsapp,
  'phone-sms': UNSUBSCRIBE_TOASTS.phoneSms,
  'phone-reminders-on': UNSUBSCRIBE_TOASTS.phoneRemindersOn,
  'profile-saved': ACCOUNT_TOASTS.profileSaved,
  'account-deletion-requested': ACCOUNT_TOASTS.deletionRequested,
  'mobile-added': ACCOUNT_TOASTS.mobileAdded,
  // The admin area (English only).
  'request-status-updated': STATUS_UPDATED,
  'appointment-created': { variant: 'success', title: 'Appointment created' },
  'appointment-confirmed': { variant: 'success', title: 'Appointment confirmed' },
  'appointment-rescheduled': { variant: 'success', title: 'Appointment moved to the new time' },
  'appointment-cancelled': { variant: 'success', title: 'Appointment cancelled' },
  'appointment-status-updated': STATUS_UPDATED,
  // The doctor's area (English only).
  'hours-change-requested': {
    variant: 'success',
    title: 'Request sent',
    description: 'The coordinators will change your hours and mark the request handled.',
  },
  'record-saved': { variant: 'success', title: 'Record saved' },
  'record-line-added': { variant: 'success', title: 'Medicine added to the draft' },
  'record-line-removed': { variant: 'success', title: 'Medicine removed from the draft' },
  'record-prescription-issued': {
    variant: 'success',
    title: 'Prescription issued',
    description: 'It can no longer be edited. To correct it, supersede it with a new one.',
  },
  'record-correction-started': {
    variant: 'success',
    title: 'Correction started',
    description: 'A new draft names the prescription it replaces. Issue it when it is right.',
  },
  'account-approved': { variant: 'success', title: 'Doctor approved and linked to their record' },
  'account-role-changed': { variant: 'success', title: 'Role changed' },
  'account-disabled': { variant: 'success', title: 'Account disabled and signed out everywhere' },
  'account-enabled': { variant: 'success', title: 'Account enabled again' },
  'account-reset-sent': { variant: 'success', title: 'Password-reset e-mail sent' },
  'account-deleted': { variant: 'success', title: 'Account deleted and the request closed' },
} as const satisfies Record<string, ToastMessage>;

export type FlashCode = keyof typeof FLASH_MESSAGES;

export interface FlashMessage extends ToastMessage {
  code: FlashCode;
  /** The reference of the request the message confirms. */
  reference?: string;
}

export function isFlashCode(value: string): value is FlashCode {
  return Object.hasOwn(FLASH_MESSAGES, value);
}
