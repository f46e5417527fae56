// The profile's "Your mobile for sign-in and messages": the mobile the auth server verified, if any, and "Add a mobile"
// (or "Change mobile") as two plain forms that work without JavaScript, as the sign-in by mobile does (decision 0028):
// the number (updateUser({ phone }) with the person's own session: the auth server sends a code to it), then the code
// (verifyOtp type 'phone_change': the number becomes the account's verified phone and a new session is written, so the
// bookings made with it are linked at once). Between the two forms the number rides in a short-lived HttpOnly cookie,
// phone_change, in the sign-in's format and tied to the account; it grants nothing. The sign-in's rules, words and
// limits are reused: the number's rule, the code's, the waits, and wrong, expired and too-often-wrong codes.
import type { AuthError } from '@supabase/supabase-js';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { AUTH_WORDS } from '../../../shared/auth/messages';
import { localeOfPath, type Locale } from '../../../shared/i18n/locales';
import { displayIndianMobile } from '../../../shared/requests/phone';
import {
  AuthUnavailableError,
  getSupabase,
  guardedCodeCheck,
  MobileNumberField,
  PHONE_MAX_TRIES,
  PhoneCodeField,
  phoneCodeRefusal,
  phoneCodeSchema,
  phoneCookieOptions,
  phoneNumberSchema,
  phoneOnTheWayValue,
  phoneSendRefusal,
  readPhoneOnTheWay,
  resendInSeconds,
  waitInWords,
  withDeadline,
  type PhoneOnTheWay,
} from '../../auth';
import type { AppEnv, SignedInUser } from '../../env';
import { isSecureRequest } from '../../http/cookies';
import { redirectWithFlash } from '../../http/flash';
import { FORM_LIMIT, readForm } from '../../http/replies';
import { withinRateLimit } from '../../http/rate-limit';
import { checkFields } from '../../http/validate';
import { maskPhone } from '../../notifications';
import { accountAuditStatement } from '../../requests';
import { Alert } from '../../ui/Alert';
import { ACCOUNT_COPY } from '../copy';

export const PHONE_CHANGE_COOKIE = 'phone_change';

/** What the section shows. */
export interface MobileState {
  step: 'number' | 'code';
  /** The account's verified mobile ('+91' and ten digits), or null. */
  current: string | null;
  /** The number as typed (first step) or as people write it (second step). */
  phone: string;
  error: string | null;
  /** The field the error belongs to; null for a message about the whole form. */
  errorField: 'phone' | 'code' | null;
  /** The wait before another code may be asked for, in words; null once it may. */
  resendWait: string | null;
}

/** The section's three posts, under the profile's own address. */
export const mobilePaths = (profilePath: string) => ({
  send: `${profilePath}/mobile`,
  verify: `${profilePath}/mobile/verify`,
  other: `${profilePath}/mobile/other`,
});

function readChangeCookie(c: Context<AppEnv>, user: SignedInUser): PhoneOnTheWay | null {
  return readPhoneOnTheWay(getCookie(c, PHONE_CHANGE_COOKIE), user.id);
}

function writeChangeCookie(c: Context<AppEnv>, user: SignedInUser, value: PhoneOnTheWay): void {
  setCookie(c, PHONE_CHANGE_COOKIE, phoneOnTheWayValue(value, user.id), phoneCookieOptions(c));
}

function clearChangeCookie(c: Context<AppEnv>): void {
  if (getCookie(c, PHONE_CHANGE_COOKIE) !== undefined)
    deleteCookie(c, PHONE_CHANGE_COOKIE, { path: '/', secure: isSecureRequest(c) });
}

/** The section as the request finds it: the code's step while a number is on its way, else the number's. */
export function mobileState(c: Context<AppEnv>, locale: Locale, overrides: Partial<MobileState> = {}): MobileState {
  const user = c.get('user');
  const onTheWay = user ? readChangeCookie(c, user) : null;
  const resendIn = resendInSeconds(onTheWay);
  return {
    step: onTheWay ? 'code' : 'number',
    current: user?.verifiedPhone ?? null,
    phone: onTheWay ? displayIndianMobile(onTheWay.phone) : '',
    error: null,
    errorField: null,
    resendWait: resendIn > 0 ? waitInWords(locale, resendIn) : null,
    ...overrides,
  };
}

