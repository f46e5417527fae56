// Pieces the sign-in forms share.
import type { Ref } from 'react';
import type { AuthFieldWords } from '../../shared/i18n/en/auth';
import { EMAIL_LIMIT } from '../../shared/auth/validation';
import { Alert } from '../ui/Alert';
import { FIELD_INPUT, FIELD_LABEL, PasswordField } from './PasswordField';

/** The note after a sign-up, in the page's language: the e-mail is on its way, and a link to enter its code. */
export interface CodeNoteWords {
  before: string;
  link: string;
  after: string;
}

/** Says the confirmation e-mail was sent and links the page that takes its code; stays until the page changes. */
export function CodeSentNote({ words, href }: { words: CodeNoteWords; href: string }) {
  return (
    <p role="status" className="m-0 rounded-lg border-l-4 border-brand-700 bg-brand-50 px-4 py-3 text-brand-900">
      {words.before}
      <a href={href} className="font-semibold">
        {words.link}
      </a>
      {words.after}
    </p>
  );
}

/** The inline error of a sign-in form. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert tone="error">{message}</Alert>;
}

/** Email and password, with the password's show/hide toggle; `newPassword` for sign-up. */
export function CredentialFields({
  idPrefix,
  email,
  newPassword,
  emailRef,
  words,
}: {
  idPrefix: string;
  email: string;
  newPassword: boolean;
  emailRef?: Ref<HTMLInputElement>;
  words: AuthFieldWords;
}) {
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-email`} className={FIELD_LABEL}>
          {words.email}
        </label>
        <input
          ref={emailRef}
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_LIMIT}
          defaultValue={email}
          className={FIELD_INPUT}
        />
      </div>
      <PasswordField
        id={`${idPrefix}-password`}
        name="password"
        label={words.password}
        toggle={{ show: words.show, hide: words.hide, field: words.passwordToggle }}
        autoComplete={newPassword ? 'new-password' : 'current-password'}
      />
      {newPassword && (
        <PasswordField
          id={`${idPrefix}-confirm`}
          name="confirmPassword"
          label={words.confirmPassword}
          toggle={{ show: words.show, hide: words.hide, field: words.confirmToggle }}
          autoComplete="new-password"
        />
      )}
    </>
  );
}
