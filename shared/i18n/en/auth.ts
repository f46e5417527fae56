// The sign-in area's words in English: /auth, /login, /reset-password, their islands and dialog, and every message
// of the spec's validation rules and error catalogue (docs/product/sign-in.md), worded exactly as the spec gives
// them. The source every other language follows (its type is AuthWords). The server picks the page's dictionary and
// passes the islands the words they show as props, so no other page downloads these words.
import type { AccountType } from '../../auth/validation';
import type { ToastMessage } from '../../toast';

/** A refused form's words (shared/auth/validation.ts names the problem); figures come as parameters. */
export interface ProblemWords {
  required: string;
  invalidEmail: string;
  emailRequired: string;
  fullNameRequired: string;
  fullNameTooLong: (limit: string) => string;
  passwordsDiffer: string;
  passwordTooShort: (minimum: string) => string;
  passwordTooLong: (limit: string) => string;
  termsRequired: string;
  newPasswordRequired: string;
}

export interface AuthFieldWords {
  email: string;
  password: string;
  confirmPassword: string;
  newPassword: string;
  fullName: string;
  remember: string;
  /** The password toggle's visible words. */
  show: string;
  hide: string;
  /** Read after Show or Hide by screen readers, naming the field the toggle belongs to. */
  passwordToggle: string;
  confirmToggle: string;
}

export interface AuthActionWords {
  signIn: string;
  createAccount: string;
  processing: string;
  forgot: string;
}

export interface PortalWords {
  accountType: string;
  accountTypes: Record<AccountType, string>;
  haveAccount: string;
  noAccount: string;
  backHome: string;
  panelTitles: Record<AccountType, string>;
  descriptions: Record<AccountType, readonly string[]>;
  /** Said under the panel of an account type that an administrator must approve. */
  accessNotes: Record<Exclude<AccountType, 'patient'>, string>;
}

export interface LoginFormWords {
  google: string;
  googleBusy: string;
  redirectingToGoogle: ToastMessage;
  orEmail: string;
  /** The accessible name of the Patient Login / Create Account switch. */
  modeSwitch: string;
  tabs: { signIn: string; signUp: string };
  /** "I agree to the <Terms of Service> and <Privacy Policy>", in pieces around the two links. */
  terms: { before: string; terms: string; between: string; privacy: string; after: string };
  reset: { title: string; description: string; cancel: string; send: string; sending: string };
}

export interface LoginPageWords {
  title: string;
  lead: string;
  points: readonly { title: string; text: string }[];
  help: string;
  liveChat: string;
  opensInNewTab: string;
  helpline: string;
  /** The WhatsApp message the Live Chat link starts with. */
  whatsappMessage: string;
}

export interface ResetPageWords {
  title: string;
  choose: (minimum: string) => string;
  save: string;
  noSession: string;
  newEmail: string;
}

/** The sign-up confirmation by code (/auth/confirm) and the notes after a sign-up that lead to it. */
export interface ConfirmWords {
  /** After a sign-up: the e-mail is on its way; `enterCode` is the link to the page that takes its code. */
  sent: string;
  /** What ends that sentence after the link. */
  sentEnd: string;
  /** Figures come as parameters: `digits` is the code's length, formatted for the language. */
  enterCode: (digits: string) => string;
  title: string;
  lead: (digits: string) => string;
  code: (digits: string) => string;
  codeHint: string;
  submit: string;
  /** No mail, or already confirmed: where to look, and the way to sign in (`signIn`, a link). */
  noMail: string;
  signIn: string;
  /** The code is not the right number of digits. */
  codeInvalid: (digits: string) => string;
  /** The auth server refused the code: wrong, used or expired. */
  wrongCode: string;
}

export interface PortalErrorWords {
  alreadyRegistered: string;
  invalidCredentials: string;
  unexpected: string;
  /** Any other error of the auth server: its own message (in English). */
  other: (message: string) => string;
}

export interface LoginErrorWords {
  invalidCredentials: string;
  emailNotConfirmed: string;
  signInFailed: (message: string) => string;
  alreadyRegistered: string;
  signUpFailed: (message: string) => string;
  googleFailed: (message: string) => string;
  resetFailed: (message: string) => string;
  unexpectedSignIn: string;
  unexpectedSignUp: string;
  unexpectedGoogle: string;
  unexpectedReset: string;
}

