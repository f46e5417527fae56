// The spec's messages in English (docs/product/messages.md): the sign-in area's toasts, carried over redirects,
// and the titles of the 404 and 500 pages. shared/messages.ts assembles them with the request messages.
import type { ToastMessage } from '../../toast';

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
  emailConfirmedElsewhere: {
    variant: 'success',
    title: 'Your email is confirmed.',
    description:
      'You opened the link in a different browser from the one you signed up in, so you are not signed in here. Sign in below with your email and password.',
  },
  emailConfirmed: {
    variant: 'success',
    title: 'Your email is confirmed.',
    description: 'You are signed in.',
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

/** After the unsubscribe link in a mail (src/notifications/): it worked, or the link was not one of ours. */
export const UNSUBSCRIBE_TOASTS = {
  unsubscribed: {
    variant: 'success',
    title: 'You are unsubscribed',
    description: 'We will send no more e-mails to this address.',
  },
  unsubscribeLinkInvalid: {
    variant: 'error',
    title: 'That unsubscribe link is not valid.',
    description: 'Use the link in our latest e-mail, or write to us and we will remove your address.',
  },
  /** The stop link in a message to a phone (SMS or WhatsApp). */
  phoneStopped: {
    variant: 'success',
    title: 'No more reminders to your phone',
    description: 'We will still tell you when a booking is confirmed, moved or cancelled.',
  },
  /** The patient's own choices on their appointment's page and on /account. */
  phoneWhatsapp: { variant: 'success', title: 'Done. We will send updates on WhatsApp.' },
  phoneSms: { variant: 'success', title: 'Done. We will send updates by SMS.' },
  phoneRemindersOn: { variant: 'success', title: 'Done. Reminders are on again.' },
  phoneStopLinkInvalid: {
    variant: 'error',
    title: 'That link is not valid.',
    description: 'Use the link in our latest message, or reply STOP on WhatsApp.',
  },
} as const satisfies Record<string, ToastMessage>;

/** The patient's area (/account): the profile saved, and the request to delete the account received. */
export const ACCOUNT_TOASTS = {
  profileSaved: { variant: 'success', title: 'Your profile is saved' },
  deletionRequested: {
    variant: 'success',
    title: 'We have your request to delete your account',
    description: 'Our team will delete it and tell you by e-mail.',
  },
  mobileAdded: {
    variant: 'success',
    title: 'Your mobile is added',
    description: 'You can sign in with it, and bookings made with it show in your account.',
  },
} as const satisfies Record<string, ToastMessage>;

/** The admin area's one toast (English only, as the admin area is). */
export const STATUS_UPDATED: ToastMessage = { variant: 'success', title: 'Status updated' };

export const NOT_FOUND_TITLE = 'Oops! Page not found';

/** The page for an uncaught failure (src/render/error-page.ts). */
export const ERROR_PAGE_EN = {
  title: 'Unexpected Application Error!',
  body: 'Something went wrong on our side. Please try again in a moment.',
  returnHome: 'Return to Home',
};

export type ErrorPageWords = typeof ERROR_PAGE_EN;
