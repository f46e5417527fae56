// The /login card: Continue with Google, Patient Login / Create Account, Remember me, and the reset dialog.
// Errors and successes are toasts, as the spec's catalogue says; without JavaScript they show inline. Its words come
// as props, in the page's language.
import { lazy, Suspense, useRef, useState } from 'react';
import { CodeSentNote, CredentialFields, FormError, type CodeNoteWords } from '../auth/FormParts';
import { FIELD_INPUT, FIELD_LABEL } from '../auth/PasswordField';
import { AUTH_PATHS } from '../../shared/auth/paths';
import { type SubmitMessages, useAuthSubmit } from '../auth/useAuthSubmit';
import { checkLoginSignIn, checkLoginSignUp, type Checked, type Field } from '../../shared/auth/validation';
import type { AuthActionWords, AuthFieldWords, LoginFormWords } from '../../shared/i18n/en/auth';
import { localeOfPath, localizedPath, type Locale } from '../../shared/i18n/locales';
import { useHydrated } from '../hooks/useHydrated';
import { notify } from '../notify';

export type LoginMode = 'sign-in' | 'sign-up' | 'forgot';

export interface PatientLoginFormWords {
  fields: AuthFieldWords;
  actions: AuthActionWords;
  login: LoginFormWords;
  messages: SubmitMessages;
  /** After a sign-up: the e-mail is on its way, and where to enter its code. */
  codeNote: CodeNoteWords;
}

/** What the server knows of the form: the mode, the error to show and the email to fill in. */
export interface PatientLoginFormState {
  mode: LoginMode;
  error: string | null;
  email: string;
  remember: boolean;
  /** A sign-up has just sent its confirmation e-mail: say so, with the link to the page that takes its code. */
  codeSent: boolean;
}

export interface PatientLoginFormProps extends PatientLoginFormState {
  /** The language of the page's address: the forms post to its endpoints and the links stay in it. */
  locale: Locale;
  words: PatientLoginFormWords;
}

const ResetPasswordDialog = lazy(() => import('../auth/ResetPasswordDialog'));

const CHECKS: Record<string, (field: Field) => Checked<unknown>> = {
  [AUTH_PATHS.loginSignIn]: checkLoginSignIn,
  [AUTH_PATHS.loginSignUp]: checkLoginSignUp,
};

