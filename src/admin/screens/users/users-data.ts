// What the Users screens read: every account from the auth server (read once per request, whoever asks: the badge,
// the dashboard, the list; the waiting count is remembered a minute for the other admin pages), split into the Doctors and the Patients lists, searched and paged in the Worker (the
// admin API pages by page number only and cannot search), and what each account is linked to in D1.
import type { Context } from 'hono';
import { appointmentCountsOf, listDoctors } from '../../../appointments';
import { ADMIN_ROLE, AuthUnavailableError, DOCTOR_ROLE, listAllAccounts, type AccountRecord } from '../../../auth';
import type { AppEnv } from '../../../env';
import { pageField, queryFields, readQuery, searchField, z } from '../../../http/validate';
import { ScreenUnavailableError } from '../../../render/area-routes';
import { requestLinksOf, type AccountRequests } from '../../../requests';

export const USERS_PAGE_SIZE = 50;

export type UsersList = 'patients' | 'doctors';

export const DIRECTORY_UNAVAILABLE =
  'The accounts cannot be read: the auth server did not answer, or the Worker has no SUPABASE_SERVICE_ROLE_KEY. ' +
  'Nothing was changed. Try again in a minute; if it persists, check the auth server and the secret.';

export const LINKS_UNAVAILABLE =
  'The database did not answer, so what the accounts are linked to cannot be read. Nothing was changed. Try again ' +
  'in a minute; if it persists, check the DB binding.';

/** Where the Users screens live: their pages count the waiting sign-ups afresh. */
export const USERS_PREFIX = '/admin/users/';

export interface UsersQuery {
  /** Part of an e-mail or a name. */
  search?: string;
  page: number;
}

/** ?q=&page=: a search of at most 100 characters, and a page from 1 to 9,999 (the first for anything else). */
const USERS_QUERY = z.object({
  q: searchField(100),
  page: pageField(9_999),
});

export function readUsersQuery(params: URLSearchParams): UsersQuery {
  const { q, page } = readQuery(USERS_QUERY, queryFields(params));
  return { search: q, page };
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

/** How long the waiting count is remembered per isolate, and how long the sidebar's badge may wait for it. */
export const WAITING_MEMO_MS = 60_000;
export const BADGE_DEADLINE_MS = 1000;

/** The last waiting count read, per auth server (SUPABASE_URL), in this isolate. */
const waitingMemo = new Map<string, { count: number; at: number }>();
const memoKey = (c: Context<AppEnv>) => c.env?.SUPABASE_URL ?? '';

/** Bumped by every forgetting: a read started before a change never stores its older count after it. */
let generation = 0;

/** Forgets the remembered count: after a change of an account, so the next page counts afresh. */
export function forgetWaitingCount(c: Context<AppEnv>): void {
  generation += 1;
  waitingMemo.delete(memoKey(c));
}

/** Every account, read from the auth server once per request (fresh: the Users screens read through this). */
export function directoryOf(c: Context<AppEnv>): ReturnType<typeof listAllAccounts> {
  let read = directoryPerRequest.get(c);
  if (!read) {
    const key = memoKey(c);
    const started = generation;
    read = listAllAccounts(c);
    read.then(
      ({ accounts }) => {
        if (started === generation)
          waitingMemo.set(key, { count: accounts.filter(isWaitingDoctor).length, at: Date.now() });
      },
      () => undefined,
    );
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

/** Doctor sign-ups waiting for approval, read afresh: the Users screens and the dashboard's card. */
export async function waitingDoctors(c: Context<AppEnv>): Promise<number> {
  const { accounts } = await directoryOf(c);
  return accounts.filter(isWaitingDoctor).length;
}

/** A patient's account: on the Patients list (never a doctor, nor asking to be one) and not an admin. */
export const isPatientAccount = (account: AccountRecord): boolean =>
  !onDoctorsList(account) && account.role !== ADMIN_ROLE;

/** The dashboard's account figures, from the one read of the directory: sign-ups waiting, and patients' accounts. */
export interface AccountFigures {
  waitingDoctors: number;
  patients: number;
  /** The directory holds more accounts than one read takes: the counts are of the first ones. */
  truncated: boolean;
}

export async function accountFigures(c: Context<AppEnv>): Promise<AccountFigures> {
  const { accounts, truncated } = await directoryOf(c);
  return {
    waitingDoctors: accounts.filter(isWaitingDoctor).length,
    patients: accounts.filter(isPatientAccount).length,
    truncated,
  };
}

/**
 * The same count for the sidebar's badge: remembered for a minute, so not every admin page waits for the whole
 * account list. The Users screens and the dashboard count afresh (their figure is the content, and a sign-up must show
 * at once); a request that already read the list, or is under the Users screens, uses that fresh read.
 */
export async function waitingDoctorsRemembered(c: Context<AppEnv>): Promise<number> {
  const memo = waitingMemo.get(memoKey(c));
  const usersScreen = new URL(c.req.url).pathname.startsWith(USERS_PREFIX);
  if (memo && Date.now() - memo.at < WAITING_MEMO_MS && !usersScreen && !directoryPerRequest.has(c)) return memo.count;
  return waitingDoctors(c);
}

/** The Doctors entry's badge (none at 0): skipped, never the page failed, when the count takes over a second. */
export async function doctorsBadge(c: Context<AppEnv>): Promise<number | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), BADGE_DEADLINE_MS);
  });
  try {
    const waiting = await Promise.race([waitingDoctorsRemembered(c), late]);
    return waiting ? waiting : null;
  } catch {
    return null;
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
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
  let read: [Awaited<ReturnType<typeof listDoctors>>, Map<string, number>, Map<string, AccountRequests>];
  try {
    read = await Promise.all([listDoctors(db, 'all'), appointmentCountsOf(db, refs), requestLinksOf(db, refs)]);
  } catch (error) {
    // The database did not answer: the screen's 503 with a message, never a 500.
    console.error('users: the links of the accounts could not be read', error);
    throw new ScreenUnavailableError(LINKS_UNAVAILABLE);
  }
  const [doctors, appointments, requests] = read;
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
