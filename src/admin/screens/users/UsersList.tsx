// /admin/users/doctors and /admin/users/patients: the accounts of the auth server, searched by e-mail or name, in
// pages of 50, with their role, whether the address is confirmed, the last sign-in and when they signed up (India
// time), and what each is linked to. Each action opens a confirmation page first (UserActions.tsx).
import type { Context } from 'hono';
import { formatNumber } from '../../../../shared/i18n/format';
import { ADMIN_ROLE, DIRECTORY_LIMIT, DOCTOR_ROLE, type AccountRecord } from '../../../auth';
import type { AppEnv } from '../../../env';
import { adminDb } from '../../db';
import { SearchField } from '../../FilterFields';
import { indiaTime } from '../shared/india-time';
import { ListTable } from '../shared/ListTable';
import { Pager, shownRange } from '../shared/Pager';
import { ACTION_LABELS, offeredActions, type Subject } from './user-rules';
import {
  directoryForScreen,
  isWaitingDoctor,
  linksOf,
  NO_LINKS,
  pickAccounts,
  readUsersQuery,
  USERS_PAGE_SIZE,
  usersSearch,
  type AccountLinks,
  type UsersList,
  type UsersQuery,
} from './users-data';

export const actionPath = (list: string, id: string, action: string) => `${list}/${encodeURIComponent(id)}/${action}`;

export function roleLabel(role: string | null): string {
  if (role === ADMIN_ROLE) return 'Admin';
  if (role === DOCTOR_ROLE) return 'Doctor';
  if (role === 'patient') return 'Patient';
  return role ? role : 'No role (patient)';
}

const BADGE = 'mt-1 inline-block whitespace-nowrap rounded-full px-2 text-xs font-bold leading-5';

export function AccountBadges({ account, self }: { account: AccountRecord; self: boolean }) {
  return (
    <>
      {isWaitingDoctor(account) && (
        <span className={`${BADGE} mr-1 bg-amber-100 text-amber-900`} data-waiting="">
          Waiting for approval
        </span>
      )}
      {!account.confirmed && (
        <span className={`${BADGE} mr-1 bg-red-50 text-red-900`} data-unconfirmed="">
          E-mail not confirmed
        </span>
      )}
      {account.disabled && <span className={`${BADGE} mr-1 bg-red-100 text-red-900`}>Disabled</span>}
      {self && <span className={`${BADGE} bg-slate-100 text-ink-800`}>You</span>}
    </>
  );
}

function LinkedTo({ list, links }: { list: UsersList; links: AccountLinks }) {
  const counts = `${formatNumber(links.appointments)} appointment${links.appointments === 1 ? '' : 's'}, ${formatNumber(
    links.requests.total,
  )} request${links.requests.total === 1 ? '' : 's'}`;
  return (
    <>
      {links.doctor ? (
        <span className="block">
          Doctor record: <strong>{links.doctor.name}</strong>
        </span>
      ) : (
        list === 'doctors' && <span className="block text-ink-600">No doctor record</span>
      )}
      {list === 'patients' && <span className="block">{counts}</span>}
      {links.requests.erasure && (
        <span className="mt-1 block font-semibold text-red-800">
          Asked to delete the account ({links.requests.erasure})
        </span>
      )}
    </>
  );
}

