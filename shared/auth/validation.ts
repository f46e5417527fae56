// The sign-in forms' rules (SPEC.md section 5), run in the browser for instant feedback and again on the server.
import {
  EMAIL_LIMIT,
  FULL_NAME_LIMIT,
  LOGIN_ERRORS,
  MIN_PASSWORD_LENGTH,
  PASSWORD_LIMIT,
  PORTAL_ERRORS,
  isAccountType,
  type AccountType,
} from './messages';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Field = (name: string) => unknown;
export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const isOn = (value: unknown) => value === 'on' || value === 'true' || value === true;

export interface Credentials {
  email: string;
  password: string;
  remember: boolean;
}

function credentials(field: Field, errors: { required: string; invalidEmail: string }): Checked<Credentials> {
  const email = text(field('email')).trim();
  const password = text(field('password'));
  if (!email || !password) return { ok: false, error: errors.required };
  if (!EMAIL_PATTERN.test(email) || email.length > EMAIL_LIMIT) return { ok: false, error: errors.invalidEmail };
  if (password.length > PASSWORD_LIMIT)
    return { ok: false, error: `Password must be at most ${PASSWORD_LIMIT} characters.` };
  return { ok: true, value: { email, password, remember: isOn(field('remember')) } };
}

export function checkPortalSignIn(field: Field): Checked<Credentials & { accountType: AccountType }> {
  const checked = credentials(field, PORTAL_ERRORS);
  if (!checked.ok) return checked;
  const role = field('role');
  return { ok: true, value: { ...checked.value, accountType: isAccountType(role) ? role : 'patient' } };
}

export function checkPortalSignUp(field: Field): Checked<Credentials & { fullName: string; accountType: AccountType }> {
  const checked = credentials(field, PORTAL_ERRORS);
  if (!checked.ok) return checked;
  const fullName = text(field('fullName')).trim();
  if (!fullName) return { ok: false, error: PORTAL_ERRORS.fullNameRequired };
  if (fullName.length > FULL_NAME_LIMIT)
    return { ok: false, error: `Full name must be at most ${FULL_NAME_LIMIT} characters.` };
  if (checked.value.password !== text(field('confirmPassword')))
    return { ok: false, error: PORTAL_ERRORS.passwordsDiffer };
  if (checked.value.password.length < MIN_PASSWORD_LENGTH) return { ok: false, error: PORTAL_ERRORS.passwordTooShort };
  const role = field('role');
  return { ok: true, value: { ...checked.value, fullName, accountType: isAccountType(role) ? role : 'patient' } };
}

export function checkLoginSignIn(field: Field): Checked<Credentials> {
  return credentials(field, LOGIN_ERRORS);
}

export function checkLoginSignUp(field: Field): Checked<Credentials & { fullName: string }> {
  const checked = credentials(field, LOGIN_ERRORS);
  if (!checked.ok) return checked;
  if (checked.value.password !== text(field('confirmPassword')))
    return { ok: false, error: LOGIN_ERRORS.passwordsDiffer };
  if (checked.value.password.length < MIN_PASSWORD_LENGTH) return { ok: false, error: LOGIN_ERRORS.passwordTooShort };
  if (!isOn(field('terms'))) return { ok: false, error: LOGIN_ERRORS.termsRequired };
  // The spec's patient sign-up sends only a full name, taken from the part of the address before the @.
  return { ok: true, value: { ...checked.value, fullName: checked.value.email.split('@')[0] ?? '' } };
}

export function checkResetEmail(field: Field): Checked<{ email: string }> {
  const email = text(field('email')).trim();
  if (!email) return { ok: false, error: PORTAL_ERRORS.emailRequired };
  if (!EMAIL_PATTERN.test(email) || email.length > EMAIL_LIMIT) return { ok: false, error: PORTAL_ERRORS.invalidEmail };
  return { ok: true, value: { email } };
}

export function checkNewPassword(field: Field): Checked<{ password: string }> {
  const password = text(field('password'));
  if (!password) return { ok: false, error: 'Please enter a new password.' };
  if (password !== text(field('confirmPassword'))) return { ok: false, error: PORTAL_ERRORS.passwordsDiffer };
  if (password.length < MIN_PASSWORD_LENGTH) return { ok: false, error: PORTAL_ERRORS.passwordTooShort };
  if (password.length > PASSWORD_LIMIT)
    return { ok: false, error: `Password must be at most ${PASSWORD_LIMIT} characters.` };
  return { ok: true, value: { password } };
}
