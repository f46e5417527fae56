/**
 * `npm run auth:local`: the local Supabase-Auth-compatible server for development, tests and CI.
 * Environment: AUTH_PORT, INBOX_PORT, AUTH_HOST, AUTH_DATA_DIR, SITE_URL, AUTH_REDIRECT_URLS, AUTH_JWT_EXPIRY,
 * AUTH_EMAIL_RESEND_INTERVAL, AUTH_REFRESH_REUSE_INTERVAL, AUTH_MIN_PASSWORD_LENGTH, AUTH_RATE_LIMIT,
 * AUTH_AUTOCONFIRM, AUTH_DISABLE_SIGNUP, AUTH_EXTERNAL_URL, AUTH_TEMPLATE_DIR (custom mail bodies, or `off`),
 * AUTH_SMS_OTP_EXPIRY, AUTH_SMS_MAX_FREQUENCY, AUTH_SMS_MAX_ATTEMPTS, AUTH_SMS_HOURLY_PER_PHONE, AUTH_SMS_HOURLY_PER_IP,
 * AUTH_HOOK_SEND_SMS_URI and AUTH_HOOK_SEND_SMS_SECRETS (the Send SMS hook; without them codes go to the inbox),
 * AUTH_DEV_VARS (file to write, or `off`).
 */
import path from 'node:path';
import { optionsFromEnv, repoRoot } from './config.ts';
import { updateDevVars } from './dev-vars.ts';
import { SEED_ACCOUNTS } from './seed.ts';
import { startAuthServer } from './server.ts';

export { startAuthServer } from './server.ts';
export type { AuthServerOptions, RunningAuthServer } from './server.ts';

async function run(): Promise<void> {
  let options: ReturnType<typeof optionsFromEnv>;
  try {
    options = optionsFromEnv(process.env);
  } catch (err) {
    console.error(`[auth] ${(err as Error).message}`);
    process.exit(1);
  }
  let server: Awaited<ReturnType<typeof startAuthServer>>;
  try {
    server = await startAuthServer(options);
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    if (e.code === 'EADDRINUSE') {
      console.error(
        `[auth] a port is already in use (${e.message}). Is the auth server already running? Set AUTH_PORT / INBOX_PORT to use others.`,
      );
    } else {
      console.error(`[auth] could not start: ${e.message}`);
    }
    process.exit(1);
  }

  const devVarsSetting = process.env.AUTH_DEV_VARS ?? path.join(repoRoot, '.dev.vars');
  const devVars = devVarsSetting === 'off' ? undefined : path.resolve(devVarsSetting);
  if (devVars) {
    updateDevVars(devVars, {
      SUPABASE_URL: server.apiUrl,
      SUPABASE_PUBLISHABLE_KEY: server.publishableKey,
      SUPABASE_SERVICE_ROLE_KEY: server.serviceRoleKey,
    });
  }
  const show = (p: string) => {
    const rel = path.relative(process.cwd(), p);
    return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : p;
  };

  const lines = [
    '',
    'Local auth server (development only; Supabase Auth compatible)',
    `  API          ${server.apiUrl}/auth/v1`,
    `  Inbox        ${server.inboxUrl}`,
    `  Data         ${show(server.dataDir)}  (npm run auth:reset wipes it)`,
    devVars
      ? `  ${show(devVars)}    SUPABASE_URL, SUPABASE_PUBLISHABLE_KEY and SUPABASE_SERVICE_ROLE_KEY written`
      : '  .dev.vars not written (AUTH_DEV_VARS=off)',
    '',
    `  Publishable key   ${server.publishableKey}`,
    `  Service-role key  ${server.serviceRoleKey}`,
    '',
    '  Development accounts (confirmed; useless anywhere else):',
    ...SEED_ACCOUNTS.map((a) => `    ${a.role.padEnd(8)} ${a.email.padEnd(22)} ${a.password}`),
    server.seeded.length ? '  (created now)' : '  (created on first start; changed passwords stay changed)',
    '',
  ];
  console.log(lines.join('\n'));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[auth] ${signal} received, stopping`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

if (import.meta.main) await run();
