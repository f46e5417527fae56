// What the Users screens read: every account from the auth server (read once per request, whoever asks: the badge,
// the dashboard, the list), split into the Doctors and the Patients lists, searched and paged in the Worker (the
// admin API pages by page number only and cannot search), and what each account is linked to in D1.
import type { Context } from 'hono';
import { appointmentCountsOf, listDoctors } from '../../appointments';
import { ADMIN_ROLE, AuthUnavailableError, DOCTOR_ROLE, listAllAccounts, type AccountRecord } from '../../auth';
import type { AppEnv } from '../../env';
import { ScreenUnavailableError } from '../../render/area-routes';
import { requestLinksOf, type AccountRequests } from '../../requests';

export const USERS_PAGE_SIZE = 50;

export type UsersList = 'patients' | 'doctors';

export const DIRECTORY_UNAVAILABLE =
  'The accounts cannot be read: the auth server did not answer, or the Worker has no SUPABASE_SERVICE_ROLE_KEY. ' +
  'Nothing was changed. Try again in a minute; if it persists, check the auth server and the secret.';

export interface UsersQuery {
  /** Part of an e-mail or a name. */
  search?: string;
  page: number;
}

export function readUsersQuery(params: URLSearchParams): UsersQuery {
  const search = (params.get('q') ?? '').trim().slice(0, 100);
  const page = Number(params.get('page'));
  return { search: search || undefined, page: Number.isInteger(page) && page > 1 && page < 10_000 ? page : 1 };
}

/** The list's query string, rebuilt from known keys only. */
export function usersSearch(query: UsersQuery, page = query.page): string {
  const params = new URLSearchParams();
  if (query.search) params.set('q', query.search);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Asked for a doctor's account at sign-up and not yet decided: no staff role, not disabled. */
export const isWaitingDoctor = (account: AccountRecord): boolean =>
  account.askedFor === DOCTOR_ROLE && account.role !== DOCTOR_ROLE && account.role !== ADMIN_ROLE && !account.disabled;

/** The Doctors list: doctors, and accounts that asked to be one (admins stay on the Patients list with their role). */
export const onDoctorsList = (account: AccountRecord): boolean =>
  account.role === DOCTOR_ROLE || (account.askedFor === DOCTOR_ROLE && account.role !== ADMIN_ROLE);

function matches(account: AccountRecord, search: string | undefined): boolean {
  if (!search) return true;
  const wanted = search.toLowerCase();
  return Boolean(account.email?.toLowerCase().includes(wanted) || account.fullName?.toLowerCase().includes(wanted));
}

/** One list's accounts matching the search: waiting doctors first, then newest first. */
export function pickAccounts(
  accounts: readonly AccountRecord[],
  list: UsersList,
  search: string | undefined,
): AccountRecord[] {
  return accounts
    .filter((account) => (list === 'doctors') === onDoctorsList(account) && matches(account, search))
    .sort(
      (a, b) =>
        Number(isWaitingDoctor(b)) - Number(isWaitingDoctor(a)) ||
        b.createdAt - a.createdAt ||
        a.id.localeCompare(b.id),
    );
}

const directoryPerRequest = new WeakMap<Context<AppEnv>, ReturnType<typeof listAllAccounts>>();

/** Every account, read from the auth server once per request. */
export function directoryOf(c: Context<AppEnv>): ReturnType<typeof listAllAccounts> {
  let read = directoryPerRequest.get(c);
  if (!read) {
    read = listAllAccounts(c);
    read.catch(() => undefined);
    directoryPerRequest.set(c, read);
  }
  return read;
}

/** Every account, or the screen's 503 with a message when the auth server cannot be read. */
export async function directoryForScreen(c: Context<AppEnv>) {
  try {
    return await directoryOf(c);
  } catch (error) {
    if (error instanceof AuthUnavailableError) throw new ScreenUnavailableError(DIRECTORY_UNAVAILABLE);
    throw error;
  }
}

/** Doctor sign-ups waiting for approval: the Doctors entry's badge (none shown at 0) and the dashboard's card. */
export async function waitingDoctors(c: Context<AppEnv>): Promise<number> {
  const { accounts } = await directoryOf(c);
  return accounts.filter(isWaitingDoctor).length;
}

export async function doctorsBadge(c: Context<AppEnv>): Promise<number | null> {
  const waiting = await waitingDoctors(c);
  return waiting > 0 ? waiting : null;
}

export interface LinkedDoctor {
  id: string;
  name: string;
}

export const NO_LINKS: AccountLinks = { doctor: null, appointments: 0, requests: { total: 0, erasure: null } };

export interface AccountLinks {
  doctor: LinkedDoctor | null;
  appointments: number;
  requests: AccountRequests;
}

/** What each account is linked to: its doctor record, and its appointments and requests (confirmed e-mail only). */
export async function linksOf(
  db: D1Database,
  accounts: readonly AccountRecord[],
): Promise<{ links: Map<string, AccountLinks>; unlinked: LinkedDoctor[] }> {
  const refs = accounts.map((account) => ({ id: account.id, email: account.confirmed ? account.email : null }));
  const [doctors, appointments, requests] = await Promise.all([
    listDoctors(db, 'all'),
    appointmentCountsOf(db, refs),
    requestLinksOf(db, refs),
  ]);
  const byAccount = new Map(
    doctors.flatMap((d) => (d.accountId ? [[d.accountId, { id: d.id, name: d.name }] as const] : [])),
  );
  const links = new Map(
    accounts.map((account) => [
      account.id,
      {
        doctor: byAccount.get(account.id) ?? null,
        appointments: appointments.get(account.id) ?? 0,
        requests: requests.get(account.id) ?? { total: 0, erasure: null },
      },
    ]),
  );
  const unlinked = doctors.filter((d) => !d.accountId).map((d) => ({ id: d.id, name: d.name }));
  return { links, unlinked };
}
