// /auth/confirm: the page that takes the code of a sign-up's confirmation e-mail, in the page's language
// (shared/i18n/<language>/auth.ts). One plain form, the same with or without JavaScript; the server checks it and
// answers in words, so the browser's own bubbles (in its language, not the page's) are left out.
import { AUTH_WORDS } from '../../shared/auth/messages';
import { AUTH_PATHS } from '../../shared/auth/paths';
import { CONFIRMATION_CODE_LENGTH, EMAIL_LIMIT } from '../../shared/auth/validation';
import { formatNumber } from '../../shared/i18n/format';
import { localizedPath } from '../../shared/i18n/locales';
import { usePage } from '../render/page-context';
import { Alert } from '../ui/Alert';
import { Field } from '../ui/Field';

export interface ConfirmFormState {
  email: string;
  /** A path of this site to land on once confirmed (already checked by safeNext). */
  next: string | null;
  error: string | null;
}

export function ConfirmCodePage({ email, next, error }: ConfirmFormState) {
  const { locale } = usePage();
  const words = AUTH_WORDS[locale];
  const copy = words.confirm;
  const digits = formatNumber(CONFIRMATION_CODE_LENGTH, locale);
  const signIn = localizedPath('/auth', locale);
  return (
    <section className="container max-w-lg py-10">
      <div className="card">
        <h1 className="text-2xl font-extrabold text-ink-900">{copy.title}</h1>
        <p className="mt-2 text-ink-700">{copy.lead(digits)}</p>
        <form
          method="post"
          action={localizedPath(AUTH_PATHS.confirmCode, locale)}
          noValidate
          className="mt-4 grid gap-4"
        >
          {error && <Alert tone="error">{error}</Alert>}
          {next && <input type="hidden" name="next" value={next} />}
          <Field id="confirm-email" label={words.fields.email} required markRequired={false}>
            <input name="email" type="email" autoComplete="email" maxLength={EMAIL_LIMIT} defaultValue={email} />
          </Field>
          <Field id="confirm-code" label={copy.code(digits)} hint={copy.codeHint} required markRequired={false}>
            <input
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CONFIRMATION_CODE_LENGTH + 4}
            />
          </Field>
          <button type="submit" className="btn-primary w-full">
            {copy.submit}
          </button>
        </form>
        <p className="mt-4 text-ink-700">
          {copy.noMail}
          <a href={next ? `${signIn}?next=${encodeURIComponent(next)}` : signIn} className="font-semibold">
            {copy.signIn}
          </a>
        </p>
      </div>
    </section>
  );
}