/** "Sign in with your mobile": a number, then the code sent to it. Figures and waits come as parameters. */
export interface PhoneSignInWords {
  title: string;
  lead: string;
  mobile: string;
  send: string;
  /** The code's step: where it went (the number as people write it). */
  sentTo: (phone: string) => string;
  code: (digits: string) => string;
  codeHint: (minutes: string) => string;
  verify: string;
  again: string;
  /** Under "Send again": how long to wait between codes. */
  againAfter: (wait: string) => string;
  /** Under "Send again", once the wait is over. */
  againNow: string;
  otherNumber: string;
  codeInvalid: (digits: string) => string;
  wrongCode: string;
  expired: string;
  tooManyTries: string;
  /** Five wrong codes locked the number: for how long, and until when (a date and time in India, in words). */
  locked: (minutes: string, until: string) => string;
  /** A code asked for too soon: the wait in words ("45 seconds"). */
  wait: (wait: string) => string;
  tooManySends: string;
  notSent: string;
  /** The code's step was opened without a number on the way (the 15 minutes passed, or cookies are off). */
  noNumber: string;
  seconds: (count: number, formatted: string) => string;
  minutes: (count: number, formatted: string) => string;
}

export interface AuthWords {
  fields: AuthFieldWords;
  actions: AuthActionWords;
  portal: PortalWords;
  loginForm: LoginFormWords;
  loginPage: LoginPageWords;
  resetPage: ResetPageWords;
  confirm: ConfirmWords;
  phone: PhoneSignInWords;
  /** The /auth portal's rules and the /login form's rules word some problems differently. */
  problems: { portal: ProblemWords; login: ProblemWords };
  errors: {
    portal: PortalErrorWords;
    login: LoginErrorWords;
    serviceUnavailable: string;
    resetLinkExpired: string;
    tooManyAttempts: string;
  };
}

/** "Login failed: <reason>." with the reason's own full stop dropped, so it never reads "..". */
const withReason = (prefix: string, reason: string) => `${prefix}: ${reason.trim().replace(/[.\s]+$/, '')}.`;

