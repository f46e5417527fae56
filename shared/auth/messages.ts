// The sign-in area's messages for the server: each language's words (shared/i18n/<language>/auth.ts) with their
// figures filled in, and the spec's English wording (docs/product/sign-in.md) under the names the rest of the code
// and the tests use. Browser code imports shared/auth/validation.ts instead: the islands get their words as props.
import { formatNumber } from '../i18n/format';
import { EN_AUTH_WORDS, type AuthWords, type ProblemWords } from '../i18n/en/auth';
import { HI_AUTH_WORDS } from '../i18n/hi/auth';
import type { Locale } from '../i18n/locales';
import { AUTH_PROBLEMS, FULL_NAME_LIMIT, MIN_PASSWORD_LENGTH, PASSWORD_LIMIT, type AuthProblem } from './validation';

export {
  ACCOUNT_TYPES,
  EMAIL_LIMIT,
  FULL_NAME_LIMIT,
  MIN_PASSWORD_LENGTH,
  PASSWORD_LIMIT,
  isAccountType,
  type AccountType,
  type AuthProblem,
} from './validation';
export type { AuthWords } from '../i18n/en/auth';

export const AUTH_WORDS: Record<Locale, AuthWords> = { en: EN_AUTH_WORDS, hi: HI_AUTH_WORDS };

/** A form's problem messages as plain text, figures formatted for the language (an island gets these as props). */
export function problemMessages(words: ProblemWords, locale: Locale): Record<AuthProblem, string> {
  const figure = (value: number) => formatNumber(value, locale);
  const text = (problem: AuthProblem): string => {
    switch (problem) {
      case 'fullNameTooLong':
        return words.fullNameTooLong(figure(FULL_NAME_LIMIT));
      case 'passwordTooShort':
        return words.passwordTooShort(figure(MIN_PASSWORD_LENGTH));
      case 'passwordTooLong':
        return words.passwordTooLong(figure(PASSWORD_LIMIT));
      default:
        return words[problem];
    }
  };
  return Object.fromEntries(AUTH_PROBLEMS.map((problem) => [problem, text(problem)])) as Record<AuthProblem, string>;
}

// The spec's English wording, as the admin area, the guards and the tests name it.
const EN_PORTAL_PROBLEMS = problemMessages(EN_AUTH_WORDS.problems.portal, 'en');
const EN_LOGIN_PROBLEMS = problemMessages(EN_AUTH_WORDS.problems.login, 'en');

export const PORTAL_ERRORS = {
  required: EN_PORTAL_PROBLEMS.required,
  invalidEmail: EN_PORTAL_PROBLEMS.invalidEmail,
  fullNameRequired: EN_PORTAL_PROBLEMS.fullNameRequired,
  passwordsDiffer: EN_PORTAL_PROBLEMS.passwordsDiffer,
  passwordTooShort: EN_PORTAL_PROBLEMS.passwordTooShort,
  emailRequired: EN_PORTAL_PROBLEMS.emailRequired,
  alreadyRegistered: EN_AUTH_WORDS.errors.portal.alreadyRegistered,
  invalidCredentials: EN_AUTH_WORDS.errors.portal.invalidCredentials,
  unexpected: EN_AUTH_WORDS.errors.portal.unexpected,
};

export const LOGIN_ERRORS = {
  required: EN_LOGIN_PROBLEMS.required,
  invalidEmail: EN_LOGIN_PROBLEMS.invalidEmail,
  passwordsDiffer: EN_LOGIN_PROBLEMS.passwordsDiffer,
  passwordTooShort: EN_LOGIN_PROBLEMS.passwordTooShort,
  termsRequired: EN_LOGIN_PROBLEMS.termsRequired,
  emailRequired: EN_LOGIN_PROBLEMS.emailRequired,
  ...EN_AUTH_WORDS.errors.login,
};

export const AUTH_SERVICE_UNAVAILABLE = EN_AUTH_WORDS.errors.serviceUnavailable;
export const RESET_LINK_EXPIRED = EN_AUTH_WORDS.errors.resetLinkExpired;
export const TOO_MANY_ATTEMPTS = EN_AUTH_WORDS.errors.tooManyAttempts;