export function ProfileMobile({ locale, state, action }: { locale: Locale; state: MobileState; action: string }) {
  const words = ACCOUNT_COPY[locale].mobile;
  const phoneWords = AUTH_WORDS[locale].phone;
  const paths = mobilePaths(action);
  const alert = state.error && state.errorField === null ? <Alert tone="error">{state.error}</Alert> : null;
  const fieldError = (field: 'phone' | 'code') => (state.errorField === field ? (state.error ?? undefined) : undefined);
  return (
    <section id="mobile" aria-labelledby="mobile-title" className="card mt-6 grid max-w-xl gap-4">
      <h2 id="mobile-title" className="m-0 text-xl font-bold text-ink-900">
        {words.heading}
      </h2>
      <p className="m-0 text-ink-700">{words.lead}</p>
      <div>
        <p className="m-0 font-semibold text-ink-800">{words.current}</p>
        <p className="m-0 mt-1" data-verified-mobile={state.current ?? ''}>
          {state.current ? displayIndianMobile(state.current) : words.none}
        </p>
      </div>
      {state.step === 'number' ? (
        <form method="post" action={paths.send} noValidate className="grid gap-4" aria-labelledby="mobile-form-title">
          <h3 id="mobile-form-title" className="m-0 text-lg font-semibold text-ink-900">
            {state.current ? words.change : words.add}
          </h3>
          <p className="m-0 text-ink-700">{words.addLead}</p>
          {state.current && <p className="m-0 text-sm text-ink-700">{words.changeNote}</p>}
          {alert}
          <MobileNumberField
            id="profile-mobile-phone"
            locale={locale}
            label={state.current ? words.newNumber : words.number}
            value={state.phone}
            error={fieldError('phone')}
          />
          <button type="submit" className="btn-primary w-full sm:w-auto">
            {phoneWords.send}
          </button>
        </form>
      ) : (
        <div className="grid gap-4">
          <form method="post" action={paths.verify} noValidate className="grid gap-4">
            <p className="m-0 text-ink-700" role="status">
              {phoneWords.sentTo(state.phone)}
            </p>
            {alert}
            <PhoneCodeField id="profile-mobile-code" locale={locale} error={fieldError('code')} />
            <button type="submit" className="btn-primary w-full sm:w-auto">
              {phoneWords.verify}
            </button>
          </form>
          <p className="m-0 text-sm text-ink-700">
            {state.resendWait ? phoneWords.againAfter(state.resendWait) : phoneWords.againNow}
          </p>
          <div className="flex flex-wrap gap-3">
            <form method="post" action={paths.send}>
              <button type="submit" className="btn-outline">
                {phoneWords.again}
              </button>
            </form>
            <form method="post" action={paths.other}>
              <button type="submit" className="btn-outline">
                {words.cancel}
              </button>
            </form>
          </div>
        </div>
      )}
    </section>
  );
}

/** A refused send in the profile's words: a number another account holds, or the sign-in's refusals. */
function sendRefusal(c: Context<AppEnv>, locale: Locale, error: AuthError) {
  const words = ACCOUNT_COPY[locale].mobile;
  if (error.code === 'phone_exists')
    return { status: 422, message: words.taken(c.get('config').supportPhone) } as const;
  const refusal = phoneSendRefusal(locale, error);
  // The sign-in's "or sign in with your email" does not fit a signed-in person's profile.
  if (refusal.kind === 'too-many') return { status: refusal.status, message: words.tooManySends } as const;
  if (refusal.kind === 'not-sent') return { status: refusal.status, message: words.notSent } as const;
  return refusal;
}

type Status = 400 | 422 | 429 | 502 | 503;

/**
 * The section's posts for the profile at `profilePath` (English or Hindi); `render` shows the whole profile again with
 * the section in the given state, after the status was set.
 */
