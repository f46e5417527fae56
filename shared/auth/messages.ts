// Sign-in area messages, worded as SPEC.md sections 5 and 8 give them.

export const PORTAL_ERRORS = {
  required: 'Email and password are required.',
  invalidEmail: 'Please enter a valid email address.',
  fullNameRequired: 'Full name is required.',
  passwordsDiffer: "Passwords don't match.",
  passwordTooShort: 'Password must be at least 6 characters.',
  emailRequired: 'Please enter your email address.',
  alreadyRegistered: 'An account with this email already exists. Please sign in instead.',
  invalidCredentials: 'Invalid email or password. Please check your credentials.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** "Login failed: <reason>." with the reason's own full stop dropped, so it never reads "..". */
const withReason = (prefix: string, reason: string) => `${prefix}: ${reason.trim().replace(/[.\s]+$/, '')}.`;

export const LOGIN_ERRORS = {
  required: 'Email and password are required.',
  invalidEmail: 'Please enter a valid email address.',
  passwordsDiffer: "Passwords don't match.",
  passwordTooShort: 'Password must be at least 6 characters long.',
  termsRequired: 'Please accept the Terms of Service and Privacy Policy.',
  emailRequired: 'Please enter your email address.',
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  emailNotConfirmed: 'Please check your email and click the confirmation link before signing in.',
  signInFailed: (message: string) => withReason('Login failed', message),
  alreadyRegistered: 'This email is already registered. Please sign in instead.',
  signUpFailed: (message: string) => withReason('Sign-up failed', message),
  googleFailed: (message: string) => withReason('Google sign-in failed', message),
  resetFailed: (message: string) => withReason('Failed to send reset email', message),
  unexpectedSignIn: 'An unexpected error occurred during sign in. Please try again.',
  unexpectedSignUp: 'An unexpected error occurred during sign up. Please try again.',
  unexpectedGoogle: 'An unexpected error occurred during Google sign in. Please try again.',
  unexpectedReset: 'An unexpected error occurred while sending the reset email. Please try again.',
} as const;

export const AUTH_SERVICE_UNAVAILABLE =
  'The sign-in service is not available right now. Please try again in a few minutes.';
export const RESET_LINK_EXPIRED = 'Your reset link has expired. Request a new email below.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';
export const FULL_NAME_LIMIT = 100;
export const EMAIL_LIMIT = 254;
export const PASSWORD_LIMIT = 72;
export const MIN_PASSWORD_LENGTH = 6;

export const PORTAL_DESCRIPTIONS = {
  patient: ['Book consultations', 'View medical history', 'Track prescriptions', '24/7 support'],
  doctor: ['Manage appointments', 'Patient records', 'Digital prescriptions', 'Analytics'],
  admin: ['User management', 'System analytics', 'Content management', 'Security controls'],
} as const;

export type AccountType = keyof typeof PORTAL_DESCRIPTIONS;
export const ACCOUNT_TYPES: readonly AccountType[] = ['patient', 'doctor', 'admin'];
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  patient: 'Patient',
  doctor: 'Doctor',
  admin: 'Admin',
};

export function isAccountType(value: unknown): value is AccountType {
  return typeof value === 'string' && (ACCOUNT_TYPES as readonly string[]).includes(value);
}
