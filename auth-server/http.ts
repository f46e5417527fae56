/**
 * Request plumbing shared by the routes: size-limited JSON bodies with type checks, API keys, Bearer
 * authentication, the admin check, redirect allow-listing and a per-IP rate limiter.
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AuthContext } from './context.ts';
import { ApiError, Errors } from './errors.ts';
import { PUBLISHABLE_KEY, SERVICE_ROLE_KEY, verifyJwt } from './keys.ts';
import { findSession, type Session } from './sessions.ts';
import { findUserById, type Json, type User } from './users.ts';

export const BODY_LIMIT = 1024 * 1024;

/** Reads the raw body, refusing more than 1 MB whether or not Content-Length is sent. */
export async function readBody(c: Context): Promise<string> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > BODY_LIMIT) throw Errors.tooLarge();
  const stream = c.req.raw.body;
  if (!stream) return '';
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > BODY_LIMIT) {
      await reader.cancel().catch(() => undefined);
      throw Errors.tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

type FieldType = 'string' | 'boolean' | 'number' | 'object' | 'any';

/**
 * Parses a JSON object body and checks the declared fields' types (null counts as absent).
 * Malformed JSON and wrong types answer 400 bad_json, as Supabase Auth's decoder does.
 */
export async function readJson<S extends Record<string, FieldType>>(c: Context, schema: S): Promise<Json> {
  const text = await readBody(c);
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw Errors.badJson((err as Error).message);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw Errors.badJson('expected a JSON object');
  }
  const body = parsed as Json;
  for (const [field, type] of Object.entries(schema)) {
    const value = body[field];
    if (value === undefined || value === null || type === 'any') continue;
    const ok = type === 'object' ? typeof value === 'object' && !Array.isArray(value) : typeof value === type;
    if (!ok) throw Errors.badJson(`field "${field}" must be ${type === 'object' ? 'an object' : `a ${type}`}`);
  }
  return body;
}

export const optString = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
export const optObject = (v: unknown): Json | undefined =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : undefined;

const EMAIL = /^[^\s@"<>(),;:\\[\]]+@[^\s@"<>(),;:\\[\]]+\.[^\s@"<>(),;:\\[\]]+$/;

export function validateEmail(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw Errors.validation('An email address is required');
  const email = value.trim().toLowerCase();
  if (email.length > 255 || !EMAIL.test(email)) throw Errors.invalidEmail();
  return email;
}

/** The key a request presents: `apikey` header, or for a few read-only endpoints the `apikey` query parameter. */
export function checkApiKey(c: Context, allowQuery: boolean): void {
  const key = c.req.header('apikey') ?? (allowQuery ? c.req.query('apikey') : undefined);
  if (!key) {
    throw new ApiError(401, 'no_api_key', 'No API key found in request', {
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  if (key !== PUBLISHABLE_KEY && key !== SERVICE_ROLE_KEY) {
    throw new ApiError(401, 'invalid_api_key', 'Invalid API key', {
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  }
}

export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match ? match[1] : undefined;
}

export interface Authenticated {
  user: User;
  session: Session;
  claims: Json;
}

/** A signed-in user's request: valid access token, existing user and session. */
export async function authenticate(c: Context, ctx: AuthContext): Promise<Authenticated> {
  const token = bearerToken(c);
  if (!token) throw Errors.noAuthorization();
  const claims = (await verifyJwt(ctx.key, token)) as Json;
  if (typeof claims.sub !== 'string' || claims.sub === '') throw Errors.badJwt('invalid claim: missing sub claim');
  const user = findUserById(ctx.db, claims.sub);
  if (!user) throw Errors.userFromJwtNotFound();
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
  const session = sessionId ? findSession(ctx.db, sessionId) : undefined;
  if (!session || session.user_id !== user.id) throw Errors.sessionNotFound();
  return { user, session, claims };
}

/** Admin routes: a Bearer JWT with role service_role (or supabase_admin) signed by a known key. */
export async function requireAdmin(c: Context, ctx: AuthContext): Promise<void> {
  const token = bearerToken(c);
  if (!token) throw Errors.noAuthorization();
  const claims = await verifyJwt(ctx.key, token);
  const role = (claims as Json).role;
  if (role !== 'service_role' && role !== 'supabase_admin') throw Errors.notAdmin();
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isAllowedRedirect(ctx: AuthContext, candidate: string): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.origin === new URL(ctx.config.siteUrl).origin) return true;
  if (LOCAL_HOSTS.has(url.hostname)) return true;
  return ctx.config.additionalRedirectUrls.some((allowed) => matchesAllowedUrl(url, allowed));
}

/**
 * An allow-list entry matches whole origins and whole path segments, as GoTrue's does: "https://app.example" allows
 * "https://app.example/any/path" but not "https://app.example.evil.net/", and "https://app.example/cb" allows
 * "/cb" and "/cb/more" but not "/cbx". Globs: "*" is any run of characters within one host label or path segment,
 * "**" any run at all.
 */
export function matchesAllowedUrl(candidate: URL, allowed: string): boolean {
  if (allowed.includes('*')) {
    const pattern = allowed
      .split('**')
      .map((part) =>
        part
          .split('*')
          .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^./]*'),
      )
      .join('.*');
    const target = `${candidate.origin}${candidate.pathname}`;
    return new RegExp(`^${pattern}(/.*)?$`).test(target);
  }
  let base: URL;
  try {
    base = new URL(allowed);
  } catch {
    return false;
  }
  if (base.origin !== candidate.origin) return false;
  const prefix = base.pathname.replace(/\/+$/, '');
  return prefix === '' || candidate.pathname === prefix || candidate.pathname.startsWith(`${prefix}/`);
}

/** redirect_to when allowed, else the site URL. */
export function redirectTarget(ctx: AuthContext, candidate: string | null | undefined): string {
  return candidate && isAllowedRedirect(ctx, candidate) ? candidate : ctx.config.siteUrl;
}

export function withQuery(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

export function withFragment(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(params).toString();
  return url.toString();
}

/**
 * The address rate limits count against: the connection's own. X-Forwarded-For is written by the client, so trusting it
 * would let anyone pick a fresh address for every attempt; this server is never behind a proxy of its own.
 */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** A sliding-window counter per bucket and IP. */
export class RateLimiter {
  private hits = new Map<string, number[]>();
  private limit: number;
  private windowMs: number;

  constructor(limit: number, windowSeconds: number) {
    this.limit = limit;
    this.windowMs = windowSeconds * 1000;
  }

  check(bucket: string, ip: string): void {
    if (this.limit <= 0) return;
    const key = `${bucket}:${ip}`;
    const cutoff = Date.now() - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > cutoff);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      throw Errors.rateLimited();
    }
    recent.push(Date.now());
    this.hits.set(key, recent);
  }
}
