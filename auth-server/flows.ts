/**
 * PKCE flow states (email links and OAuth) and one-time tokens (email links and 6-digit codes).
 */
import crypto from 'node:crypto';
import type { Database, Row } from './db.ts';
import { Errors } from './errors.ts';

export type PkceMethod = 's256' | 'plain';
export type OtpType = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change';

export interface Pkce {
  challenge: string;
  method: PkceMethod;
}

export interface FlowState {
  id: string;
  user_id: string | null;
  auth_code: string;
  code_challenge: string;
  code_challenge_method: PkceMethod;
  provider: string;
  authentication_method: string;
  redirect_to: string | null;
  provider_code: string | null;
  provider_email: string | null;
  provider_name: string | null;
  created_at_ms: number;
  auth_code_issued_at_ms: number | null;
}

const CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;

/** Validates code_challenge / code_challenge_method: null when the request is not PKCE. */
export function parsePkce(challenge: unknown, method: unknown): Pkce | null {
  const hasChallenge = typeof challenge === 'string' && challenge !== '';
  const hasMethod = typeof method === 'string' && method !== '';
  if (!hasChallenge && !hasMethod) return null;
  if (!hasChallenge || !hasMethod)
    throw Errors.validation('PKCE flow requires code_challenge_method and code_challenge');
  if (!CHALLENGE.test(challenge)) {
    throw Errors.validation('code challenge has to be between 43 and 128 characters of [A-Za-z0-9._~-]');
  }
  const m = method.toLowerCase();
  if (m !== 's256' && m !== 'plain') throw Errors.validation(`code challenge method "${method}" is not supported`);
  return { challenge, method: m };
}

function toFlow(row: Row): FlowState {
  return {
    id: String(row.id),
    user_id: row.user_id === null ? null : String(row.user_id),
    auth_code: String(row.auth_code),
    code_challenge: String(row.code_challenge),
    code_challenge_method: String(row.code_challenge_method) as PkceMethod,
    provider: String(row.provider),
    authentication_method: String(row.authentication_method),
    redirect_to: row.redirect_to === null ? null : String(row.redirect_to),
    provider_code: row.provider_code === null ? null : String(row.provider_code),
    provider_email: row.provider_email === null ? null : String(row.provider_email),
    provider_name: row.provider_name === null ? null : String(row.provider_name),
    created_at_ms: Number(row.created_at_ms),
    auth_code_issued_at_ms: row.auth_code_issued_at_ms === null ? null : Number(row.auth_code_issued_at_ms),
  };
}

