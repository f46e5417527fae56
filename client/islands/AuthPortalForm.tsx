// The /auth card: Sign In and Create Account, the account type with its portal description, inline errors.
// Without JavaScript it is a plain form posting to the same endpoints.
import { useState } from 'react';
import { CredentialFields, FormError } from '../auth/FormParts';
import { FIELD_INPUT, FIELD_LABEL } from '../auth/PasswordField';
import { ACCOUNT_TYPE_LABELS, ACCOUNT_TYPES, PORTAL_DESCRIPTIONS, type AccountType } from '../../shared/auth/messages';
import { AUTH_PATHS } from '../../shared/auth/paths';
import { useAuthSubmit } from '../auth/useAuthSubmit';
import { checkPortalSignIn, checkPortalSignUp, checkResetEmail } from '../../shared/auth/validation';
import { useHydrated } from '../hooks/useHydrated';

export type PortalMode = 'sign-in' | 'sign-up';

export interface AuthPortalFormProps {
  mode: PortalMode;
  error: string | null;
  email: string;
  fullName: string;
  accountType: AccountType;
  remember: boolean;
  next: string | null;
}

const CHECKS = {
  [AUTH_PATHS.portalSignIn]: checkPortalSignIn,
  [AUTH_PATHS.portalSignUp]: checkPortalSignUp,
  [AUTH_PATHS.portalForgot]: checkResetEmail,
} as const;

export default function AuthPortalForm(props: AuthPortalFormProps) {
  const hydrated = useHydrated();
  const [mode, setMode] = useState<PortalMode>(props.mode);
  const [error, setError] = useState<string | null>(props.error);
  const [accountType, setAccountType] = useState<AccountType>(props.accountType);
  const { busy, submit } = useAuthSubmit({
    check: (field, action) => CHECKS[action as keyof typeof CHECKS]?.(field) ?? null,
    onError: setError,
    onSuccess: (reply, form) => {
      setError(null);
      if (reply.mode === 'sign-in') {
        setMode('sign-in');
        form.reset();
      }
    },
  });
  const signUp = mode === 'sign-up';

  function toggle() {
    setMode(signUp ? 'sign-in' : 'sign-up');
    setError(null);
  }

  return (
    <div className="grid gap-6 md:grid-cols-[1fr_18rem]">
      <form
        method="post"
        action={signUp ? AUTH_PATHS.portalSignUp : AUTH_PATHS.portalSignIn}
        onSubmit={submit}
        noValidate={hydrated}
        className="card grid gap-4"
        aria-labelledby="portal-title"
      >
        <h1 id="portal-title" className="text-2xl font-extrabold text-ink-900">
          {signUp ? 'Create Account' : 'Sign In'}
        </h1>
        <FormError message={error} />
        {props.next && <input type="hidden" name="next" value={props.next} />}
        <fieldset>
          <legend className={FIELD_LABEL}>Account Type</legend>
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
                  checked={accountType === type}
                  onChange={() => setAccountType(type)}
                />
                {ACCOUNT_TYPE_LABELS[type]}
              </label>
            ))}
          </div>
        </fieldset>
        {signUp && (
          <div>
            <label htmlFor="portal-full-name" className={FIELD_LABEL}>
              Full Name
            </label>
            <input
              id="portal-full-name"
              name="fullName"
              autoComplete="name"
              required
              maxLength={100}
              defaultValue={props.fullName}
              className={FIELD_INPUT}
            />
          </div>
        )}
        <CredentialFields idPrefix="portal" email={props.email} newPassword={signUp} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name="remember" defaultChecked={props.remember} />
            Remember me
          </label>
          {!signUp && (
            <button
              type="submit"
              formAction={AUTH_PATHS.portalForgot}
              formNoValidate
              className="min-h-11 font-semibold text-brand-800 underline"
            >
              Forgot your password?
            </button>
          )}
        </div>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Processing...' : signUp ? 'Create Account' : 'Sign In'}
        </button>
        <p className="text-center">
          {signUp ? 'Already have an account? ' : "Don't have an account? "}
          <a
            href={signUp ? '/auth' : '/auth?mode=signup'}
            onClick={(event) => {
              event.preventDefault();
              toggle();
            }}
            className="font-semibold"
          >
            {signUp ? 'Sign In' : 'Create Account'}
          </a>
        </p>
        <p className="text-center">
          <a href="/" className="btn-outline">
            Back to Home
          </a>
        </p>
      </form>
      <aside aria-labelledby="portal-panel-title" className="card bg-brand-800 text-white">
        <h2 id="portal-panel-title" className="text-xl font-bold">
          {ACCOUNT_TYPE_LABELS[accountType]} Portal
        </h2>
        <ul className="mt-4 grid gap-2 pl-5">
          {PORTAL_DESCRIPTIONS[accountType].map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {accountType !== 'patient' && (
          <p className="mt-4 text-sm text-brand-100">
            {ACCOUNT_TYPE_LABELS[accountType]} access is granted by an administrator after sign-up.
          </p>
        )}
      </aside>
    </div>
  );
}