export function mobileActions(
  profilePath: string,
  render: (c: Context<AppEnv>, state: MobileState) => Response | Promise<Response>,
) {
  const { locale } = localeOfPath(profilePath);
  const paths = mobilePaths(profilePath);
  const words = ACCOUNT_COPY[locale].mobile;
  const authWords = AUTH_WORDS[locale];
  const again = (c: Context<AppEnv>, status: Status, overrides: Partial<MobileState>) => {
    c.status(status);
    return render(c, mobileState(c, locale, overrides));
  };
  /** Runs an auth call: the service down or slow, or anything unexpected, becomes a message on the page. */
  const attempt = async (
    run: () => Promise<Response>,
    fail: (status: Status, message: string) => Response | Promise<Response>,
  ): Promise<Response> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof AuthUnavailableError) return fail(503, authWords.errors.serviceUnavailable);
      console.error('account: adding a mobile failed', error);
      return fail(502, words.failed);
    }
  };
  const signedIn = (c: Context<AppEnv>) => {
    const user = c.get('user');
    if (!user) throw new Error('the account area guard lets no one through without a user');
    return user;
  };

  return new Hono<AppEnv>()
    .post(paths.send, FORM_LIMIT, async (c) => {
      const user = signedIn(c);
      const form = (await readForm(c)) ?? {};
      const onTheWay = readChangeCookie(c, user);
      // "Send again" posts no number: the one on its way is meant.
      const typed = (form.phone ?? onTheWay?.phone ?? '').trim().slice(0, 40);
      const firstStep = form.phone !== undefined || !onTheWay;
      const failNumber = (status: Status, error: string) => {
        if (firstStep) clearChangeCookie(c);
        return again(
          c,
          status,
          firstStep
            ? { step: 'number', phone: typed, error, errorField: 'phone' }
            : { step: 'code', phone: displayIndianMobile(onTheWay.phone), error, errorField: null },
        );
      };
      const checked = checkFields(phoneNumberSchema(locale), { phone: typed });
      if (!checked.ok) return failNumber(400, checked.problems.phone ?? authWords.phone.noNumber);
      const phone = checked.value.phone;
      if (phone === user.verifiedPhone) return failNumber(400, words.already);
      if (!(await withinRateLimit(c, 'phone-change', phone))) return failNumber(429, authWords.errors.tooManyAttempts);
      return attempt(async () => {
        // The person's own session asks for the change: the auth server sends the code to the new number.
        const { error } = await withDeadline(getSupabase(c).auth.updateUser({ phone }));
        if (error) {
          const refusal = sendRefusal(c, locale, error);
          return failNumber(refusal.status, refusal.message);
        }
        writeChangeCookie(c, user, { phone, sentAt: Date.now(), tries: 0 });
        return c.redirect(profilePath, 303);
      }, failNumber);
    })
    .post(paths.verify, FORM_LIMIT, async (c) => {
      const user = signedIn(c);
      const form = (await readForm(c)) ?? {};
      const onTheWay = readChangeCookie(c, user);
      if (!onTheWay) return again(c, 400, { step: 'number', error: authWords.phone.noNumber, errorField: 'phone' });
      const failCode = (status: Status, error: string) => again(c, status, { step: 'code', error, errorField: 'code' });
      if (onTheWay.tries >= PHONE_MAX_TRIES) return failCode(429, authWords.phone.tooManyTries);
      const checked = checkFields(phoneCodeSchema(locale), { code: (form.code ?? '').slice(0, 40) });
      if (!checked.ok) return failCode(400, checked.problems.code ?? authWords.phone.wrongCode);
      if (!(await withinRateLimit(c, 'phone-verify', onTheWay.phone)))
        return failCode(429, authWords.errors.tooManyAttempts);
      // The sign-in guard counts these tries too, per number, before the code goes: a signed-in person guessing the
      // code of someone else's number (whose bookings it would link) is locked out as a sign-in is, whatever cookie
      // they send again.
      const phone = onTheWay.phone;
      return attempt(async () => {
        // A right code makes the number the account's verified phone and answers with a new session, which the
        // client writes into the session cookies: the next page links the bookings made with the number.
        const check = await guardedCodeCheck(c, { phone, token: checked.value.code, type: 'phone_change', locale });
        if (check.outcome === 'refused') return failCode(429, check.message);
        if (check.outcome === 'wrong') {
          const tries = onTheWay.tries + 1;
          writeChangeCookie(c, user, { ...onTheWay, tries });
          const refusal = phoneCodeRefusal(locale, onTheWay, tries);
          return failCode(refusal.status, refusal.message);
        }
        clearChangeCookie(c);
        await auditChange(c, user, phone);
        return redirectWithFlash(c, profilePath, 'mobile-added');
      }, failCode);
    })
    .post(paths.other, FORM_LIMIT, (c) => {
      clearChangeCookie(c);
      return c.redirect(profilePath, 303);
    });
}

/**
 * The audit row of a mobile added or changed, the numbers masked (every coordinator reads the log). The auth server
 * holds the change, which no D1 batch can include, and a code that was not right changes nothing, so the row is written
 * once the auth server has made the change; a database that cannot take it is logged, as the change stands.
 */
async function auditChange(c: Context<AppEnv>, user: SignedInUser, phone: string): Promise<void> {
  const db = c.env?.DB;
  const detail = user.verifiedPhone
    ? `mobile for sign-in changed from ${maskPhone(user.verifiedPhone)} to ${maskPhone(phone)}, verified by a code`
    : `mobile for sign-in added: ${maskPhone(phone)}, verified by a code`;
  try {
    if (!db) throw new Error('no D1 binding');
    await accountAuditStatement(db, user, 'profile', null, detail, Date.now()).run();
  } catch (error) {
    console.error('account: could not record a mobile change in the audit log', error);
  }
}