function AccountRow({ path, list, subject, back }: { path: string; list: UsersList; subject: Subject; back: string }) {
  const { account, links, self } = subject;
  const actions = offeredActions(subject);
  return (
    <tr className="border-b border-slate-200 align-top text-sm" data-account={account.id}>
      <th scope="row" className="py-3 pr-3 font-normal [overflow-wrap:anywhere]">
        <span className="block font-semibold">{account.fullName ?? '—'}</span>
        <span className="block">{account.email ?? '—'}</span>
        <AccountBadges account={account} self={self} />
      </th>
      <td className="py-3 pr-3">
        {roleLabel(account.role)}
        {account.askedFor && account.askedFor !== account.role && (
          <span className="block text-ink-600">Signed up as: {account.askedFor}</span>
        )}
      </td>
      <td className="py-3 pr-3">{account.confirmed ? 'Yes' : 'No'}</td>
      <td className="py-3 pr-3">{account.lastSignInAt === null ? 'Never' : indiaTime(account.lastSignInAt)}</td>
      <td className="py-3 pr-3">{indiaTime(account.createdAt)}</td>
      <td className="py-3 pr-3">
        <LinkedTo list={list} links={links} />
      </td>
      <td className="py-3">
        {actions.length === 0 ? (
          '—'
        ) : (
          <ul className="m-0 grid list-none gap-1 p-0">
            {actions.map((action) => (
              <li key={action}>
                <a href={`${actionPath(path, account.id, action)}${back}`} className="whitespace-nowrap">
                  {action === 'approve' && account.role === DOCTOR_ROLE
                    ? 'Link a doctor record'
                    : ACTION_LABELS[action]}
                  <span className="sr-only">: {account.email ?? account.id}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

const INTRO: Record<UsersList, string> = {
  doctors:
    'Accounts with the doctor role, and people who signed up as a doctor (waiting for approval, shown first). ' +
    'Approving links the account to its doctor record and grants the role; a sign-up grants nothing by itself.',
  patients:
    'Every other account: patients, and admins with their role shown. Appointments and requests count as linked ' +
    'when made while signed in, or with the account’s confirmed e-mail.',
};

export interface UsersListProps {
  path: string;
  list: UsersList;
  query: UsersQuery;
  subjects: readonly Subject[];
  total: number;
  waiting: number;
  truncated: boolean;
}

export function UsersListView({ path, list, query, subjects, total, waiting, truncated }: UsersListProps) {
  const back = usersSearch(query);
  return (
    <div className="grid gap-6">
      <p className="m-0 max-w-3xl text-ink-700">{INTRO[list]}</p>
      {truncated && (
        <p role="alert" className="alert-warning m-0">
          {`Only the first ${formatNumber(DIRECTORY_LIMIT)} accounts were read; search to narrow the list.`}
        </p>
      )}
      {list === 'doctors' && (
        <p className="m-0 font-semibold" data-waiting-doctors={waiting}>
          {waiting === 0 ? 'No sign-ups are waiting for approval.' : `Waiting for approval: ${formatNumber(waiting)}`}
        </p>
      )}
      <form method="get" action={path} className="card flex flex-wrap items-end gap-3">
        <SearchField
          id={`${list}-search`}
          label="Search e-mail or name"
          value={query.search}
          className="min-w-64 flex-1"
        />
        <button type="submit" className="btn-primary">
          Search
        </button>
      </form>
      <ListTable
        summary={total === 0 ? 'No accounts match.' : `Showing ${shownRange(query.page, total, USERS_PAGE_SIZE)}`}
        rows={subjects}
        row={(subject) => <AccountRow key={subject.account.id} path={path} list={list} subject={subject} back={back} />}
        caption={list === 'doctors' ? 'Doctor accounts, waiting ones first' : 'Patient and admin accounts'}
        headers={['Name and e-mail', 'Role', 'Confirmed', 'Last sign-in', 'Created', 'Linked to', 'Actions']}
        minWidth="min-w-[54rem]"
        pager={
          <Pager
            pageSize={USERS_PAGE_SIZE}
            query={query}
            total={total}
            path={path}
            search={(page) => usersSearch(query, page)}
          />
        }
      />
    </div>
  );
}

function usersScreen(list: UsersList) {
  return async (c: Context<AppEnv>, path: string) => {
    const db = adminDb(c);
    const query = readUsersQuery(new URL(c.req.url).searchParams);
    const { accounts, truncated } = await directoryForScreen(c);
    const picked = pickAccounts(accounts, list, query.search);
    const shown = picked.slice((query.page - 1) * USERS_PAGE_SIZE, query.page * USERS_PAGE_SIZE);
    const { links } = await linksOf(db, shown);
    const me = c.get('user')?.id;
    const subjects = shown.map((account) => ({
      account,
      links: links.get(account.id) ?? NO_LINKS,
      self: account.id === me,
    }));
    return (
      <UsersListView
        path={path}
        list={list}
        query={query}
        subjects={subjects}
        total={picked.length}
        waiting={accounts.filter(isWaitingDoctor).length}
        truncated={truncated}
      />
    );
  };
}

export const doctorsScreen = usersScreen('doctors');
export const patientsScreen = usersScreen('patients');
