// The /login card: Continue with Google, Patient Login / Create Account, Remember me, and the reset dialog.
// Errors and successes are toasts, as the spec's catalogue says; without JavaScript they show inline.
import { lazy, Suspense, useRef, useState } from 'react';
import { CredentialFields, FormError } from '../auth/FormParts';
import { FIELD_INPUT, FIELD_LABEL } from '../auth/PasswordField';
import { AUTH_PATHS } from '../../shared/auth/paths';
import { useAuthSubmit } from '../auth/useAuthSubmit';
import { checkLoginSignIn, checkLoginSignUp } from '../../shared/auth/validation';
import { useHydrated } from '../hooks/useHydrated';
import { AUTH_TOASTS } from '../../shared/messages';
import { notify } from '../notify';

export type LoginMode = 'sign-in' | 'sign-up' | 'forgot';

export interface PatientLoginFormProps {
  mode: LoginMode;
  error: string | null;
  email: string;
  remember: boolean;
}

const ResetPasswordDialog = lazy(() => import('../auth/ResetPasswordDialog'));

const CHECKS = {
  [AUTH_PATHS.loginSignIn]: checkLoginSignIn,
  [AUTH_PATHS.loginSignUp]: checkLoginSignUp,
} as const;

export default function PatientLoginForm(props: PatientLoginFormProps) {
  const hydrated = useHydrated();
  const [mode, setMode] = useState<LoginMode>(props.mode);
  const [inlineError, setInlineError] = useState<string | null>(props.error);
  const [resetOpen, setResetOpen] = useState(false);
  const [googleBusy, setGoogleBusy] = useState(false);
  const forgotRef = useRef<HTMLButtonElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const { busy, submit } = useAuthSubmit({
    check: (field, action) => CHECKS[action as keyof typeof CHECKS]?.(field) ?? null,
    onError: (message) => {
      setInlineError(null);
      notify({ variant: 'error', title: message });
    },
    onSuccess: (reply, form) => {
      if (reply.mode === 'sign-in') {
        form.reset();
        setMode('sign-in');
      }
    },
  });
  const signUp = mode === 'sign-up';

  if (mode === 'forgot') {
    // Without JavaScript, the reset dialog is this form on the page.
    return (
      <form method="post" action={AUTH_PATHS.loginForgot} className="grid gap-4" aria-labelledby="reset-title">
        <h2 id="reset-title" className="text-xl font-bold text-ink-900">
          Reset Your Password
        </h2>
        <FormError message={inlineError} />
        <div>
          <label htmlFor="forgot-email" className={FIELD_LABEL}>
            Email
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
          <a href="/login" className="btn-outline">
            Cancel
          </a>
          <button type="submit" className="btn-primary">
            Send Reset Link
          </button>
        </div>
      </form>
    );
  }

  return (
    <div className="grid gap-5">
      <form
        method="post"
        action={AUTH_PATHS.loginGoogle}
        onSubmit={() => {
          setGoogleBusy(true);
          notify(AUTH_TOASTS.redirectingToGoogle);
        }}
      >
        <button type="submit" className="btn-outline w-full" disabled={googleBusy}>
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18">
            <circle cx="9" cy="9" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M9 5v8M5 9h8" stroke="currentColor" strokeWidth="2" />
          </svg>
          {googleBusy ? 'Signing in...' : 'Continue with Google'}
        </button>
      </form>
      <p className="text-center text-sm text-ink-600">or use your email</p>
      {/* A group of two links styled as a switch; a fieldset would be wrong for links outside a form. */}
      {/* biome-ignore lint/a11y/useSemanticElements: see above */}
      <div
        role="group"
        aria-label="Sign in or create an account"
        className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1"
      >
        {(['sign-in', 'sign-up'] as const).map((tab) => (
          <a
            key={tab}
            href={tab === 'sign-up' ? '/login?mode=signup' : '/login'}
            aria-current={mode === tab ? 'true' : undefined}
            onClick={(event) => {
              event.preventDefault();
              setMode(tab);
              setInlineError(null);
            }}
            className="flex min-h-11 items-center justify-center rounded-md font-semibold text-ink-700 no-underline aria-[current=true]:bg-white aria-[current=true]:text-brand-800 aria-[current=true]:shadow"
          >
            {tab === 'sign-up' ? 'Create Account' : 'Patient Login'}
          </a>
        ))}
      </div>
      <form
        method="post"
        action={signUp ? AUTH_PATHS.loginSignUp : AUTH_PATHS.loginSignIn}
        onSubmit={submit}
        className="grid gap-4"
        aria-label={signUp ? 'Create Account' : 'Patient Login'}
      >
        <FormError message={inlineError} />
        <CredentialFields idPrefix="login" email={props.email} newPassword={signUp} emailRef={emailRef} />
        {signUp ? (
          <label className="flex items-start gap-2">
            <input type="checkbox" name="terms" required className="mt-1.5" />
            <span>
              I agree to the <a href="/terms">Terms of Service</a> and <a href="/privacy">Privacy Policy</a>
            </span>
          </label>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <label className="flex min-h-11 items-center gap-2">
              <input type="checkbox" name="remember" defaultChecked={props.remember} />
              Remember me
            </label>
            {hydrated ? (
              <button
                ref={forgotRef}
                type="button"
                onClick={() => setResetOpen(true)}
                aria-haspopup="dialog"
                className="min-h-11 font-semibold text-brand-800 underline"
              >
                Forgot your password?
              </button>
            ) : (
              <a href="/login?mode=forgot" className="flex min-h-11 items-center font-semibold">
                Forgot your password?
              </a>
            )}
          </div>
        )}
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Processing...' : signUp ? 'Create Account' : 'Sign In'}
        </button>
      </form>
      {resetOpen && (
        <Suspense fallback={null}>
          <ResetPasswordDialog
            email={emailRef.current?.value ?? ''}
            onClose={() => setResetOpen(false)}
            returnFocusTo={forgotRef}
          />
        </Suspense>
      )}
    </div>
  );
}
