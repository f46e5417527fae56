// The actions on an account, under each Users list: GET …/<account id>/<action> shows the confirmation page, POST
// to the same address does it (the site's same-origin check refuses a post from elsewhere), records it in the audit
// log, and goes back to the list with a flash message. An unknown account answers 404, a refused form 400 (409
// when the account changed meanwhile), an auth server that does not answer 503 saying what did or did not change.
//
// Order of the two-step changes, so no half state is left silently:
// - Approve: link the doctor record in D1 first (the unique index keeps one account per record; a link alone grants
//   nothing, since the guard reads the role), then grant the role. If the role cannot be granted the link is undone
//   and the admin is told nothing changed. A second approval racing the first (a double submit) that finds the same
//   record already linked to this account goes on to grant the role; one with another record is refused with 409.
// - Revoke: remove the role first (access ends at once; a doctor's account is marked access_withdrawn so the doctor
//   area says so), then unlink the record. If the unlink fails the admin is told to revoke again.
// - Delete: delete the sign-in account first, then close the request and unlink the records. If that fails the
//   admin is told which request to close by hand.
// When the auth server does not answer a change in time it may still have made it: the account is read again and the
// admin told what actually happened, or that the outcome is unknown (never "nothing was changed" unless it is so).
import { Hono, type Context } from 'hono';
import {
  doctorOfAccount,
  forgetAppointmentsAccountStatement,
  linkDoctorStatement,
  undoDoctorLinkStatement,
  unlinkDoctorStatement,
} from '../../../appointments';
import {
  AuthUnavailableError,
  DOCTOR_ROLE,
  findAccount,
  sendAccountReset,
  setAccountDisabled,
  setAccountRole,
  ADMIN_ROLE,
} from '../../../auth';
import type { AppEnv } from '../../../env';
import { readFlash, redirectWithFlash } from '../../../http/flash';
import { readFormFields } from '../../../http/form';
import { checkFields, readAs, z } from '../../../http/validate';
import { refusalText } from '../../../http/refusals';
import { FORM_LIMIT } from '../../../http/replies';
import { ScreenUnavailableError, type AreaPage } from '../../../render/area-routes';
import { accountAuditStatement, forgetRequestsAccountStatements, type AccountAuditAction } from '../../../requests';
import type { FlashCode } from '../../../../shared/messages';
import { actorOf, adminDb } from '../../db';
import { UserConfirm } from './UserConfirm';
import {
  AccountGone,
  deleteOrReread,
  isUniqueFailure,
  NotChanged,
  OutcomeUnknown,
  PartlyDone,
  type Problem,
  reread,
  takenProblem,
  UNKNOWN_CHANGE,
} from './user-outcomes';
import { AUTH_NOTHING_CHANGED } from '../shared/labels';
import { ACTION_LABELS, isUserAction, refusalOf, type Subject, type UserAction } from './user-rules';
import {
  DIRECTORY_UNAVAILABLE,
  forgetWaitingCount,
  linksOf,
  NO_LINKS,
  readUsersQuery,
  usersSearch,
  type LinkedDoctor,
} from './users-data';

const NOT_FOUND = 'There is no account with that id (it may have been deleted).';

const DONE: Record<UserAction, FlashCode> = {
  approve: 'account-approved',
  revoke: 'account-role-changed',
  'grant-admin': 'account-role-changed',
  disable: 'account-disabled',
  enable: 'account-enabled',
  reset: 'account-reset-sent',
  delete: 'account-deleted',
};

type Loaded = { subject: Subject; unlinked: LinkedDoctor[] } | null;

async function loadSubject(c: Context<AppEnv>, id: string): Promise<Loaded> {
  const account = await findAccount(c, id);
  if (!account) return null;
  const { links, unlinked } = await linksOf(adminDb(c), [account]);
  const self = account.id === c.get('user')?.id;
  return { subject: { account, links: links.get(account.id) ?? NO_LINKS, self }, unlinked };
}

