// The sign-in area's pages: the /auth portal, the /login patient login and /reset-password.
import { telHref, whatsappHref } from '../../../shared/booking/topic';
import { LIVE_CHAT_HOURS } from '../../../shared/business';
import { MIN_PASSWORD_LENGTH, PASSWORD_LIMIT } from '../../../shared/auth/messages';
import { AUTH_PATHS } from '../../../shared/auth/paths';
import { formatNumber } from '../../../shared/i18n/format';
import type { AuthPortalFormProps } from '../../../client/islands/AuthPortalForm';
import type { PatientLoginFormProps } from '../../../client/islands/PatientLoginForm';
import { supportLine } from '../../booking';
import { usePage } from '../../render/page-context';
import { AuthPortalFormIsland, PatientLoginFormIsland } from '../../render/islands';
import { Alert } from '../../ui/Alert';
import { Field } from '../../ui/Field';

export function AuthPortalPage(props: AuthPortalFormProps) {
  return (
    <section className="container max-w-4xl py-10">
      <AuthPortalFormIsland {...props} />
    </section>
  );
}

const LOGIN_POINTS = [
  { title: 'Secure & Private', text: 'Your health records are encrypted and only shared with your doctor.' },
  { title: '24/7 Access', text: 'Book consultations and see prescriptions at any hour, from any phone.' },
  { title: 'Verified Doctors', text: 'Every doctor is registered and verified before consulting.' },
] as const;

export function PatientLoginPage(props: PatientLoginFormProps) {
  const { config } = usePage();
  const line = supportLine(config);
  return (
    <section className="container grid gap-8 py-10 md:grid-cols-2">
      <div className="rounded-xl bg-brand-800 p-6 text-white sm:p-8">
        <h1 className="text-3xl font-extrabold">Patient Login</h1>
        <p className="mt-2 text-brand-100">Consult doctors online and keep your care in one place.</p>
        <ul className="mt-6 grid list-none gap-4 p-0">
          {LOGIN_POINTS.map((point) => (
            <li key={point.title}>
              <h2 className="text-lg font-bold">{point.title}</h2>
              <p className="text-brand-100">{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
      <div className="card">
        <PatientLoginFormIsland {...props} />
        <div className="mt-6 border-t border-slate-200 pt-4 text-sm">
          <p className="font-semibold text-ink-700">Need help signing in?</p>
          <ul className="mt-2 grid list-none gap-1 p-0">
            <li>
              <a href={whatsappHref(line, 'Hello, I need help signing in.')} target="_blank" rel="noopener noreferrer">
                Live Chat<span className="sr-only"> (opens in a new tab)</span>
              </a>{' '}
              ({LIVE_CHAT_HOURS})
            </li>
            <li>
              Helpline: <a href={telHref(line)}>{line.display}</a>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}

export function ResetPasswordPage({ hasSession, error }: { hasSession: boolean; error: string | null }) {
  return (
    <section className="container max-w-lg py-10">
      <div className="card">
        <h1 className="text-2xl font-extrabold text-ink-900">Reset Password</h1>
        {hasSession ? (
          <form method="post" action={AUTH_PATHS.resetPassword} className="mt-4 grid gap-4">
            {error && <Alert tone="error">{error}</Alert>}
            <p className="text-ink-700">
              Choose a new password of at least {formatNumber(MIN_PASSWORD_LENGTH)} characters.
            </p>
            <Field id="new-password" label="New Password" required markRequired={false}>
              <input
                name="password"
                type="password"
                autoComplete="new-password"
                minLength={MIN_PASSWORD_LENGTH}
                maxLength={PASSWORD_LIMIT}
              />
            </Field>
            <Field id="confirm-new-password" label="Confirm Password" required markRequired={false}>
              <input
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                minLength={MIN_PASSWORD_LENGTH}
                maxLength={PASSWORD_LIMIT}
              />
            </Field>
            <button type="submit" className="btn-primary w-full">
              Save New Password
            </button>
          </form>
        ) : (
          <div className="mt-4 grid gap-4">
            {error && <Alert tone="error">{error}</Alert>}
            <p className="text-ink-700">
              To choose a new password, open the link in the password reset email we sent you. Links work once and
              expire after a while; if yours did not work, ask for a new one.
            </p>
            <p>
              <a href="/login?mode=forgot" className="btn-primary">
                Send a new reset email
              </a>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
