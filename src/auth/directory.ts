// The accounts as the admin's Users screens manage them: the auth server's admin API, called by the Worker alone with
// the service-role key (a Worker secret, never sent to a browser). Every call answers within the auth deadline or
// throws AuthUnavailableError, which the screens turn into a 503 with a message. A change made here counts on the
// user's very next request: the guards read the role, and whether the session is still live, from the auth server
// every time (session.ts).
import { createClient, isAuthApiError, type SupabaseClient, type User } from '@supabase/supabase-js';
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { AUTH_DEADLINE_MS, AuthUnavailableError, withDeadline } from './supabase';

/** An account as the admin sees it. Only `role` (app_metadata, set by the service role) ever authorizes anything. */
export interface AccountRecord {
  id: string;
  email: string | null;
  fullName: string | null;
  /** app_metadata.role: 'admin', 'doctor', or none. */
  role: string | null;
  /** user_metadata.role: the account type chosen at sign-up. The user wrote it: shown, never trusted. */
  askedFor: string | null;
  confirmed: boolean;
  /** UTC milliseconds; null before the first sign-in. */
  lastSignInAt: number | null;
  createdAt: number;
  /** Banned until a time to come: cannot sign in, and every session was ended when it was disabled. */
  disabled: boolean;
}

/** The admin API pages by 1,000 at most; the screens read every page up to this many accounts. */
export const DIRECTORY_PAGE = 1000;
export const DIRECTORY_LIMIT = 20_000;

/** What "disabled" means on the auth server: banned for a hundred years (and "none" lifts it). */
const BAN_FOREVER = '876000h';

/** The shape of an auth server user id; anything else is no account. */
export const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const instant = (value: unknown) => {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(time) ? time : null;
};

export function accountOfUser(user: User, now = Date.now()): AccountRecord {
  const banned = instant(user.banned_until);
  return {
    id: user.id,
    email: text(user.email),
    fullName: text(user.user_metadata?.full_name),
    role: text(user.app_metadata?.role),
    askedFor: text(user.user_metadata?.role),
    confirmed: Boolean(user.email_confirmed_at),
    lastSignInAt: instant(user.last_sign_in_at),
    createdAt: instant(user.created_at) ?? 0,
    disabled: banned !== null && banned > now,
  };
}

const fetchWithTimeout: typeof fetch = (input, init) =>
  fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(AUTH_DEADLINE_MS) });

function serviceClient(c: Context<AppEnv>): SupabaseClient {
  const url = c.env?.SUPABASE_URL;
  const key = c.env?.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !key) throw new AuthUnavailableError('SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is not set');
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchWithTimeout },
  });
}

/** Whether the Worker holds what the Users screens need (the URL and the service-role key). */
export const directoryConfigured = (c: Context<AppEnv>): boolean =>
  Boolean(c.env?.SUPABASE_URL && c.env?.SUPABASE_SERVICE_ROLE_KEY);

/** An answer the admin API should never give (a refused key, a bad request): an outage to the screens, logged. */
function unexpected(error: unknown): never {
  console.error('users: the auth server refused an admin call', error);
  throw new AuthUnavailableError(error);
}

/** Every account, read page by page; `truncated` when there are more than DIRECTORY_LIMIT. */
export async function listAllAccounts(c: Context<AppEnv>): Promise<{ accounts: AccountRecord[]; truncated: boolean }> {
  const admin = serviceClient(c).auth.admin;
  const accounts: AccountRecord[] = [];
  const now = Date.now();
  for (let page = 1; accounts.length < DIRECTORY_LIMIT; page += 1) {
    const { data, error } = await withDeadline(admin.listUsers({ page, perPage: DIRECTORY_PAGE }));
    if (error) unexpected(error);
    accounts.push(...data.users.map((user) => accountOfUser(user, now)));
    if (data.users.length < DIRECTORY_PAGE) return { accounts, truncated: false };
  }
  return { accounts: accounts.slice(0, DIRECTORY_LIMIT), truncated: true };
}

/** One account, or null when there is none with that id. */
export async function findAccount(c: Context<AppEnv>, id: string): Promise<AccountRecord | null> {
  if (!ACCOUNT_ID.test(id)) return null;
  const { data, error } = await withDeadline(serviceClient(c).auth.admin.getUserById(id));
  if (error) {
    if (isAuthApiError(error) && error.status === 404) return null;
    unexpected(error);
  }
  return data.user ? accountOfUser(data.user) : null;
}

/** What the admin API says of one linked account: as it is now, gone (no account has that id now), or not known. */
export type LinkedAccount = AccountRecord | 'gone' | 'unknown';

/**
 * The accounts other records name by id (a doctor record's sign-in account), as the auth server has them now, read
 * one by one (there are as many as there are linked records, not the whole directory). An id the auth server no
 * longer knows is 'gone'; when it does not answer, every id is 'unknown' and the screen still shows.
 */
export async function linkedAccounts(c: Context<AppEnv>, ids: readonly string[]): Promise<Map<string, LinkedAccount>> {
  const unique = [...new Set(ids)];
  try {
    const found = await Promise.all(unique.map(async (id) => [id, (await findAccount(c, id)) ?? 'gone'] as const));
    return new Map(found);
  } catch (error) {
    if (!(error instanceof AuthUnavailableError)) throw error;
    return new Map(unique.map((id) => [id, 'unknown'] as const));
  }
}

/**
 * app_metadata.access_withdrawn: set (to the role taken away) when an admin revokes a doctor's role, so the doctor area
 * can say access was withdrawn rather than "waiting"; cleared when a role is granted again. Only the service role
 * writes app_metadata.
 */
export const WITHDRAWN_KEY = 'access_withdrawn';

/**
 * Sets app_metadata.role (null removes it) and, when given, the withdrawn marker (null clears it); the auth server
 * merges app_metadata shallowly, so other keys stay. False when the account is gone.
 */
export async function setAccountRole(
  c: Context<AppEnv>,
  id: string,
  role: string | null,
  withdrawn?: string | null,
): Promise<boolean> {
  const app_metadata = withdrawn === undefined ? { role } : { role, [WITHDRAWN_KEY]: withdrawn };
  const { error } = await withDeadline(serviceClient(c).auth.admin.updateUserById(id, { app_metadata }));
  if (error && isAuthApiError(error) && error.status === 404) return false;
  if (error) unexpected(error);
  return true;
}

/** Disables an account (which also ends its sessions) or lets it sign in again; false when the account is gone. */
export async function setAccountDisabled(c: Context<AppEnv>, id: string, disabled: boolean): Promise<boolean> {
  const { error } = await withDeadline(
    serviceClient(c).auth.admin.updateUserById(id, { ban_duration: disabled ? BAN_FOREVER : 'none' }),
  );
  if (error && isAuthApiError(error) && error.status === 404) return false;
  if (error) unexpected(error);
  return true;
}

/** Deletes the account on the auth server; false when it was already gone. */
export async function deleteAccount(c: Context<AppEnv>, id: string): Promise<boolean> {
  const { error } = await withDeadline(serviceClient(c).auth.admin.deleteUser(id));
  if (error && isAuthApiError(error) && error.status === 404) return false;
  if (error) unexpected(error);
  return true;
}
