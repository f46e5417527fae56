// The sign-in forms' rules (docs/product/sign-in.md), run in the browser for instant feedback and again on the server.
// Language-free: a failed check names its problem, and each page words it from its own dictionary
// (shared/i18n/<language>/auth.ts), so the islands carry no words of their own.

export const FULL_NAME_LIMIT = 100;
export const EMAIL_LIMIT = 254;
export const PASSWORD_LIMIT = 72;
export const MIN_PASSWORD_LENGTH = 6;

export type AccountType = 'patient' | 'doctor' | 'admin';
export const ACCOUNT_TYPES: readonly AccountType[] = ['patient', 'doctor', 'admin'];

export function isAccountType(value: unknown): value is AccountType {
  return typeof value === 'string' && (ACCOUNT_TYPES as readonly string[]).includes(value);
}

/** Why a form was refused before it reached the auth server. */
export const AUTH_PROBLEMS = [
  'required',
  'invalidEmail',
  'emailRequired',
  'fullNameRequired',
  'fullNameTooLong',
  'passwordsDiffer',
  'passwordTooShort',
  'passwordTooLong',
  'termsRequired',
  'newPasswordRequired',
] as const;

export type AuthProblem = (typeof AUTH_PROBLEMS)[number];

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Field = (name: string) => unknown;
export type Checked<T> = { ok: true; value: T } | { ok: false; problem: AuthProblem };

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const isOn = (value: unknown) => value === 'on' || value === 'true' || value === true;
const refuse = (problem: AuthProblem): { ok: false; problem: AuthProblem } => ({ ok: false, problem });

export interface Credentials {
  email: string;
  password: string;
  remember: boolean;
}

function credentials(field: Field): Checked<Credentials> {
  const email = text(field('email')).trim();
  const password = text(field('password'));
  if (!email || !password) return refuse('required');
  if (!EMAIL_PATTERN.test(email) || email.length > EMAIL_LIMIT) return refuse('invalidEmail');
  if (password.length > PASSWORD_LIMIT) return refuse('passwordTooLong');
  return { ok: true, value: { email, password, remember: isOn(field('remember')) } };
}

export function checkPortalSignIn(field: Field): Checked<Credentials & { accountType: AccountType }> {
  const checked = credentials(field);
  if (!checked.ok) return checked;
  const role = field('role');
  return { ok: true, value: { ...checked.value, accountType: isAccountType(role) ? role : 'patient' } };
}

export function checkPortalSignUp(field: Field): Checked<Credentials & { fullName: string; accountType: AccountType }> {
  const checked = credentials(field);
  if (!checked.ok) return checked;
  const fullName = text(field('fullName')).trim();
  if (!fullName) return refuse('fullNameRequired');
  if (fullName.length > FULL_NAME_LIMIT) return refuse('fullNameTooLong');
  if (checked.value.password !== text(field('confirmPassword'))) return refuse('passwordsDiffer');
  if (checked.value.password.length < MIN_PASSWORD_LENGTH) return refuse('passwordTooShort');
  const role = field('role');
  return { ok: true, value: { ...checked.value, fullName, accountType: isAccountType(role) ? role : 'patient' } };
}

export function checkLoginSignIn(field: Field): Checked<Credentials> {
  return credentials(field);
}

export function checkLoginSignUp(field: Field): Checked<Credentials & { fullName: string }> {
  const checked = credentials(field);
  if (!checked.ok) return checked;
  if (checked.value.password !== text(field('confirmPassword'))) return refuse('passwordsDiffer');
  if (checked.value.password.length < MIN_PASSWORD_LENGTH) return refuse('passwordTooShort');
  if (!isOn(field('terms'))) return refuse('termsRequired');
  // The spec's patient sign-up sends only a full name, taken from the part of the address before the @.
  return { ok: true, value: { ...checked.value, fullName: checked.value.email.split('@')[0] ?? '' } };
}

export function checkResetEmail(field: Field): Checked<{ email: string }> {
  const email = text(field('email')).trim();
  if (!email) return refuse('emailRequired');
  if (!EMAIL_PATTERN.test(email) || email.length > EMAIL_LIMIT) return refuse('invalidEmail');
  return { ok: true, value: { email } };
}

export function checkNewPassword(field: Field): Checked<{ password: string }> {
  const password = text(field('password'));
  if (!password) return refuse('newPasswordRequired');
  if (password !== text(field('confirmPassword'))) return refuse('passwordsDiffer');
  if (password.length < MIN_PASSWORD_LENGTH) return refuse('passwordTooShort');
  if (password.length > PASSWORD_LIMIT) return refuse('passwordTooLong');
  return { ok: true, value: { password } };
}

/** The length of the code in a sign-up's confirmation e-mail (Supabase Auth's e-mail OTP). */
export const CONFIRMATION_CODE_LENGTH = 6;

/**
 * The confirmation page's form: the e-mail address (as the reset form checks it) and the code, its digits kept
 * whatever spaces or dashes a person typed between them; null for a code that is not that many digits.
 */
export function checkConfirmation(field: Field): Checked<{ email: string; code: string | null }> {
  const email = checkResetEmail(field);
  if (!email.ok) return email;
  const code = text(field('code')).replace(/[\s-]/g, '');
  const digits = code.length === CONFIRMATION_CODE_LENGTH && /^\d+$/.test(code);
  return { ok: true, value: { email: email.value.email, code: digits ? code : null } };
}
