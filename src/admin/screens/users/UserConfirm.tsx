// The confirmation page of an action on an account: who it is, what will happen, and a Confirm button (a POST form
// that works without JavaScript); Cancel goes back to the list as it was.
import type { AccountRecord } from '../../../auth';
import { indiaTime } from '../shared/india-time';
import { ACTION_LABELS, consequences, type Subject, type UserAction } from './user-rules';
import { AccountBadges, actionPath, roleLabel } from './UsersList';
import type { LinkedDoctor } from './users-data';

function Summary({ account, subject }: { account: AccountRecord; subject: Subject }) {
  const { links } = subject;
  const rows: [string, string][] = [
    ['Name', account.fullName ?? '—'],
    ['E-mail', account.email ?? '—'],
    ['Role', roleLabel(account.role)],
    ['Signed up as', account.askedFor ?? '—'],
    ['E-mail confirmed', account.confirmed ? 'Yes' : 'No'],
    ['Last sign-in', account.lastSignInAt === null ? 'Never' : indiaTime(account.lastSignInAt)],
    ['Created', indiaTime(account.createdAt)],
    ['Doctor record', links.doctor ? links.doctor.name : 'None'],
    ['Linked appointments', String(links.appointments)],
    ['Linked requests', String(links.requests.total)],
  ];
  return (
    <dl className="card m-0 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-ink-700">{label}</dt>
          <dd className="m-0 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface ConfirmProps {
  path: string;
  action: UserAction;
  subject: Subject;
  /** Doctor records not linked to any account (approve only). */
  unlinked: readonly LinkedDoctor[];
  back: string;
  error?: string;
  /** The doctor record chosen before the form was refused. */
  chosen?: string;
  /** The action cannot be done to this account now (the error says why): no Confirm button. */
  blocked?: boolean;
}

export function UserConfirm({ path, action, subject, unlinked, back, error, chosen, blocked = false }: ConfirmProps) {
  const { account } = subject;
  const danger = action === 'delete' || action === 'disable' || action === 'revoke';
  const needsRecord = action === 'approve' && !subject.links.doctor;
  return (
    <div className="grid max-w-3xl gap-6">
      <p className="m-0">
        <AccountBadges account={account} self={subject.self} />
      </p>
      <Summary account={account} subject={subject} />
      {!blocked && (
        <section aria-labelledby="what-happens" className="card">
          <h2 id="what-happens" className="m-0 text-lg font-bold text-ink-900">
            What will happen
          </h2>
          <ul className="m-0 mt-2">
            {consequences(action, subject).map((line) => (
              <li key={line}>{line}</li>
            ))}
            <li>The change is recorded in the audit log with your name.</li>
          </ul>
        </section>
      )}
      {error && (
        <p role="alert" className="alert-error m-0">
          {error}
        </p>
      )}
      {blocked ? (
        <p className="m-0">
          <a href={`${path}${back}`} className="btn-outline">
            Back to the list
          </a>
        </p>
      ) : (
        <form method="post" action={actionPath(path, account.id, action)} className="card grid gap-4">
          <input type="hidden" name="back" value={back} />
          {needsRecord &&
            (unlinked.length === 0 ? (
              <p className="m-0">
                Every doctor record is linked to an account already. Add this doctor’s record first (Scheduling →
                Calendars), then approve.
              </p>
            ) : (
              <div>
                <label htmlFor="approve-doctor" className="field-label">
                  Doctor record to link
                </label>
                <select id="approve-doctor" name="doctor" required defaultValue={chosen ?? ''} className="field-input">
                  <option value="">Choose a doctor record</option>
                  {unlinked.map((doctor) => (
                    <option key={doctor.id} value={doctor.id}>
                      {`${doctor.name} (${doctor.id})`}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              className={danger ? 'btn-primary bg-red-700 hover:bg-red-800' : 'btn-primary'}
              disabled={needsRecord && unlinked.length === 0}
            >
              Confirm: {ACTION_LABELS[action].toLowerCase()}
            </button>
            <a href={`${path}${back}`} className="btn-outline">
              Cancel
            </a>
          </div>
        </form>
      )}
    </div>
  );
}