export function usersActions(path: string, page: AreaPage): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const address = `${path}/:id/:action`;

  const notice = (c: Context<AppEnv>, status: 404 | 503, message: string, title: string) => {
    c.status(status);
    return page(
      c,
      <div className="grid max-w-3xl gap-4">
        <p role="alert" className="alert-error m-0">
          {message}
        </p>
        <p className="m-0">
          <a href={path}>Back to the list</a>
        </p>
      </div>,
      title,
    );
  };

  const confirmPage = (
    c: Context<AppEnv>,
    action: UserAction,
    loaded: NonNullable<Loaded>,
    back: string,
    problem?: { status: 400 | 409 | 429 | 503; message: string; chosen?: string },
    blocked = false,
  ) => {
    if (problem) c.status(problem.status);
    return page(
      c,
      <UserConfirm
        path={path}
        action={action}
        subject={loaded.subject}
        unlinked={loaded.unlinked}
        back={back}
        error={problem?.message}
        chosen={problem?.chosen}
        blocked={blocked}
      />,
      ACTION_LABELS[action],
    );
  };

  /** The account and action of the address, or the answer for a bad one. */
  const target = async (c: Context<AppEnv>) => {
    const action = c.req.param('action') ?? '';
    const id = c.req.param('id') ?? '';
    if (!isUserAction(action)) return { answer: await notice(c, 404, 'There is no such action.', 'Not found') };
    try {
      const loaded = await loadSubject(c, id);
      if (!loaded) return { answer: await notice(c, 404, NOT_FOUND, 'Account not found') };
      return { action, loaded };
    } catch (error) {
      // No DB binding, or the database not answering: the message says which.
      if (error instanceof ScreenUnavailableError)
        return { answer: await notice(c, 503, error.message, 'Service unavailable') };
      if (!(error instanceof AuthUnavailableError)) throw error;
      return { answer: await notice(c, 503, DIRECTORY_UNAVAILABLE, 'Service unavailable') };
    }
  };

  routes.get(address, readFlash, async (c) => {
    const found = await target(c);
    if ('answer' in found) return found.answer;
    const back = usersSearch(readUsersQuery(new URL(c.req.url).searchParams));
    const refused = refusalOf(found.action, found.loaded.subject);
    return confirmPage(c, found.action, found.loaded, back, refused ?? undefined, refused !== null);
  });

  routes.post(address, FORM_LIMIT, async (c) => {
    const read = await readFormFields(c.req);
    if (!read.ok) return c.text(refusalText(read.refusal, 'en'), read.status);
    const found = await target(c);
    if ('answer' in found) return found.answer;
    const { action, loaded } = found;
    const back = usersSearch(readUsersQuery(new URLSearchParams(read.fields.back ?? '')));
    const refused = refusalOf(action, loaded.subject);
    if (refused) return confirmPage(c, action, loaded, back, refused, true);
    try {
      const problem = await perform(c, action, loaded, read.fields);
      if (problem) return confirmPage(c, action, loaded, back, problem);
    } catch (error) {
      if (error instanceof AccountGone) return notice(c, 404, NOT_FOUND, 'Account not found');
      if (error instanceof PartlyDone) return notice(c, 503, error.message, 'Partly done');
      if (error instanceof OutcomeUnknown) return notice(c, 503, error.message, 'Outcome unknown');
      if (error instanceof NotChanged)
        return confirmPage(c, action, loaded, back, { status: 503, message: error.message });
      // Any other call that did not answer (disable, enable, reset) may still have been carried out.
      if (!(error instanceof AuthUnavailableError)) throw error;
      return notice(c, 503, UNKNOWN_CHANGE, 'Outcome unknown');
    } finally {
      // The waiting count may have changed: the next page counts afresh.
      forgetWaitingCount(c);
    }
    return redirectWithFlash(c, `${path}${back}`, DONE[action]);
  });

  return routes;
}

/** The approval's doctor record: one of those not linked to an account yet. */
const doctorChoice = (unlinked: readonly LinkedDoctor[]) =>
  z.object({
    doctor: readAs(
      (id) => unlinked.find((candidate) => candidate.id === id) ?? null,
      'Choose one of the doctor records not linked to an account yet.',
    ),
  });

