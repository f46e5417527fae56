// The spec's user-facing messages (SPEC.md section 8), in one place for the server pages, the islands and the tests.

import type { ToastMessage } from './toast';

export type { ToastMessage, ToastVariant } from './toast';

// The request and package messages are defined with the words the browser downloads (i18n/en/islands.ts).
import { DOCTOR_REQUEST_MISSING, DOCTOR_REQUEST_SUBMITTED, EN_ISLAND_WORDS, packageSelected } from './i18n/en/islands';

export { DOCTOR_REQUEST_MISSING, DOCTOR_REQUEST_SUBMITTED, packageSelected };

/**
 * Messages the server may carry over a redirect. The cookie holds only the code, so nobody can make the site
 * show text of their choosing.
 */
export const AUTH_TOASTS = {
  welcomeBack: { variant: 'success', title: 'Welcome back!' },
  signedIn: { variant: 'success', title: 'Successfully signed in!' },
  accountCreated: {
    variant: 'success',
    title: 'Account created successfully!',
    description: 'Please check your email to verify your account.',
  },
  accountCreatedDoctor: {
    variant: 'success',
    title: 'Account created successfully!',
    description:
      'Please check your email to verify your account. Doctor access is pending approval by an administrator.',
  },
  accountCreatedAdmin: {
    variant: 'success',
    title: 'Account created successfully!',
    description:
      'Please check your email to verify your account. Admin access is pending approval by an administrator.',
  },
  accountCreatedPatient: {
    variant: 'success',
    title: 'Account created! Please check your email to verify your account.',
  },
  resetSent: { variant: 'success', title: 'Password reset sent!', description: 'Check your email for the reset link.' },
  resetEmailSent: { variant: 'success', title: 'Password reset email sent! Check your inbox and spam folder.' },
  redirectingToGoogle: { variant: 'info', title: 'Redirecting to Google...' },
  signedOut: { variant: 'success', title: 'Signed out successfully' },
  passwordUpdated: {
    variant: 'success',
    title: 'Password updated',
    description: 'You are signed in with your new password.',
  },
  recoveryReady: {
    variant: 'info',
    title: 'Choose a new password',
    description: 'Enter and confirm your new password below.',
  },
  linkExpired: {
    variant: 'error',
    title: 'That link is invalid or has expired.',
    description: 'Request a new email below and use the newest link.',
  },
  linkUsedSignedIn: {
    variant: 'info',
    title: 'That link has already been used or has expired.',
    description: 'You are signed in, so there is nothing more to do with it.',
  },
  googleFailed: {
    variant: 'error',
    title: 'Google sign-in failed: access was not granted.',
    description: 'Please try again.',
  },
} as const satisfies Record<string, ToastMessage>;

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
  'link-used-signed-in': AUTH_TOASTS.linkUsedSignedIn,
  'google-failed': AUTH_TOASTS.googleFailed,
  // The admin area (English only).
  'request-status-updated': { variant: 'success', title: 'Status updated' },
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

export const NOT_FOUND_TITLE = 'Oops! Page not found';
export const UNEXPECTED_ERROR_TITLE = 'Unexpected Application Error!';