export default function PatientLoginForm(props: PatientLoginFormProps) {
  const { locale, words } = props;
  const { fields, actions, login } = words;
  const hydrated = useHydrated();
  const [mode, setMode] = useState<LoginMode>(props.mode);
  const [inlineError, setInlineError] = useState<string | null>(props.error);
  const [resetOpen, setResetOpen] = useState(false);
  const [codeSent, setCodeSent] = useState(props.codeSent);
  const [googleBusy, setGoogleBusy] = useState(false);
  const forgotRef = useRef<HTMLButtonElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const { busy, submit } = useAuthSubmit({
    check: (field, action) => CHECKS[localeOfPath(action).path]?.(field) ?? null,
    messages: words.messages,
    onError: (message) => {
      setInlineError(null);
      notify({ variant: 'error', title: message });
    },
    onSuccess: (reply, form) => {
      // A sign-up: back to sign-in, with the note that leads to the confirmation code's page.
      if (reply.mode === 'sign-in') {
        form.reset();
        setMode('sign-in');
        setCodeSent(true);
      }
    },
  });
  const signUp = mode === 'sign-up';
  const loginPath = localizedPath('/login', locale);
  const forgotAction = localizedPath(AUTH_PATHS.loginForgot, locale);

  if (mode === 'forgot') {
    // Without JavaScript, the reset dialog is this form on the page.
    return (
      <form method="post" action={forgotAction} className="grid gap-4" aria-labelledby="reset-title">
        <h2 id="reset-title" className="text-xl font-bold text-ink-900">
          {login.reset.title}
        </h2>
        <FormError message={inlineError} />
        <div>
          <label htmlFor="forgot-email" className={FIELD_LABEL}>
            {fields.email}
          </label>
          <input
            id="forgot-email"
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={props.email}
            className={FIELD_INPUT}
          />
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <a href={loginPath} className="btn-outline">
            {login.reset.cancel}
          </a>
          <button type="submit" className="btn-primary">
            {login.reset.send}
          </button>
        </div>
      </form>
    );
  }

  return (
    <div className="grid gap-5">
      <form
        method="post"
        action={localizedPath(AUTH_PATHS.loginGoogle, locale)}
        onSubmit={() => {
          setGoogleBusy(true);
          notify(login.redirectingToGoogle);
        }}
      >
        <button type="submit" className="btn-outline w-full" disabled={googleBusy}>
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18">
            <circle cx="9" cy="9" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M9 5v8M5 9h8" stroke="currentColor" strokeWidth="2" />
          </svg>
          {googleBusy ? login.googleBusy : login.google}
        </button>
      </form>
      <p className="text-center text-sm text-ink-600">{login.orEmail}</p>
      {/* A group of two links styled as a switch; a fieldset would be wrong for links outside a form. */}
      {/* biome-ignore lint/a11y/useSemanticElements: see above */}
      <div role="group" aria-label={login.modeSwitch} className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
        {(['sign-in', 'sign-up'] as const).map((tab) => (
          <a
            key={tab}
            href={tab === 'sign-up' ? `${loginPath}?mode=signup` : loginPath}
            aria-current={mode === tab ? 'true' : undefined}
            onClick={(event) => {
              event.preventDefault();
              setMode(tab);
              setInlineError(null);
            }}
            className="flex min-h-11 items-center justify-center rounded-md px-2 text-center font-semibold text-ink-700 no-underline aria-[current=true]:bg-white aria-[current=true]:text-brand-800 aria-[current=true]:shadow"
          >
            {tab === 'sign-up' ? login.tabs.signUp : login.tabs.signIn}
          </a>
        ))}
      </div>
      <form
        method="post"
        action={localizedPath(signUp ? AUTH_PATHS.loginSignUp : AUTH_PATHS.loginSignIn, locale)}
        onSubmit={submit}
        className="grid gap-4"
        aria-label={signUp ? login.tabs.signUp : login.tabs.signIn}
      >
        <FormError message={inlineError} />
        {codeSent && !signUp && (
          <CodeSentNote words={words.codeNote} href={localizedPath(AUTH_PATHS.confirmCode, locale)} />
        )}
        <CredentialFields
          idPrefix="login"
          email={props.email}
          newPassword={signUp}
          emailRef={emailRef}
          words={fields}
        />
        {signUp ? (
          <label className="flex items-start gap-2">
            <input type="checkbox" name="terms" required className="mt-1.5" />
            <span>
              {login.terms.before}
              <a href={localizedPath('/terms', locale)}>{login.terms.terms}</a>
              {login.terms.between}
              <a href={localizedPath('/privacy', locale)}>{login.terms.privacy}</a>
              {login.terms.after}
            </span>
          </label>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label className="flex min-h-11 items-center gap-2">
              <input type="checkbox" name="remember" defaultChecked={props.remember} />
              {fields.remember}
            </label>
            {hydrated ? (
              <button
                ref={forgotRef}
                type="button"
                onClick={() => setResetOpen(true)}
                aria-haspopup="dialog"
                className="min-h-11 font-semibold text-brand-800 underline"
              >
                {actions.forgot}
              </button>
            ) : (
              <a href={`${loginPath}?mode=forgot`} className="flex min-h-11 items-center font-semibold">
                {actions.forgot}
              </a>
            )}
          </div>
        )}
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? actions.processing : signUp ? actions.createAccount : actions.signIn}
        </button>
      </form>
      {resetOpen && (
        <Suspense fallback={null}>
          <ResetPasswordDialog
            email={emailRef.current?.value ?? ''}
            action={forgotAction}
            words={{ email: fields.email, reset: login.reset }}
            messages={words.messages}
            onClose={() => setResetOpen(false)}
            returnFocusTo={forgotRef}
          />
        </Suspense>
      )}
    </div>
  );
}
