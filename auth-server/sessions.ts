/**
 * Sessions, refresh tokens (opaque, single use, rotated, with reuse interval and family revocation)
 * and the token response a sign-in returns.
 */
import crypto from 'node:crypto';
import type { Database, Row } from './db.ts';
import { transaction } from './db.ts';
import { Errors } from './errors.ts';
import { signAccessToken } from './keys.ts';
import type { AuthContext } from './context.ts';
import { findUserById, isBanned, now, serializeUser, updateUser, type Json, type User } from './users.ts';

export type AmrMethod =
  | 'password'
  | 'otp'
  | 'oauth'
  | 'recovery'
  | 'email/signup'
  | 'magiclink'
  | 'invite'
  | 'email_change';

export interface Session {
  id: string;
  user_id: string;
  amr: { method: string; timestamp: number }[];
  created_at: string;
  updated_at: string;
}

interface RefreshTokenRow {
  id: number;
  token: string;
  user_id: string;
  session_id: string;
  parent: string | null;
  revoked: boolean;
  updated_at_ms: number;
}

function toSession(row: Row): Session {
  return {
    id: String(row.id),
    user_id: String(row.user_id),
    amr: JSON.parse(String(row.amr)) as Session['amr'],
    created_at: String(row.created_at),
    updated_at: String(row.updated_at),
  };
}

function toToken(row: Row): RefreshTokenRow {
  return {
    id: Number(row.id),
    token: String(row.token),
    user_id: String(row.user_id),
    session_id: String(row.session_id),
    parent: row.parent === null ? null : String(row.parent),
    revoked: Number(row.revoked) === 1,
    updated_at_ms: Number(row.updated_at_ms),
  };
}

export function findSession(db: Database, id: string): Session | undefined {
  const row = db.prepare('SELECT * FROM sessions WHERE id = ?').get(id) as Row | undefined;
  return row ? toSession(row) : undefined;
}

export function deleteSession(db: Database, id: string): void {
  db.prepare('DELETE FROM sessions WHERE id = ?').run(id);
}

export function deleteUserSessions(db: Database, userId: string, exceptSessionId?: string): void {
  if (exceptSessionId) db.prepare('DELETE FROM sessions WHERE user_id = ? AND id <> ?').run(userId, exceptSessionId);
  else db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
}

function newTokenString(): string {
  return crypto.randomBytes(16).toString('base64url');
}

function insertRefreshToken(db: Database, userId: string, sessionId: string, parent: string | null): string {
  const token = newTokenString();
  const at = Date.now();
  db.prepare(
    'INSERT INTO refresh_tokens (token, user_id, session_id, parent, revoked, created_at_ms, updated_at_ms) VALUES (?, ?, ?, ?, 0, ?, ?)',
  ).run(token, userId, sessionId, parent, at, at);
  return token;
}

function createSession(db: Database, userId: string, method: AmrMethod): { session: Session; refreshToken: string } {
  const id = crypto.randomUUID();
  const at = now();
  const amr = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  db.prepare('INSERT INTO sessions (id, user_id, amr, created_at, updated_at) VALUES (?, ?, ?, ?, ?)').run(
    id,
    userId,
    JSON.stringify(amr),
    at,
    at,
  );
  const refreshToken = insertRefreshToken(db, userId, id, null);
  return { session: findSession(db, id) as Session, refreshToken };
}

export async function accessTokenFor(
  ctx: AuthContext,
  user: User,
  session: Session,
): Promise<{ token: string; exp: number; iat: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ctx.config.jwtExpiry;
  const claims: Json = {
    iss: ctx.apiBase(),
    sub: user.id,
    aud: 'authenticated',
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone,
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: 'authenticated',
    aal: 'aal1',
    amr: session.amr,
    session_id: session.id,
    is_anonymous: false,
  };
  return { token: await signAccessToken(ctx.key, claims), exp, iat };
}

async function tokenResponse(ctx: AuthContext, user: User, session: Session, refreshToken: string): Promise<Json> {
  const { token, exp } = await accessTokenFor(ctx, user, session);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ctx.config.jwtExpiry,
    expires_at: exp,
    refresh_token: refreshToken,
    user: serializeUser(ctx.db, user),
  };
}

/** Starts a new session for the user (a sign-in) and returns the token response. */
export async function signIn(ctx: AuthContext, user: User, method: AmrMethod): Promise<Json> {
  if (isBanned(user)) throw Errors.userBanned();
  const { session, refreshToken, signedIn } = transaction(ctx.db, () => {
    const created = createSession(ctx.db, user.id, method);
    const updated = updateUser(ctx.db, user.id, { last_sign_in_at: now() });
    return { ...created, signedIn: updated };
  });
  return tokenResponse(ctx, signedIn, session, refreshToken);
}

/**
 * The refresh_token grant. Each refresh revokes the presented token and issues its child.
 * Reusing a revoked token: the parent of the active token gets the active one back; within the reuse
 * interval a new child is issued; otherwise the whole family (session) is revoked.
 */
export async function refresh(ctx: AuthContext, presented: string): Promise<Json> {
  const { db, config } = ctx;
  const result = transaction(db, () => {
    const row = db.prepare('SELECT * FROM refresh_tokens WHERE token = ?').get(presented) as Row | undefined;
    if (!row) return { error: Errors.refreshTokenNotFound() };
    const token = toToken(row);
    const session = findSession(db, token.session_id);
    const user = findUserById(db, token.user_id);
    if (!session || !user) return { error: Errors.refreshTokenNotFound() };
    if (isBanned(user)) return { error: Errors.userBanned() };

    let issued: string | undefined;
    if (token.revoked) {
      const activeRow = db
        .prepare('SELECT * FROM refresh_tokens WHERE session_id = ? AND revoked = 0 ORDER BY id DESC LIMIT 1')
        .get(session.id) as Row | undefined;
      const active = activeRow ? toToken(activeRow) : undefined;
      if (active && active.parent === token.token) {
        issued = active.token;
      } else if (Date.now() > token.updated_at_ms + config.refreshReuseInterval * 1000) {
        // Possible token theft: end the whole family. Deleting the session revokes every refresh token of it
        // and makes its access tokens answer session_not_found.
        db.prepare('DELETE FROM sessions WHERE id = ?').run(session.id);
        return { error: Errors.refreshTokenAlreadyUsed() };
      }
    }
    if (!issued) {
      if (!token.revoked) {
        db.prepare('UPDATE refresh_tokens SET revoked = 1, updated_at_ms = ? WHERE id = ?').run(Date.now(), token.id);
      }
      issued = insertRefreshToken(db, user.id, session.id, token.token);
    }
    db.prepare('UPDATE sessions SET updated_at = ? WHERE id = ?').run(now(), session.id);
    return { user, session, issued };
  });
  if ('error' in result) throw result.error;
  return tokenResponse(ctx, result.user, result.session, result.issued);
}
