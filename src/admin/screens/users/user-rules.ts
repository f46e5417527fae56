// What an admin may do to an account, and what each action does, in words for the confirmation page. The same rules
// decide which buttons a row offers and whether a posted action is refused (the account may have changed since the
// page was shown). An admin never removes their own admin role, disables or deletes their own account.
import { ADMIN_ROLE, DOCTOR_ROLE, type AccountRecord } from '../../../auth';
import type { AccountLinks } from './users-data';

export const USER_ACTIONS = ['approve', 'revoke', 'grant-admin', 'disable', 'enable', 'reset', 'delete'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

export const isUserAction = (value: string): value is UserAction => (USER_ACTIONS as readonly string[]).includes(value);

/** The button's words and the confirmation page's heading. */
export const ACTION_LABELS: Record<UserAction, string> = {
  approve: 'Approve as doctor',
  revoke: 'Revoke role',
  'grant-admin': 'Make admin',
  disable: 'Disable account',
  enable: 'Enable account',
  reset: 'Send password reset',
  delete: 'Delete account',
};

export interface Subject {
  account: AccountRecord;
  links: AccountLinks;
  /** The account is the signed-in admin's own. */
  self: boolean;
}

/**
 * A role is never granted to an address nobody has proved they own: whoever signed up with someone else's e-mail
 * would otherwise hold the approved account once its real owner clicks "confirm".
 */
export const UNCONFIRMED =
  'This account’s e-mail address is not confirmed yet. Ask them to confirm their e-mail address first (the link in ' +
  'the e-mail sent at sign-up), then approve.';

/** Why the action cannot be done now (with the status to answer), or null when it may. */
export function refusalOf(
  action: UserAction,
  { account, links, self }: Subject,
): { status: 400 | 409; message: string } | null {
  const conflict = (message: string) => ({ status: 409 as const, message });
  switch (action) {
    case 'approve':
      if (account.role === ADMIN_ROLE)
        return conflict('An admin account cannot also be a doctor’s. Revoke the admin role first.');
      if (account.role === DOCTOR_ROLE && links.doctor)
        return conflict(`This account is already a doctor, linked to ${links.doctor.name}.`);
      if (account.disabled) return conflict('This account is disabled. Enable it first.');
      if (!account.confirmed) return conflict(UNCONFIRMED);
      return null;
    case 'revoke':
      if (self && account.role === ADMIN_ROLE)
        return { status: 400, message: 'You cannot remove your own admin role. Ask another admin to do it.' };
      if (account.role !== ADMIN_ROLE && account.role !== DOCTOR_ROLE && !links.doctor)
        return conflict('This account has no role to revoke.');
      return null;
    case 'grant-admin':
      if (account.role === ADMIN_ROLE) return conflict('This account is an admin already.');
      if (account.role === DOCTOR_ROLE || links.doctor)
        return conflict('A doctor’s account cannot also be an admin’s. Revoke the doctor role first.');
      if (account.disabled) return conflict('This account is disabled. Enable it first.');
      if (!account.confirmed) return conflict(UNCONFIRMED);
      return null;
    case 'disable':
      if (self) return { status: 400, message: 'You cannot disable your own account.' };
      return account.disabled ? conflict('This account is disabled already.') : null;
    case 'enable':
      return account.disabled ? null : conflict('This account is not disabled.');
    case 'reset':
      if (!account.email) return conflict('This account has no e-mail address to send the link to.');
      return account.disabled ? conflict('This account is disabled. Enable it first.') : null;
    case 'delete':
      if (self) return { status: 400, message: 'You cannot delete your own account.' };
      return links.requests.erasure
        ? null
        : conflict(
            'An account is deleted only when its owner asked for it: there is no open “delete my data” request from this account.',
          );
  }
}

/** The actions a row offers: only those the rules allow, and never one against the admin's own account. */
export function offeredActions(subject: Subject): UserAction[] {
  return USER_ACTIONS.filter((action) => {
    if (refusalOf(action, subject)) return false;
    // The two doctor actions are offered where they make sense, though the rules would allow more.
    if (action === 'approve') return subject.account.askedFor === DOCTOR_ROLE || subject.account.role === DOCTOR_ROLE;
    if (action === 'grant-admin') return subject.account.askedFor !== DOCTOR_ROLE;
    return true;
  });
}

const roleWords = (role: string | null) =>
  role === ADMIN_ROLE ? 'admin' : role === DOCTOR_ROLE ? 'doctor' : role ? role : 'no role';

/** What will happen, line by line, on the confirmation page. */
export function consequences(action: UserAction, { account, links }: Subject): string[] {
  const who = account.fullName ?? account.email ?? 'this account';
  switch (action) {
    case 'approve':
      return [
        'Links the account to the doctor record you choose below (one account per record).',
        `Grants the doctor role: ${who} can open the doctor area (/doctor) from their very next request.`,
        'If the role cannot be granted, the link is undone and nothing changes.',
      ];
    case 'revoke':
      return [
        `Removes the ${roleWords(account.role)} role: from their very next request, ${who} is refused the ${
          account.role === ADMIN_ROLE ? 'admin area' : 'doctor area'
        }.`,
        ...(links.doctor
          ? [`Unlinks the doctor record ${links.doctor.name}; the record and its appointments stay as they are.`]
          : []),
        'They keep their account and can still sign in as a patient.',
      ];
    case 'grant-admin':
      return [
        `Grants the admin role: from their very next request, ${who} can open every admin screen, these included.`,
        'Give it only to people who run the service.',
      ];
    case 'disable':
      return [
        `${who} can no longer sign in, and every session of theirs ends now (signed out on their next request).`,
        'Nothing is deleted; you can enable the account again.',
      ];
    case 'enable':
      return [`${who} can sign in again with their password.`, 'Their role and links are as they were.'];
    case 'reset':
      return [
        `The auth server e-mails ${account.email ?? ''} a link to choose a new password.`,
        'Their current password keeps working until they choose a new one. Nobody else sees the link.',
      ];
    case 'delete':
      return [
        `Deletes the sign-in account of ${who} for good: it cannot be undone.`,
        `Closes their request ${links.requests.erasure ?? ''} (“delete my data”) as done.`,
        'Their appointments and requests stay as the records the law requires us to keep (bills, consultation ' +
          'records), no longer linked to any account.',
        ...(links.doctor ? [`Unlinks the doctor record ${links.doctor.name}.`] : []),
      ];
  }
}
