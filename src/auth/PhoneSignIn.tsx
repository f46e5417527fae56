// "Sign in with your mobile": the number's form, then the code's, as plain server-rendered forms (phone-sign-in.tsx
// answers them), in the page's language. The browser's own bubbles are left out (noValidate): the server checks the
// fields and answers in the page's words, under the field they concern.
import { AUTH_WORDS } from '../../shared/auth/messages';
import { formatNumber } from '../../shared/i18n/format';
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import { HI_ISLAND_WORDS } from '../../shared/i18n/hi/islands';
import type { Locale } from '../../shared/i18n/locales';
import { usePage } from '../render/page-context';
import { Alert } from '../ui/Alert';
import { Field } from '../ui/Field';
import { PHONE_CODE_EXPIRY_SECONDS, PHONE_CODE_LENGTH, type PhoneSignInState } from './phone-sign-in';

const HINTS = { en: EN_ISLAND_WORDS.forms.phoneHint, hi: HI_ISLAND_WORDS.forms.phoneHint };

/** The mobile's field: the request forms' hint, the browser's telephone keyboard and autofill. */
export function MobileNumberField({
  id,
  locale,
  value,
  error,
  label,
}: {
  id: string;
  locale: Locale;
  value: string;
  error?: string;
  /** The field's label; "Mobile number" unless given. */
  label?: string;
}) {
  return (
    <Field
      id={id}
      label={label ?? AUTH_WORDS[locale].phone.mobile}
      required
      markRequired={false}
      hint={HINTS[locale]}
      error={error}
    >
      <input name="phone" type="tel" inputMode="tel" autoComplete="tel" maxLength={20} defaultValue={value} />
    </Field>
  );
}

/** The code's field: its length and lifetime in the label and hint, the one-time-code hints for the keyboard. */
export function PhoneCodeField({ id, locale, error }: { id: string; locale: Locale; error?: string }) {
  const words = AUTH_WORDS[locale].phone;
  const minutes = PHONE_CODE_EXPIRY_SECONDS / 60;
  return (
    <Field
      id={id}
      label={words.code(formatNumber(PHONE_CODE_LENGTH, locale))}
      required
      markRequired={false}
      hint={words.codeHint(words.minutes(minutes, formatNumber(minutes, locale)))}
      error={error}
    >
      <input
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={PHONE_CODE_LENGTH + 4}
      />
    </Field>
  );
}

/** `first`: the page's first way to sign in (a patient's page: most patients have a mobile, fewer an e-mail). */
export function PhoneSignIn({ state, first = false }: { state: PhoneSignInState; first?: boolean }) {
  const { locale } = usePage();
  const words = AUTH_WORDS[locale].phone;
  const next = state.next ? <input type="hidden" name="next" value={state.next} /> : null;
  const alert = state.error && state.errorField === null ? <Alert tone="error">{state.error}</Alert> : null;
  return (
    <section
      id="mobile-sign-in"
      aria-labelledby="mobile-sign-in-title"
      className={first ? 'mb-6 border-b border-slate-200 pb-6' : 'mt-6 border-t border-slate-200 pt-6'}
    >
      <h2 id="mobile-sign-in-title" className="text-xl font-bold text-ink-900">
        {words.title}
      </h2>
      {state.step === 'number' ? (
        <form method="post" action={state.actions.send} noValidate className="mt-3 grid gap-4">
          <p className="text-ink-700">{words.lead}</p>
          {alert}
          {next}
          <MobileNumberField
            id="mobile-sign-in-phone"
            locale={locale}
            value={state.phone}
            error={state.errorField === 'phone' ? (state.error ?? undefined) : undefined}
          />
          <button type="submit" className="btn-primary w-full">
            {words.send}
          </button>
        </form>
      ) : (
        <div className="mt-3 grid gap-4">
          <form method="post" action={state.actions.verify} noValidate className="grid gap-4">
            <p className="text-ink-700" role="status">
              {words.sentTo(state.phone)}
            </p>
            {alert}
            {next}
            <PhoneCodeField
              id="mobile-sign-in-code"
              locale={locale}
              error={state.errorField === 'code' ? (state.error ?? undefined) : undefined}
            />
            <button type="submit" className="btn-primary w-full">
              {words.verify}
            </button>
          </form>
          <p className="text-sm text-ink-700">
            {state.resendWait ? words.againAfter(state.resendWait) : words.againNow}
          </p>
          <div className="flex flex-wrap gap-3">
            <form method="post" action={state.actions.send}>
              {next}
              <button type="submit" className="btn-outline">
                {words.again}
              </button>
            </form>
            <form method="post" action={state.actions.other}>
              {next}
              <button type="submit" className="btn-outline">
                {words.otherNumber}
              </button>
            </form>
          </div>
        </div>
      )}
    </section>
  );
}
