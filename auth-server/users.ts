/** Users and identities: storage and the JSON shapes Supabase Auth returns. */
import crypto from 'node:crypto';
import { transaction, type Database, type Row } from './db.ts';

export type Json = Record<string, unknown>;

export interface User {
  id: string;
  email: string | null;
  phone: string;
  encrypted_password: string;
  email_confirmed_at: string | null;
  /** When the auth server verified the phone by a code (or an admin said it was confirmed). */
  phone_confirmed_at: string | null;
  /** A number asked for by updateUser({ phone }), until its code is verified (Supabase's phone_change). */
  phone_change: string | null;
  phone_change_sent_at: string | null;
  invited_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  email_change_sent_at: string | null;
  new_email: string | null;
  last_sign_in_at: string | null;
  banned_until: string | null;
  app_metadata: Json;
  user_metadata: Json;
  created_at: string;
  updated_at: string;
}

export interface Identity {
  id: string;
  provider_id: string;
  user_id: string;
  provider: string;
  identity_data: Json;
  email: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

export const now = (): string => new Date().toISOString();

const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

function toUser(row: Row): User {
  return {
    id: String(row.id),
    email: str(row.email),
    phone: String(row.phone ?? ''),
    encrypted_password: String(row.encrypted_password ?? ''),
    email_confirmed_at: str(row.email_confirmed_at),
    phone_confirmed_at: str(row.phone_confirmed_at),
    phone_change: str(row.phone_change),
    phone_change_sent_at: str(row.phone_change_sent_at),
    invited_at: str(row.invited_at),
    confirmation_sent_at: str(row.confirmation_sent_at),
    recovery_sent_at: str(row.recovery_sent_at),
    email_change_sent_at: str(row.email_change_sent_at),
    new_email: str(row.new_email),
    last_sign_in_at: str(row.last_sign_in_at),
    banned_until: str(row.banned_until),
    app_metadata: JSON.parse(String(row.app_metadata)) as Json,
    user_metadata: JSON.parse(String(row.user_metadata)) as Json,
    created_at: String(row.created_at),
    updated_at: String(row.updated_at),
  };
}

function toIdentity(row: Row): Identity {
  return {
    id: String(row.id),
    provider_id: String(row.provider_id),
    user_id: String(row.user_id),
    provider: String(row.provider),
    identity_data: JSON.parse(String(row.identity_data)) as Json,
    email: str(row.email),
    last_sign_in_at: str(row.last_sign_in_at),
    created_at: String(row.created_at),
    updated_at: String(row.updated_at),
  };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findUserById(db: Database, id: string): User | undefined {
  const row = db.prepare('SELECT * FROM users WHERE id = ?').get(id) as Row | undefined;
  return row ? toUser(row) : undefined;
}

export function findUserByEmail(db: Database, email: string): User | undefined {
  const row = db.prepare('SELECT * FROM users WHERE email = ?').get(normaliseEmail(email)) as Row | undefined;
  return row ? toUser(row) : undefined;
}

export function findUserByPhone(db: Database, phone: string): User | undefined {
  if (phone === '') return undefined;
  const row = db.prepare('SELECT * FROM users WHERE phone = ?').get(phone) as Row | undefined;
  return row ? toUser(row) : undefined;
}

export interface NewUser {
  /** Null for a user who signed up with a phone. */
  email: string | null;
  encryptedPassword: string;
  appMetadata: Json;
  userMetadata: Json;
  emailConfirmedAt?: string | null;
  invitedAt?: string | null;
  id?: string;
  phone?: string;
}

export function insertUser(db: Database, input: NewUser): User {
  const id = input.id ?? crypto.randomUUID();
  const at = now();
  const seq = (db.prepare('SELECT COALESCE(MAX(seq), 0) + 1 AS n FROM users').get() as Row).n as number;
  db.prepare(
    `INSERT INTO users (id, email, phone, encrypted_password, email_confirmed_at, invited_at, app_metadata, user_metadata, created_at, updated_at, seq)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    input.email === null ? null : normaliseEmail(input.email),
    input.phone ?? '',
    input.encryptedPassword,
    input.emailConfirmedAt ?? null,
    input.invitedAt ?? null,
    JSON.stringify(input.appMetadata),
    JSON.stringify(input.userMetadata),
    at,
    at,
    seq,
  );
  return findUserById(db, id) as User;
}

type UserPatch = Partial<Omit<User, 'id' | 'created_at' | 'updated_at'>>;

/** Updates the given columns and bumps updated_at. */
export function updateUser(db: Database, id: string, patch: UserPatch): User {
  const entries = Object.entries(patch).filter(([, v]) => v !== undefined);
  const sets = entries.map(([k]) => `${k} = ?`);
  const values = entries.map(([k, v]) =>
    k === 'app_metadata' || k === 'user_metadata' ? JSON.stringify(v) : (v as string | null),
  );
  db.prepare(`UPDATE users SET ${[...sets, 'updated_at = ?'].join(', ')} WHERE id = ?`).run(...values, now(), id);
  return findUserById(db, id) as User;
}

export function deleteUser(db: Database, id: string): void {
  db.prepare('DELETE FROM users WHERE id = ?').run(id);
}

export function countUsers(db: Database): number {
  return Number((db.prepare('SELECT COUNT(*) AS n FROM users').get() as Row).n);
}

/** Newest first, as Supabase's admin list does. */
export function listUsers(db: Database, offset: number, limit: number): User[] {
  const rows = db.prepare('SELECT * FROM users ORDER BY seq DESC LIMIT ? OFFSET ?').all(limit, offset) as Row[];
  return rows.map(toUser);
}

export function listIdentities(db: Database, userId: string): Identity[] {
  const rows = db.prepare('SELECT * FROM identities WHERE user_id = ? ORDER BY created_at').all(userId) as Row[];
  return rows.map(toIdentity);
}

export function findIdentity(db: Database, provider: string, providerId: string): Identity | undefined {
  const row = db.prepare('SELECT * FROM identities WHERE provider = ? AND provider_id = ?').get(provider, providerId) as
    | Row
    | undefined;
  return row ? toIdentity(row) : undefined;
}

export function insertIdentity(
  db: Database,
  input: { userId: string; provider: string; providerId: string; data: Json; email: string | null },
): Identity {
  const id = crypto.randomUUID();
  const at = now();
  db.prepare(
    `INSERT INTO identities (id, provider_id, user_id, provider, identity_data, email, last_sign_in_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(id, input.providerId, input.userId, input.provider, JSON.stringify(input.data), input.email, at, at, at);
  return listIdentities(db, input.userId).find((i) => i.id === id) as Identity;
}

export function updateIdentity(
  db: Database,
  id: string,
  patch: { data?: Json; email?: string | null; signedIn?: boolean },
): void {
  const at = now();
  if (patch.data)
    db.prepare('UPDATE identities SET identity_data = ?, updated_at = ? WHERE id = ?').run(
      JSON.stringify(patch.data),
      at,
      id,
    );
  if (patch.email !== undefined)
    db.prepare('UPDATE identities SET email = ?, updated_at = ? WHERE id = ?').run(patch.email, at, id);
  if (patch.signedIn)
    db.prepare('UPDATE identities SET last_sign_in_at = ?, updated_at = ? WHERE id = ?').run(at, at, id);
}

/** Shallow merge; a `null` value deletes the key. */
export function mergeMetadata(current: Json, patch: Json): Json {
  const next: Json = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

export function serializeIdentity(identity: Identity): Json {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: identity.last_sign_in_at ?? identity.created_at,
    created_at: identity.created_at,
    updated_at: identity.updated_at,
    email: identity.email ?? '',
  };
}

/** The user as Supabase Auth returns it: optional timestamps only when set. */
export function serializeUser(db: Database, user: User): Json {
  const out: Json = {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email ?? '',
  };
  if (user.email_confirmed_at) out.email_confirmed_at = user.email_confirmed_at;
  out.phone = user.phone;
  if (user.phone_confirmed_at) out.phone_confirmed_at = user.phone_confirmed_at;
  if (user.confirmation_sent_at) out.confirmation_sent_at = user.confirmation_sent_at;
  // confirmed_at is the earlier of the two confirmations, as Supabase Auth's generated column has it.
  const confirmed = [user.email_confirmed_at, user.phone_confirmed_at].filter((at): at is string => Boolean(at)).sort();
  if (confirmed.length) out.confirmed_at = confirmed[0];
  if (user.recovery_sent_at) out.recovery_sent_at = user.recovery_sent_at;
  if (user.new_email) out.new_email = user.new_email;
  if (user.email_change_sent_at) out.email_change_sent_at = user.email_change_sent_at;
  if (user.phone_change) out.new_phone = user.phone_change;
  if (user.phone_change_sent_at) out.phone_change_sent_at = user.phone_change_sent_at;
  if (user.invited_at) out.invited_at = user.invited_at;
  if (user.last_sign_in_at) out.last_sign_in_at = user.last_sign_in_at;
  if (user.banned_until) out.banned_until = user.banned_until;
  out.app_metadata = user.app_metadata;
  out.user_metadata = user.user_metadata;
  out.identities = listIdentities(db, user.id).map(serializeIdentity);
  out.created_at = user.created_at;
  out.updated_at = user.updated_at;
  out.is_anonymous = false;
  return out;
}

export function isBanned(user: User): boolean {
  return Boolean(user.banned_until && Date.parse(user.banned_until) > Date.now());
}

/** Email identity + metadata exactly as an email sign-up leaves them. */
export interface NewEmailUser {
  email: string;
  encryptedPassword: string;
  data: Json;
  appMetadata?: Json;
  confirmedAt?: string | null;
  invitedAt?: string | null;
  /** GoTrue copies the identity's fields (sub, email, email_verified, phone_verified) into user_metadata on /signup only. */
  identityInMetadata?: boolean;
}

/** A user and its email identity, in one transaction: a crash between the two writes must leave neither. */
export function createEmailUser(db: Database, input: NewEmailUser): User {
  return transaction(db, () => createEmailUserRow(db, input));
}

/** createEmailUser's writes, for a caller that is already inside a transaction. */
export function createEmailUserRow(db: Database, input: NewEmailUser): User {
  const id = crypto.randomUUID();
  const email = normaliseEmail(input.email);
  const confirmed = Boolean(input.confirmedAt);
  const identityData = { sub: id, email, email_verified: confirmed, phone_verified: false };
  const user = insertUser(db, {
    id,
    email,
    encryptedPassword: input.encryptedPassword,
    appMetadata: { provider: 'email', providers: ['email'], ...(input.appMetadata ?? {}) },
    userMetadata: input.identityInMetadata ? { ...input.data, ...identityData } : { ...input.data },
    emailConfirmedAt: input.confirmedAt ?? null,
    invitedAt: input.invitedAt ?? null,
  });
  insertIdentity(db, { userId: id, provider: 'email', providerId: id, data: identityData, email });
  return user;
}

/** Marks the email confirmed and flips email_verified in metadata and the email identity. */
export function confirmEmail(db: Database, user: User): User {
  if (user.email_confirmed_at) return user;
  for (const identity of listIdentities(db, user.id)) {
    if (identity.provider === 'email')
      updateIdentity(db, identity.id, { data: { ...identity.identity_data, email_verified: true } });
  }
  const metadata =
    'email_verified' in user.user_metadata ? { ...user.user_metadata, email_verified: true } : user.user_metadata;
  return updateUser(db, user.id, { email_confirmed_at: now(), user_metadata: metadata });
}
