// The /auth card: Sign In and Create Account, the account type with its portal description, inline errors.
// Without JavaScript it is a plain form posting to the same endpoints. Its words come as props, in the page's language.
import { useState } from 'react';
import { CodeSentNote, CredentialFields, FormError, type CodeNoteWords } from '../auth/FormParts';
import { FIELD_INPUT, FIELD_LABEL } from '../auth/PasswordField';
import { AUTH_PATHS } from '../../shared/auth/paths';
import { type SubmitMessages, useAuthSubmit } from '../auth/useAuthSubmit';
import {
  ACCOUNT_TYPES,
  FULL_NAME_LIMIT,
  checkPortalSignIn,
  checkPortalSignUp,
  checkResetEmail,
  type AccountType,
  type Checked,
  type Field,
} from '../../shared/auth/validation';
import type { AuthActionWords, AuthFieldWords, PortalWords } from '../../shared/i18n/en/auth';
import { localeOfPath, localizedPath, type Locale } from '../../shared/i18n/locales';
import { useHydrated } from '../hooks/useHydrated';

export type PortalMode = 'sign-in' | 'sign-up';

export interface AuthPortalFormWords {
  fields: AuthFieldWords;
  actions: AuthActionWords;
  portal: PortalWords;
  messages: SubmitMessages;
  /** After a sign-up: the e-mail is on its way, and where to enter its code. */
  codeNote: CodeNoteWords;
}

/** What the server knows of the form: the mode, the error to show and what the visitor typed. */
export interface AuthPortalFormState {
  mode: PortalMode;
  error: string | null;
  email: string;
  fullName: string;
  accountType: AccountType;
  remember: boolean;
  next: string | null;
  /** A sign-up has just sent its confirmation e-mail: say so, with the link to the page that takes its code. */
  codeSent: boolean;
}

export interface AuthPortalFormProps extends AuthPortalFormState {
  /** The language of the page's address: the forms post to its endpoints and the links stay in it. */
  locale: Locale;
  words: AuthPortalFormWords;
}

const CHECKS: Record<string, (field: Field) => Checked<unknown>> = {
  [AUTH_PATHS.portalSignIn]: checkPortalSignIn,
  [AUTH_PATHS.portalSignUp]: checkPortalSignUp,
  [AUTH_PATHS.portalForgot]: checkResetEmail,
};

export default function AuthPortalForm(props: AuthPortalFormProps) {
  const { locale, words } = props;
  const { fields, actions, portal } = words;
  const hydrated = useHydrated();
  const [mode, setMode] = useState<PortalMode>(props.mode);
  const [error, setError] = useState<string | null>(props.error);
  const [accountType, setAccountType] = useState<AccountType>(props.accountType);
  const [codeSent, setCodeSent] = useState(props.codeSent);
  const { busy, submit } = useAuthSubmit({
    check: (field, action) => CHECKS[localeOfPath(action).path]?.(field) ?? null,
    messages: words.messages,
    onError: setError,
    onSuccess: (reply, form) => {
      setError(null);
      // A sign-up: back to sign-in, with the note that leads to the confirmation code's page.
      if (reply.mode === 'sign-in') {
        setMode('sign-in');
        setCodeSent(true);
        // Emptied for the sign-in, keeping the account type just chosen.
        const role = new FormData(form).get('role');
        form.reset();
        for (const radio of form.querySelectorAll<HTMLInputElement>('input[name="role"]'))
          radio.checked = radio.value === role;
      }
    },
  });
  const signUp = mode === 'sign-up';
  const portalPath = localizedPath('/auth', locale);
  const confirmPath = localizedPath(AUTH_PATHS.confirmCode, locale);
  const codeHref = props.next ? `${confirmPath}?next=${encodeURIComponent(props.next)}` : confirmPath;

  function toggle() {
    setMode(signUp ? 'sign-in' : 'sign-up');
    setError(null);
  }

  return (
    <div className="portal grid gap-6 md:grid-cols-[1fr_18rem]">
      <form
        method="post"
        action={localizedPath(signUp ? AUTH_PATHS.portalSignUp : AUTH_PATHS.portalSignIn, locale)}
        onSubmit={submit}
        noValidate={hydrated}
        className="card grid gap-4"
        aria-labelledby="portal-title"
      >
        <h1 id="portal-title" className="text-2xl font-extrabold text-ink-900">
          {signUp ? actions.createAccount : actions.signIn}
        </h1>
        <FormError message={error} />
        {codeSent && !signUp && <CodeSentNote words={words.codeNote} href={codeHref} />}
        {props.next && <input type="hidden" name="next" value={props.next} />}
        <fieldset>
          <legend className={FIELD_LABEL}>{portal.accountType}</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {ACCOUNT_TYPES.map((type) => (
              <label
                key={type}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-400 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="role"
                  value={type}
                  defaultChecked={props.accountType === type}
                  onChange={() => setAccountType(type)}
                />
                {portal.accountTypes[type]}
              </label>
            ))}
          </div>
        </fieldset>
        {signUp && (
          <div>
            <label htmlFor="portal-full-name" className={FIELD_LABEL}>
              {fields.fullName}
            </label>
            <input
              id="portal-full-name"
              name="fullName"
              autoComplete="name"
              required
              maxLength={FULL_NAME_LIMIT}
              defaultValue={props.fullName}
              className={FIELD_INPUT}
            />
          </div>
        )}
        <CredentialFields idPrefix="portal" email={props.email} newPassword={signUp} words={fields} />
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" name="remember" defaultChecked={props.remember} />
          {fields.remember}
        </label>
        {/* The form's first submit button is the one Enter presses (implicit submission, with or without
            JavaScript): Sign In must come before "Forgot your password?", which posts the same form elsewhere. */}
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? actions.processing : signUp ? actions.createAccount : actions.signIn}
        </button>
        {!signUp && (
          <button
            type="submit"
            formAction={localizedPath(AUTH_PATHS.portalForgot, locale)}
            formNoValidate
            className="min-h-11 justify-self-center font-semibold text-brand-800 underline"
          >
            {actions.forgot}
          </button>
        )}
        <p className="text-center">
          {signUp ? portal.haveAccount : portal.noAccount}
          <a
            href={signUp ? portalPath : `${portalPath}?mode=signup`}
            onClick={(event) => {
              event.preventDefault();
              toggle();
            }}
            className="font-semibold"
          >
            {signUp ? actions.signIn : actions.createAccount}
          </a>
        </p>
        <p className="text-center">
          <a href={localizedPath('/', locale)} className="btn-outline">
            {portal.backHome}
          </a>
        </p>
      </form>
      {/* One panel per account type; the stylesheet shows the one whose radio is checked (:has()), so the panel
          follows the choice before the form has hydrated and without JavaScript. Where :has() is not supported,
          the panel of the state's choice shows. */}
      {ACCOUNT_TYPES.map((type) => (
        <aside
          key={type}
          data-portal-panel={type}
          hidden={accountType !== type}
          aria-labelledby={`portal-panel-title-${type}`}
          className="card bg-brand-800 text-white"
        >
          <h2 id={`portal-panel-title-${type}`} className="text-xl font-bold">
            {portal.panelTitles[type]}
          </h2>
          <ul className="mt-4 grid gap-2 pl-5">
            {portal.descriptions[type].map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {type !== 'patient' && <p className="mt-4 text-sm text-brand-100">{portal.accessNotes[type]}</p>}
        </aside>
      ))}
    </div>
  );
}