export function createFlowState(
  db: Database,
  input: {
    userId: string | null;
    pkce: Pkce;
    provider: string;
    authenticationMethod: string;
    redirectTo?: string | null;
  },
): FlowState {
  const id = crypto.randomUUID();
  db.prepare(
    `INSERT INTO flow_states (id, user_id, auth_code, code_challenge, code_challenge_method, provider, authentication_method, redirect_to, created_at_ms)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    input.userId,
    crypto.randomUUID(),
    input.pkce.challenge,
    input.pkce.method,
    input.provider,
    input.authenticationMethod,
    input.redirectTo ?? null,
    Date.now(),
  );
  return findFlowById(db, id) as FlowState;
}

export function findFlowById(db: Database, id: string): FlowState | undefined {
  const row = db.prepare('SELECT * FROM flow_states WHERE id = ?').get(id) as Row | undefined;
  return row ? toFlow(row) : undefined;
}

export function findFlowByAuthCode(db: Database, code: string): FlowState | undefined {
  const row = db.prepare('SELECT * FROM flow_states WHERE auth_code = ?').get(code) as Row | undefined;
  return row ? toFlow(row) : undefined;
}

export function findLatestFlowForUser(db: Database, userId: string, method: string): FlowState | undefined {
  const row = db
    .prepare(
      'SELECT * FROM flow_states WHERE user_id = ? AND authentication_method = ? ORDER BY created_at_ms DESC, rowid DESC LIMIT 1',
    )
    .get(userId, method) as Row | undefined;
  return row ? toFlow(row) : undefined;
}

export function updateFlow(
  db: Database,
  id: string,
  patch: Partial<
    Pick<FlowState, 'user_id' | 'provider_code' | 'provider_email' | 'provider_name' | 'auth_code_issued_at_ms'>
  >,
): void {
  for (const [key, value] of Object.entries(patch)) {
    db.prepare(`UPDATE flow_states SET ${key} = ? WHERE id = ?`).run(value ?? null, id);
  }
}

export function deleteFlow(db: Database, id: string): void {
  db.prepare('DELETE FROM flow_states WHERE id = ?').run(id);
}

export function isFlowExpired(flow: FlowState, expirySeconds: number): boolean {
  const start = flow.auth_code_issued_at_ms ?? flow.created_at_ms;
  return Date.now() > start + expirySeconds * 1000;
}

export function verifierMatches(flow: FlowState, verifier: string): boolean {
  const expected =
    flow.code_challenge_method === 's256' ? crypto.createHash('sha256').update(verifier).digest('base64url') : verifier;
  const a = Buffer.from(expected);
  const b = Buffer.from(flow.code_challenge);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** A new email-link token replacing the user's previous one of that type. PKCE tokens carry a `pkce_` prefix. */
export function createOneTimeToken(
  db: Database,
  input: { userId: string; type: OtpType; email: string; pkce: boolean },
): { tokenHash: string; otp: string } {
  const otp = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = crypto
    .createHash('sha224')
    .update(input.email + otp + crypto.randomUUID())
    .digest('hex');
  const tokenHash = input.pkce ? `pkce_${hash}` : hash;
  db.prepare('DELETE FROM one_time_tokens WHERE user_id = ? AND type = ?').run(input.userId, input.type);
  db.prepare(
    'INSERT INTO one_time_tokens (token_hash, user_id, type, otp, email, created_at_ms) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(tokenHash, input.userId, input.type, otp, input.email, Date.now());
  return { tokenHash, otp };
}

export interface OneTimeToken {
  token_hash: string;
  user_id: string;
  type: OtpType;
  otp: string;
  email: string;
  created_at_ms: number;
}

/** Which stored token types a `type` given to /verify accepts. */
export function typesFor(type: string): OtpType[] {
  switch (type) {
    case 'signup':
      return ['signup'];
    case 'email':
      return ['signup', 'magiclink'];
    case 'invite':
    case 'magiclink':
    case 'recovery':
    case 'email_change':
      return [type];
    default:
      return [];
  }
}

/** Consumes a valid token (by hash, or by email + 6-digit code), or throws otp_expired. */
export function consumeOneTimeToken(
  db: Database,
  input: { type: string; tokenHash?: string; email?: string; otp?: string; expirySeconds: number },
): OneTimeToken {
  const types = typesFor(input.type);
  let row: Row | undefined;
  const placeholders = types.map(() => '?').join(', ');
  if (types.length && input.tokenHash) {
    row = db
      .prepare(`SELECT * FROM one_time_tokens WHERE token_hash = ? AND type IN (${placeholders})`)
      .get(input.tokenHash, ...types) as Row | undefined;
  } else if (types.length && input.email && input.otp) {
    row = db
      .prepare(
        `SELECT * FROM one_time_tokens WHERE email = ? AND otp = ? AND type IN (${placeholders}) ORDER BY created_at_ms DESC LIMIT 1`,
      )
      .get(input.email.trim().toLowerCase(), input.otp.trim(), ...types) as Row | undefined;
  }
  if (!row) throw Errors.otpExpired();
  const token: OneTimeToken = {
    token_hash: String(row.token_hash),
    user_id: String(row.user_id),
    type: String(row.type) as OtpType,
    otp: String(row.otp),
    email: String(row.email),
    created_at_ms: Number(row.created_at_ms),
  };
  db.prepare('DELETE FROM one_time_tokens WHERE token_hash = ?').run(token.token_hash);
  if (Date.now() > token.created_at_ms + input.expirySeconds * 1000) throw Errors.otpExpired();
  return token;
}
