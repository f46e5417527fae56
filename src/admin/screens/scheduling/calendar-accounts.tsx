// The sign-in account each doctor's record is linked to, as Doctor Calendars shows it: the name and e-mail the auth
// server has for it now (read through the admin API, src/auth/directory.ts), never the raw id; plainly said when the
// account no longer exists, with the one way out (take the link off, so the record can be linked to a new account in
// Users → Doctors), and when the auth server does not answer. The page shows either way.
import type { Context } from 'hono';
import { findDoctor, unlinkGoneAccount, type DoctorRecord } from '../../../appointments';
import { AuthUnavailableError, findAccount, linkedAccounts, type LinkedAccount } from '../../../auth';
import type { AppEnv } from '../../../env';
import { actorOf, adminDb } from '../../db';
import { DOCTORS_PATH } from '../../paths';
import { AUTH_NOTHING_CHANGED } from '../shared/labels';

/** The form that takes a gone account off a record (posted to the Calendars path). */
export const UNLINK_FORM = 'unlink-account';

export const ACCOUNT_WORDS = {
  none: 'Not linked',
  noName: 'No name given',
  gone: 'Account deleted',
  goneNote: 'The linked account no longer exists: this doctor cannot sign in.',
  unlink: 'Remove the link',
  unknown: 'The account’s name and e-mail cannot be read now: the auth server did not answer. Try again in a minute.',
  unlinked:
    'The link to the deleted account is removed. Link the record to the doctor’s new account in Users → Doctors.',
  stillThere:
    'That account still exists, so the link stays. To take a doctor’s access away, use Users → Doctors. Nothing was changed.',
  changed: 'The record’s sign-in account changed meanwhile, so nothing was changed. Open Doctor Calendars again.',
} as const;

/** The accounts the doctors' records are linked to, as the auth server has them now. */
export function accountsOfDoctors(
  c: Context<AppEnv>,
  doctors: readonly DoctorRecord[],
): Promise<Map<string, LinkedAccount>> {
  return linkedAccounts(
    c,
    doctors.flatMap((doctor) => (doctor.accountId ? [doctor.accountId] : [])),
  );
}

export function AccountCell({
  path,
  doctor,
  account,
}: {
  path: string;
  doctor: DoctorRecord;
  account: LinkedAccount | undefined;
}) {
  if (!doctor.accountId) return <>{ACCOUNT_WORDS.none}</>;
  if (account === 'gone')
    return (
      <div className="grid gap-2" data-account="gone">
        <span>
          <strong className="block text-red-800">{ACCOUNT_WORDS.gone}</strong>
          {ACCOUNT_WORDS.goneNote}
        </span>
        <form method="post" action={path}>
          <input type="hidden" name="form" value={UNLINK_FORM} />
          <input type="hidden" name="doctor" value={doctor.id} />
          <input type="hidden" name="account" value={doctor.accountId} />
          <button type="submit" className="btn-outline min-h-11 px-3 py-1 text-sm">
            {ACCOUNT_WORDS.unlink}
            <span className="sr-only">: {doctor.name}</span>
          </button>
        </form>
      </div>
    );
  if (account === undefined || account === 'unknown')
    return (
      <span className="text-ink-700" data-account="unknown">
        {ACCOUNT_WORDS.unknown}
      </span>
    );
  return (
    <span data-account="linked">
      <a
        href={`${DOCTORS_PATH}?q=${encodeURIComponent(account.email ?? account.fullName ?? '')}`}
        className="block font-semibold"
      >
        {account.fullName ?? ACCOUNT_WORDS.noName}
      </a>
      {account.email && <span className="block text-ink-700">{account.email}</span>}
    </span>
  );
}

/**
 * The posted "Remove the link": only when the record still names that account and the auth server says it is gone;
 * audited. Back to the list with a note; refused (409, 503) with the reason and nothing changed.
 */
export async function unlinkGone(c: Context<AppEnv>, path: string, fields: Record<string, string | undefined>) {
  const db = adminDb(c);
  const doctor = await findDoctor(db, fields.doctor ?? '');
  if (!doctor) return c.text('There is no doctor with that id.', 404);
  const accountId = doctor.accountId;
  if (!accountId || accountId !== fields.account) return c.text(ACCOUNT_WORDS.changed, 409);
  let account: Awaited<ReturnType<typeof findAccount>>;
  try {
    account = await findAccount(c, accountId);
  } catch (error) {
    if (error instanceof AuthUnavailableError) return c.text(AUTH_NOTHING_CHANGED, 503);
    throw error;
  }
  if (account) return c.text(ACCOUNT_WORDS.stillThere, 409);
  const unlinked = await unlinkGoneAccount(db, doctor.id, accountId, actorOf(c), Date.now());
  if (!unlinked) return c.text(ACCOUNT_WORDS.changed, 409);
  return c.redirect(`${path}?saved=unlinked`, 303);
}
