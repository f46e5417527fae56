// /account/profile: the person's name and mobile number, kept on the auth server's record of them (user_metadata:
// their own display data, written with their own session, never read for authorization). A plain POST to the same
// address, checked by a schema of the request forms' own rules and words (a name of letters, an Indian mobile written +91 and ten
// digits), rate-limited like them; saved: a 303 back with a flash message; refused: 400 and the form with what is
// wrong. Under it, the mobile for sign-in and messages, added or changed by a code (ProfileMobile.tsx), and the
// messages to the phones of the account's bookings (PhoneChoices.tsx).
import type { Context } from 'hono';
import { localeOfPath, type Locale } from '../../../shared/i18n/locales';
import { REQUEST_KINDS } from '../../../shared/requests/kinds';
import { displayIndianMobile } from '../../../shared/requests/phone';
import { AuthUnavailableError, getSupabase, withDeadline } from '../../auth';
import type { AppEnv } from '../../env';
import type { AreaPage } from '../../render/area-routes';
import { redirectWithFlash } from '../../http/flash';
import { readFormFields } from '../../http/form';
import { withinRateLimit } from '../../http/rate-limit';
import { byRule, checkFields, z } from '../../http/validate';
import { refusalText } from '../../http/refusals';
import { accountAuditStatement } from '../../requests';
import { UI_WORDS } from '../../render/ui-copy';
import { Alert } from '../../ui/Alert';
import { Field } from '../../ui/Field';
import { ACCOUNT_COPY } from '../copy';
import { ownerAndDb } from './Appointments';
import { PhoneChoices, phoneChoicesOf } from './PhoneChoices';
import { type MobileState, mobileActions, mobileState, ProfileMobile } from './ProfileMobile';

/** The request forms' rules for a person's name and mobile (the mobile may be left empty here). */
const NAME_RULE = REQUEST_KINDS.booking.fields.name;
const PHONE_RULE = { ...REQUEST_KINDS.booking.fields.phone, required: false };

/** The form's fields, with the page's own words for what is wrong (the request forms' problems). */
const profileSchema = (locale: Locale) =>
  z.object({
    name: byRule(NAME_RULE, UI_WORDS[locale].forms.problems),
    phone: byRule(PHONE_RULE, UI_WORDS[locale].forms.problems),
  });

interface ProfileForm {
  values: { name: string; phone: string };
  /** What is wrong with each field, in the page's words. */
  problems?: Partial<Record<'name' | 'phone', string>>;
  message?: string;
}

function ProfileScreen({
  locale,
  email,
  action,
  form,
}: {
  locale: Locale;
  email: string | null;
  action: string;
  form: ProfileForm;
}) {
  const words = ACCOUNT_COPY[locale].profile;
  const t = UI_WORDS[locale].forms;
  const problems = form.problems ?? {};
  const summary = Object.keys(problems).length > 0 ? t.invalid : null;
  return (
    <>
      <p className="m-0 text-ink-700">{words.lead}</p>
      <form method="post" action={action} noValidate className="card mt-4 grid max-w-xl gap-4">
        {(summary || form.message) && (
          <Alert tone="error" title={summary?.title}>
            {form.message ?? summary?.description}
          </Alert>
        )}
        {email && (
          <div>
            <p className="m-0 font-semibold text-ink-800">{words.email}</p>
            <p className="m-0 mt-1 [overflow-wrap:anywhere]">{email}</p>
            <p className="m-0 mt-1 text-sm text-ink-600">{words.emailNote}</p>
          </div>
        )}
        <Field id="profile-name" label={words.name} required error={problems.name}>
          <input name="name" autoComplete="name" maxLength={NAME_RULE.maxLength} defaultValue={form.values.name} />
        </Field>
        <Field
          id="profile-phone"
          label={words.phone}
          optionalText={t.optional}
          hint={t.phoneHint}
          error={problems.phone}
        >
          <input
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={PHONE_RULE.maxLength}
            defaultValue={form.values.phone}
          />
        </Field>
        <button type="submit" className="btn-primary w-full sm:w-auto">
          {words.save}
        </button>
      </form>
    </>
  );
}

/** The profile's form as saved, and the mobile's section in `mobile`'s state (as the request finds it by default). */
async function profileContent(c: Context<AppEnv>, path: string, mobile?: MobileState, form?: ProfileForm) {
  const { locale } = localeOfPath(path);
  const user = ownerAndDb(c, locale).user;
  const phone = user.phone ? displayIndianMobile(user.phone) : '';
  // The messages to the phones of the account's bookings: their choices, under the profile.
  const choices = await phoneChoicesOf(c, locale);
  return (
    <>
      <ProfileScreen
        locale={locale}
        email={user.email}
        action={path}
        form={form ?? { values: { name: user.fullName ?? '', phone } }}
      />
      <ProfileMobile locale={locale} state={mobile ?? mobileState(c, locale)} action={path} />
      {choices && <PhoneChoices locale={locale} data={choices} action={`${path}/phone`} />}
    </>
  );
}

export function profileScreen(c: Context<AppEnv>, path: string) {
  return profileContent(c, path);
}

/** The mobile's posts (/account/profile/mobile…): a refused one shows the whole profile again, in the area's shell. */
export const profileActions = (path: string, page: AreaPage) =>
  mobileActions(path, async (c, state) => page(c, await profileContent(c, path, state)));

export async function saveProfile(c: Context<AppEnv>, path: string) {
  const { locale } = localeOfPath(path);
  const { db, user } = ownerAndDb(c, locale);
  const again = (status: 400 | 415 | 429 | 503, form: ProfileForm) => {
    c.status(status);
    return profileContent(c, path, undefined, form);
  };
  const read = await readFormFields(c.req, { once: true });
  if (!read.ok)
    return again(read.status, { values: { name: '', phone: '' }, message: refusalText(read.refusal, locale) });
  const typed = { name: (read.fields.name ?? '').trim(), phone: (read.fields.phone ?? '').trim() };
  const checked = checkFields(profileSchema(locale), read.fields);
  if (!checked.ok) return again(400, { values: typed, problems: checked.problems });
  const { name, phone } = checked.value;
  if (!(await withinRateLimit(c, 'profile', null, 'REQUEST_RATE_LIMITER')))
    return again(429, { values: typed, message: refusalText('tooManyRequests', locale) });
  const failed = () => again(503, { values: typed, message: ACCOUNT_COPY[locale].profile.failed });
  // The change is audited before it is made: the auth server holds the record, and nothing there can be undone in the
  // same transaction as a D1 row. A database that cannot take the row stops the change, with nothing claimed.
  try {
    await accountAuditStatement(
      db,
      user,
      'profile',
      null,
      'name and mobile: change sent to the auth server',
      Date.now(),
    ).run();
  } catch (error) {
    console.error('account: could not record a profile change in the audit log', error);
    return failed();
  }
  try {
    // The person's own session writes their own record: nothing here can touch another account or a role.
    const { error } = await withDeadline(
      getSupabase(c).auth.updateUser({ data: { full_name: name, phone: phone || null } }),
    );
    if (error) {
      console.error('account: the auth server refused a profile update', error.message);
      return failed();
    }
  } catch (error) {
    if (!(error instanceof AuthUnavailableError)) console.error('account: profile update failed', error);
    return failed();
  }
  return redirectWithFlash(c, path, 'profile-saved');
}