/** Does the action; a problem to show on the confirmation page, or nothing when it is done. */
async function perform(
  c: Context<AppEnv>,
  action: UserAction,
  { subject, unlinked }: NonNullable<Loaded>,
  fields: Record<string, string>,
): Promise<Problem | undefined> {
  const db = adminDb(c);
  const actor = actorOf(c);
  const { account, links } = subject;
  const who = account.email ?? '(no e-mail)';
  const now = Date.now();
  const audit = (kind: AccountAuditAction, detail: string, linkedDoctor?: string) =>
    accountAuditStatement(db, actor, kind, account.id, `${who}: ${detail}`, now, linkedDoctor);
  /** The audit row of a change already made on the auth server. */
  const record = async (kind: AccountAuditAction, detail: string): Promise<undefined> => {
    try {
      await audit(kind, detail).run();
    } catch (error) {
      console.error('users: a change was made but not recorded', error);
      throw new PartlyDone(`The change was made (${detail}), but it could not be recorded in the audit log.`);
    }
  };
  const gone = () => {
    throw new AccountGone();
  };
  const roleText = account.role ?? 'none';
  /**
   * Sets the role (and the withdrawn marker); false when the account is gone. When the auth server does not answer,
   * the account is read again: the change was made (true), was not (NotChanged), or nobody knows (OutcomeUnknown).
   */
  const changeRole = async (role: string | null, withdrawn?: string | null): Promise<boolean> => {
    try {
      return await setAccountRole(c, account.id, role, withdrawn);
    } catch (error) {
      if (!(error instanceof AuthUnavailableError)) throw error;
      const current = await reread(c, account.id);
      if (current === 'unknown') throw new OutcomeUnknown(UNKNOWN_CHANGE);
      if (current === null) return false;
      if (current.role === role) return true; // made: only the answer was lost
      throw new NotChanged(AUTH_NOTHING_CHANGED);
    }
  };

  switch (action) {
    case 'approve': {
      let linked = links.doctor;
      /** This request made the link (and undoes it if the role is not granted). */
      let ownLink = false;
      let how = '';
      if (!linked) {
        const chosen = checkFields(doctorChoice(unlinked), fields);
        if (!chosen.ok) return { status: 400, message: Object.values(chosen.problems).join(' ') };
        const { doctor } = chosen.value;
        let changes = 0;
        let clash = false;
        try {
          const [link] = await db.batch([
            linkDoctorStatement(db, doctor.id, account.id, now),
            audit('account-approve', `doctor record ${doctor.id} linked`, doctor.id),
          ]);
          changes = link?.meta.changes ?? 0;
        } catch (error) {
          // Another approval linked another record to this account a moment ago (the batch changed nothing).
          if (!isUniqueFailure(error)) {
            console.error('users: a doctor record could not be linked', error);
            throw new NotChanged('The database did not answer, so nothing was changed. Try again in a minute.');
          }
          clash = true;
        }
        if (changes === 0) {
          const holding = await doctorOfAccount(db, account.id).catch(() => null);
          if (holding?.id !== doctor.id) return takenProblem(holding, clash);
          how = ', already linked by an approval sent a moment before';
        } else ownLink = true;
        linked = doctor;
      }
      const doctor = linked;
      const undo = async () => {
        if (!ownLink) return; // linked before this approval: left as it was
        try {
          await db.batch([
            undoDoctorLinkStatement(db, doctor.id, account.id, now),
            audit('account-approve', `doctor record ${doctor.id} unlinked again: the role could not be granted`),
          ]);
        } catch (error) {
          console.error('users: an approval could not be undone', error);
          throw new PartlyDone(
            `The doctor role could not be granted, and the link to ${doctor.name} could not be undone either. The ` +
              'link grants nothing by itself: approve again later, or revoke to unlink it.',
          );
        }
      };
      let granted: boolean;
      try {
        granted = await changeRole(DOCTOR_ROLE, null);
      } catch (error) {
        if (error instanceof OutcomeUnknown)
          throw new OutcomeUnknown(
            `The auth server did not answer in time, so it is not known whether the doctor role was granted. The ` +
              `account is linked to ${doctor.name} (a link alone grants nothing). Open the Doctors list in a minute: ` +
              'if the account shows no doctor role, approve it again.',
          );
        await undo();
        throw error;
      }
      if (!granted) {
        await undo();
        gone();
      }
      return record('account-approve', `role ${roleText} → doctor (doctor record ${doctor.id}${how})`);
    }
    case 'revoke': {
      // Taking doctor access away marks the account, so the doctor area says "withdrawn" rather than "waiting".
      const doctorAccess = account.role === DOCTOR_ROLE || (account.role !== ADMIN_ROLE && links.doctor !== null);
      if (account.role === ADMIN_ROLE || doctorAccess)
        if (!(await changeRole(null, doctorAccess ? DOCTOR_ROLE : undefined))) gone();
      const unlinkText = links.doctor ? `; doctor record ${links.doctor.id} unlinked` : '';
      try {
        await db.batch([
          unlinkDoctorStatement(db, account.id, now),
          audit('account-role', `role ${roleText} → none${unlinkText}`),
        ]);
      } catch (error) {
        console.error('users: the role was removed but the record not unlinked', error);
        throw new PartlyDone(
          'The role was removed, but the doctor record could not be unlinked or the change recorded. Open the ' +
            'account again and revoke once more.',
        );
      }
      return;
    }
    case 'grant-admin':
      if (!(await changeRole(ADMIN_ROLE, null))) gone();
      return record('account-role', `role ${roleText} → admin`);
    case 'disable':
    case 'enable':
      if (!(await setAccountDisabled(c, account.id, action === 'disable'))) gone();
      return record(
        action === 'disable' ? 'account-disable' : 'account-enable',
        action === 'disable' ? 'disabled, every session ended' : 'enabled again',
      );
    case 'reset': {
      const sent = await sendAccountReset(c, account.email ?? '');
      if (!sent.ok) return { status: 429, message: `A reset e-mail went to this address moments ago. ${sent.tooSoon}` };
      return record('account-reset', 'password-reset e-mail sent');
    }
    case 'delete': {
      const erasure = links.requests.erasure;
      if (!(await deleteOrReread(c, account.id, erasure))) gone();
      try {
        await db.batch([
          ...forgetRequestsAccountStatements(db, account.id, actor, now),
          forgetAppointmentsAccountStatement(db, account.id),
          unlinkDoctorStatement(db, account.id, now),
          audit(
            'account-delete',
            `account deleted as asked in ${erasure}; request closed; appointments and requests kept, unlinked`,
          ),
        ]);
      } catch (error) {
        console.error('users: the account was deleted but its records not updated', error);
        throw new PartlyDone(
          `The account was deleted, but the request ${erasure} could not be closed or the change recorded. Close ` +
            'the request by hand in Appointments → Requests and note the deletion there.',
        );
      }
      return;
    }
  }
}