export const EN_AUTH_WORDS: AuthWords = {
  fields: {
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    newPassword: 'New Password',
    fullName: 'Full Name',
    remember: 'Remember me',
    show: 'Show',
    hide: 'Hide',
    passwordToggle: ' password',
    confirmToggle: ' confirm password',
  },
  actions: {
    signIn: 'Sign In',
    createAccount: 'Create Account',
    processing: 'Processing...',
    forgot: 'Forgot your password?',
  },
  portal: {
    accountType: 'Account Type',
    accountTypes: { patient: 'Patient', doctor: 'Doctor', admin: 'Admin' },
    haveAccount: 'Already have an account? ',
    noAccount: "Don't have an account? ",
    backHome: 'Back to Home',
    panelTitles: { patient: 'Patient Portal', doctor: 'Doctor Portal', admin: 'Admin Portal' },
    descriptions: {
      patient: ['Book consultations', 'View medical history', 'Track prescriptions', '24/7 support'],
      doctor: [
        'Manage appointments',
        'Patient records',
        'Digital prescriptions',
        'My numbers: consultations, no-shows, prescriptions',
      ],
      admin: ['User management', 'System analytics', 'Content management', 'Security controls'],
    },
    accessNotes: {
      doctor: 'Doctor access is granted by an administrator after sign-up.',
      admin: 'Admin access is granted by an administrator after sign-up.',
    },
  },
  loginForm: {
    google: 'Continue with Google',
    googleBusy: 'Signing in...',
    redirectingToGoogle: { variant: 'info', title: 'Redirecting to Google...' },
    orEmail: 'or use your email',
    modeSwitch: 'Sign in or create an account',
    tabs: { signIn: 'Patient Login', signUp: 'Create Account' },
    terms: {
      before: 'I agree to the ',
      terms: 'Terms of Service',
      between: ' and ',
      privacy: 'Privacy Policy',
      after: '',
    },
    reset: {
      title: 'Reset Your Password',
      description: 'Enter your email and we will send you a link to choose a new password.',
      cancel: 'Cancel',
      send: 'Send Reset Link',
      sending: 'Sending...',
    },
  },
  loginPage: {
    title: 'Patient Login',
    lead: 'Consult doctors online and keep your care in one place.',
    points: [
      { title: 'Secure & Private', text: 'Your health records are encrypted and only shared with your doctor.' },
      { title: '24/7 Access', text: 'Book consultations and see prescriptions at any hour, from any phone.' },
      { title: 'Verified Doctors', text: 'Every doctor is registered and verified before consulting.' },
    ],
    help: 'Need help signing in?',
    liveChat: 'Live Chat',
    opensInNewTab: ' (opens in a new tab)',
    helpline: 'Helpline:',
    whatsappMessage: 'Hello, I need help signing in.',
  },
  resetPage: {
    title: 'Reset Password',
    choose: (minimum) => `Choose a new password of at least ${minimum} characters.`,
    save: 'Save New Password',
    noSession:
      'To choose a new password, open the link in the password reset email we sent you. Links work once and expire after a while; if yours did not work, ask for a new one.',
    newEmail: 'Send a new reset email',
  },
  confirm: {
    sent: 'We have sent you an email to confirm your address. Open its link, or ',
    sentEnd: '.',
    enterCode: (digits) => `enter the ${digits}-digit code from it`,
    title: 'Confirm your email',
    lead: (digits) =>
      `Enter the email address you signed up with and the ${digits}-digit code from the email we sent you. Your account is then confirmed and you are signed in.`,
    code: (digits) => `${digits}-digit code`,
    codeHint: 'Only the code in our newest email works.',
    submit: 'Confirm my email',
    noMail: 'No email? Look in your spam folder, or wait a few minutes. Already confirmed? ',
    signIn: 'Sign in',
    codeInvalid: (digits) => `Enter the ${digits} digits of the code from the email.`,
    wrongCode: 'That code is wrong or has expired. Check the newest email from us, or open its link.',
  },
  phone: {
    title: 'Sign in with your mobile',
    lead: 'We send a 6-digit code to your mobile on WhatsApp or by SMS. No password needed; a new number gets a new patient account.',
    mobile: 'Mobile number',
    send: 'Send code',
    sentTo: (phone) => `We sent a code to ${phone}.`,
    code: (digits) => `${digits}-digit code`,
    codeHint: (minutes) => `The code works for ${minutes}. Only the newest code works.`,
    verify: 'Verify',
    again: 'Send again',
    againAfter: (wait) => `No code? You can ask for a new one in ${wait}.`,
    againNow: 'No code? Ask for a new one.',
    otherNumber: 'Use another number',
    codeInvalid: (digits) => `Enter the ${digits} digits of the code we sent.`,
    wrongCode: 'That code is not right. Check the newest message from us and try again.',
    expired: 'That code has expired. Ask for a new one.',
    tooManyTries: 'Too many wrong codes. That code no longer works: ask for a new one.',
    locked: (minutes, until) =>
      `Too many wrong codes for this number. It is locked for ${minutes}, until ${until} India time. Then ask for a new code, or sign in with your email.`,
    wait: (wait) => `Please wait ${wait} before asking for another code.`,
    tooManySends: 'Too many codes were sent to this number. Please try again in an hour, or sign in with your email.',
    notSent: 'We could not send a code to this number. Please try again, or sign in with your email.',
    noNumber: 'Enter your mobile number again to get a new code.',
    seconds: (count, formatted) => (count === 1 ? `${formatted} second` : `${formatted} seconds`),
    minutes: (count, formatted) => (count === 1 ? `${formatted} minute` : `${formatted} minutes`),
  },
  problems: {
    portal: {
      required: 'Email and password are required.',
      invalidEmail: 'Please enter a valid email address.',
      emailRequired: 'Please enter your email address.',
      fullNameRequired: 'Full name is required.',
      fullNameTooLong: (limit) => `Full name must be at most ${limit} characters.`,
      passwordsDiffer: "Passwords don't match.",
      passwordTooShort: (minimum) => `Password must be at least ${minimum} characters.`,
      passwordTooLong: (limit) => `Password must be at most ${limit} characters.`,
      termsRequired: 'Please accept the Terms of Service and Privacy Policy.',
      newPasswordRequired: 'Please enter a new password.',
    },
    login: {
      required: 'Email and password are required.',
      invalidEmail: 'Please enter a valid email address.',
      emailRequired: 'Please enter your email address.',
      fullNameRequired: 'Full name is required.',
      fullNameTooLong: (limit) => `Full name must be at most ${limit} characters.`,
      passwordsDiffer: "Passwords don't match.",
      passwordTooShort: (minimum) => `Password must be at least ${minimum} characters long.`,
      passwordTooLong: (limit) => `Password must be at most ${limit} characters.`,
      termsRequired: 'Please accept the Terms of Service and Privacy Policy.',
      newPasswordRequired: 'Please enter a new password.',
    },
  },
  errors: {
    portal: {
      alreadyRegistered: 'An account with this email already exists. Please sign in instead.',
      invalidCredentials: 'Invalid email or password. Please check your credentials.',
      unexpected: 'An unexpected error occurred. Please try again.',
      other: (message) => `${message}`,
    },
    login: {
      invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
      emailNotConfirmed: 'Please check your email and click the confirmation link before signing in.',
      signInFailed: (message) => withReason('Login failed', message),
      alreadyRegistered: 'This email is already registered. Please sign in instead.',
      signUpFailed: (message) => withReason('Sign-up failed', message),
      googleFailed: (message) => withReason('Google sign-in failed', message),
      resetFailed: (message) => withReason('Failed to send reset email', message),
      unexpectedSignIn: 'An unexpected error occurred during sign in. Please try again.',
      unexpectedSignUp: 'An unexpected error occurred during sign up. Please try again.',
      unexpectedGoogle: 'An unexpected error occurred during Google sign in. Please try again.',
      unexpectedReset: 'An unexpected error occurred while sending the reset email. Please try again.',
    },
    serviceUnavailable: 'The sign-in service is not available right now. Please try again in a few minutes.',
    resetLinkExpired: 'Your reset link has expired. Request a new email below.',
    tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  },
};

export default EN_AUTH_WORDS;
