// What an action on an account did when a step failed: the errors the Users actions turn into answers, and the
// re-read of an account whose change the auth server may have made without its answer arriving.
import type { Context } from 'hono';
import { AuthUnavailableError, deleteAccount, findAccount, type AccountRecord } from '../../../auth';
import type { AppEnv } from '../../../env';
import { AUTH_NOTHING_CHANGED } from '../shared/labels';
import type { LinkedDoctor } from './users-data';

export type Problem = { status: 400 | 409 | 429; message: string; chosen?: string };

/** A step that failed after another had succeeded: said plainly, with what to do. */
export class PartlyDone extends Error {}

/** The account went away between the page and the change (nothing was changed). */
export class AccountGone extends Error {}

/** A step that failed with nothing changed (the auth server's answer was lost and a new read shows no change). */
export class NotChanged extends Error {}

/** The auth server did not answer a change, nor a new read of the account: what happened is not known. */
export class OutcomeUnknown extends Error {}

export const UNKNOWN_CHANGE =
  'The auth server did not answer in time, so it is not known whether the change was made. Open the list again in ' +
  'a minute to see the account as it is now before trying again.';

/** The account as the auth server has it now, null when it is gone, or 'unknown' when it does not answer. */
export async function reread(c: Context<AppEnv>, id: string): Promise<AccountRecord | null | 'unknown'> {
  try {
    return await findAccount(c, id);
  } catch (error) {
    if (error instanceof AuthUnavailableError) return 'unknown';
    throw error;
  }
}

/** D1's refusal of a second doctor record for one account (the unique doctors.account_id). */
export const isUniqueFailure = (error: unknown) =>
  /UNIQUE constraint failed/i.test(String((error as Error)?.message ?? error));

/**
 * The 409 of an approval that lost a race: this account got another record a moment ago (`clash`: D1's unique index
 * refused a second one, or the holding record is known), or the chosen record went to another account.
 */
export function takenProblem(holding: LinkedDoctor | null, clash: boolean): Problem {
  if (holding || clash)
    return {
      status: 409,
      message:
        `This account was linked to ${holding ? holding.name : 'another doctor record'} a moment ago (another ` +
        'approval, or the form sent twice), so this one changed nothing. Open the list again to see the account as ' +
        'it is now.',
    };
  return { status: 409, message: 'That doctor record was linked to another account a moment ago. Choose another.' };
}

/** Deletes the account; false when it was gone. A lost answer is checked by reading the account again. */
export async function deleteOrReread(c: Context<AppEnv>, id: string, erasure: string | null): Promise<boolean> {
  try {
    return await deleteAccount(c, id);
  } catch (error) {
    if (!(error instanceof AuthUnavailableError)) throw error;
    const now = await reread(c, id);
    if (now === null) return true; // deleted: only the answer was lost
    if (now !== 'unknown') throw new NotChanged(AUTH_NOTHING_CHANGED);
    throw new OutcomeUnknown(
      'The auth server did not answer in time, so it is not known whether the account was deleted. Open the ' +
        `Patients list in a minute: if the account is still there, delete it again; if it is gone, close the request ${
          erasure ?? ''
        } by hand in Appointments → Requests and note the deletion there.`,
    );
  }
}
