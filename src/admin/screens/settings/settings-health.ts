// The Integrations screen's live checks, run together when the page opens, each within CHECK_TIMEOUT_MS: the auth
// server's health endpoint, D1 (a trivial query and the migrations applied), the notification outbox and queue, and
// the mail transport. A check that fails or times out says why; it never throws, so the page always renders.
import type { Bindings } from '../../../env';
import type { LoadedNotificationConfig, MailTransport } from '../../../mail-config';
import { loadNotificationConfig, outboxHealth, type OutboxHealth } from '../../../notifications';

/** Each check's deadline: the page answers within about this long even when everything is down. */
export const CHECK_TIMEOUT_MS = 1500;

export type Check<T> = { ok: true; latencyMs: number; value: T } | { ok: false; latencyMs: number; reason: string };

class CheckTimeout extends Error {}

function reasonOf(error: unknown): string {
  if (error instanceof CheckTimeout) return `No answer within ${CHECK_TIMEOUT_MS / 1000} s`;
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `No answer within ${CHECK_TIMEOUT_MS / 1000} s`;
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 300) || 'Unknown error';
}

/** Runs `work` against the deadline; a rejection or the deadline becomes a failed check with its reason. */
export async function timed<T>(work: (signal: AbortSignal) => Promise<T>): Promise<Check<T>> {
  const started = Date.now();
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(new CheckTimeout());
      reject(new CheckTimeout());
    }, CHECK_TIMEOUT_MS);
  });
  try {
    const value = await Promise.race([work(controller.signal), deadline]);
    return { ok: true, latencyMs: Date.now() - started, value };
  } catch (error) {
    return { ok: false, latencyMs: Date.now() - started, reason: reasonOf(error) };
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

export interface AuthHealth {
  url: string | null;
  check: Check<{ status: number }> | null;
}

/** GET {SUPABASE_URL}/auth/v1/health, as the auth area reaches the server (src/auth/supabase.ts). */
export async function checkAuthServer(env: Bindings | undefined): Promise<AuthHealth> {
  const base = env?.SUPABASE_URL?.trim().replace(/\/+$/, '');
  if (!base) return { url: null, check: null };
  const check = await timed(async (signal) => {
    const headers: Record<string, string> = {};
    if (env?.SUPABASE_PUBLISHABLE_KEY) headers.apikey = env.SUPABASE_PUBLISHABLE_KEY;
    const response = await fetch(`${base}/auth/v1/health`, { headers, signal });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`The health endpoint answered HTTP ${response.status}`);
    return { status: response.status };
  });
  return { url: base, check };
}

export interface DatabaseHealth {
  /** The migrations applied, from wrangler's d1_migrations table; null if it cannot be read. */
  migrations: { count: number; latest: string | null } | null;
}

export async function checkDatabase(db: D1Database | undefined): Promise<Check<DatabaseHealth> | null> {
  if (!db) return null;
  return timed(async () => {
    await db.prepare('SELECT 1 AS one').first();
    const migrations = await db
      .prepare('SELECT COUNT(*) AS count, MAX(name) AS latest FROM d1_migrations')
      .first<{ count: number; latest: string | null }>()
      .catch(() => null);
    return { migrations };
  });
}

export async function checkOutbox(db: D1Database | undefined): Promise<Check<OutboxHealth> | null> {
  if (!db) return null;
  return timed(() => outboxHealth(db));
}

/**
 * The mail transport: the local inbox answering (any HTTP answer below 500), or Cloudflare Email Service's EMAIL
 * binding present (it cannot be asked without sending). Null when the notification settings are not valid.
 */
export async function checkMailTransport(
  env: Bindings | undefined,
  mail: LoadedNotificationConfig,
  emailBound: boolean,
): Promise<Check<{ transport: MailTransport }> | null> {
  if (!mail.ok) return null;
  const { transport, localInboxUrl } = mail.config;
  return timed(async (signal) => {
    if (transport === 'email-service') {
      if (!emailBound) throw new Error('MAIL_TRANSPORT is email-service but the EMAIL binding is missing');
    } else {
      const response = await fetch(`${localInboxUrl}/`, { signal });
      await response.body?.cancel();
      if (response.status >= 500) throw new Error(`The local inbox answered HTTP ${response.status}`);
    }
    return { transport };
  });
}

export interface IntegrationsHealth {
  auth: AuthHealth;
  database: Check<DatabaseHealth> | null;
  outbox: Check<OutboxHealth> | null;
  /** Whether the NOTIFY_QUEUE producer binding is there. */
  queueBound: boolean;
  /** Whether the EMAIL (send_email) binding is there. */
  emailBound: boolean;
  mail: LoadedNotificationConfig;
  mailCheck: Check<{ transport: MailTransport }> | null;
  /** How long the checks took together. */
  tookMs: number;
}

/** Every check at once. */
export async function checkIntegrations(env: Bindings | undefined): Promise<IntegrationsHealth> {
  const started = Date.now();
  const mail = loadNotificationConfig(env ?? {});
  const emailBound = typeof (env as { EMAIL?: { send?: unknown } } | undefined)?.EMAIL?.send === 'function';
  const [auth, database, outbox, mailCheck] = await Promise.all([
    checkAuthServer(env),
    checkDatabase(env?.DB),
    checkOutbox(env?.DB),
    checkMailTransport(env, mail, emailBound),
  ]);
  return {
    auth,
    database,
    outbox,
    queueBound: typeof env?.NOTIFY_QUEUE?.send === 'function',
    emailBound,
    mail,
    mailCheck,
    tookMs: Date.now() - started,
  };
}
