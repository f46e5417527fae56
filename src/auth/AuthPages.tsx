// The sign-in area's pages: the /auth portal, the /login patient login and /reset-password, in the page's language
// (shared/i18n/<language>/auth.ts). The islands get the words they show as props, so no other page downloads them.
import { telHref, whatsappHref } from '../../shared/booking/topic';
import { AUTH_WORDS, problemMessages, type AuthWords } from '../../shared/auth/messages';
import { AUTH_PATHS } from '../../shared/auth/paths';
import { CONFIRMATION_CODE_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_LIMIT } from '../../shared/auth/validation';
import { formatNumber } from '../../shared/i18n/format';
import { localizedPath, type Locale } from '../../shared/i18n/locales';
import type { SubmitMessages } from '../../shared/auth/protocol';
import type { AuthPortalFormState } from '../render/islands';
import type { PatientLoginFormState } from '../render/islands';
import { supportLine } from '../booking/topics';
import { channelHours } from '../content/contact/copy';
import { usePage } from '../render/page-context';
import { AuthPortalFormIsland, PatientLoginFormIsland } from '../render/islands';
import { Alert } from '../ui/Alert';
import { Field } from '../ui/Field';
import type { PhoneSignInState } from './phone-sign-in';
import { PhoneSignIn } from './PhoneSignIn';

/** The page's language and the sign-in words in it. */
function useAuthWords(): { locale: Locale; words: AuthWords } {
  const { locale } = usePage();
  return { locale, words: AUTH_WORDS[locale] };
}

/** What an island says when its own check or the network fails, figures formatted for the language. */
function submitMessages(words: AuthWords, form: 'portal' | 'login', locale: Locale): SubmitMessages {
  return { problems: problemMessages(words.problems[form], locale), unavailable: words.errors.serviceUnavailable };
}

/** The note after a sign-up that leads to the page taking the confirmation code, figures formatted for the language. */
function codeNote(words: AuthWords, locale: Locale) {
  const { sent, enterCode, sentEnd } = words.confirm;
  return { before: sent, link: enterCode(formatNumber(CONFIRMATION_CODE_LENGTH, locale)), after: sentEnd };
}

export function AuthPortalPage({ phone, ...props }: AuthPortalFormState & { phone: PhoneSignInState }) {
  const { locale, words } = useAuthWords();
  return (
    <section className="container max-w-4xl py-10">
      <AuthPortalFormIsland
        {...props}
        locale={locale}
        words={{
          fields: words.fields,
          actions: words.actions,
          portal: words.portal,
          messages: submitMessages(words, 'portal', locale),
          codeNote: codeNote(words, locale),
        }}
      />
      <div className="card mt-6">
        <PhoneSignIn state={phone} />
      </div>
    </section>
  );
}

export function PatientLoginPage({ phone, ...props }: PatientLoginFormState & { phone: PhoneSignInState }) {
  const { config } = usePage();
  const { locale, words } = useAuthWords();
  const copy = words.loginPage;
  const line = supportLine(config);
  return (
    <section className="container grid gap-8 py-10 md:grid-cols-2">
      <div className="rounded-xl bg-brand-800 p-6 text-white sm:p-8">
        <h1 className="text-3xl font-extrabold">{copy.title}</h1>
        <p className="mt-2 text-brand-100">{copy.lead}</p>
        <ul className="mt-6 grid list-none gap-4 p-0">
          {copy.points.map((point) => (
            <li key={point.title}>
              <h2 className="text-lg font-bold">{point.title}</h2>
              <p className="text-brand-100">{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
      <div className="card">
        <PhoneSignIn state={phone} first />
        <PatientLoginFormIsland
          {...props}
          locale={locale}
          words={{
            fields: words.fields,
            actions: words.actions,
            login: words.loginForm,
            messages: submitMessages(words, 'login', locale),
            codeNote: codeNote(words, locale),
          }}
        />
        <div className="mt-6 border-t border-slate-200 pt-4 text-sm">
          <p className="font-semibold text-ink-700">{copy.help}</p>
          <ul className="mt-2 grid list-none gap-1 p-0">
            <li>
              <a href={whatsappHref(line, copy.whatsappMessage)} target="_blank" rel="noopener noreferrer">
                {copy.liveChat}
                <span className="sr-only">{copy.opensInNewTab}</span>
              </a>{' '}
              ({channelHours('chat', locale)})
            </li>
            <li>
              {copy.helpline} <a href={telHref(line)}>{line.display}</a>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}

export function ResetPasswordPage({ hasSession, error }: { hasSession: boolean; error: string | null }) {
  const { locale, words } = useAuthWords();
  const copy = words.resetPage;
  return (
    <section className="container max-w-lg py-10">
      <div className="card">
        <h1 className="text-2xl font-extrabold text-ink-900">{copy.title}</h1>
        {hasSession ? (
          <form method="post" action={localizedPath(AUTH_PATHS.resetPassword, locale)} className="mt-4 grid gap-4">
            {error && <Alert tone="error">{error}</Alert>}
            <p className="text-ink-700">{copy.choose(formatNumber(MIN_PASSWORD_LENGTH, locale))}</p>
            <Field id="new-password" label={words.fields.newPassword} required markRequired={false}>
              <input
                name="password"
                type="password"
                autoComplete="new-password"
                minLength={MIN_PASSWORD_LENGTH}
                maxLength={PASSWORD_LIMIT}
              />
            </Field>
            <Field id="confirm-new-password" label={words.fields.confirmPassword} required markRequired={false}>
              <input
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                minLength={MIN_PASSWORD_LENGTH}
                maxLength={PASSWORD_LIMIT}
              />
            </Field>
            <button type="submit" className="btn-primary w-full">
              {copy.save}
            </button>
          </form>
        ) : (
          <div className="mt-4 grid gap-4">
            {error && <Alert tone="error">{error}</Alert>}
            <p className="text-ink-700">{copy.noSession}</p>
            <p>
              <a href={`${localizedPath('/login', locale)}?mode=forgot`} className="btn-primary">
                {copy.newEmail}
              </a>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
