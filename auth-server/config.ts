/**
 * Options of the local auth server and their defaults.
 * Every value can be set programmatically (startAuthServer) and most from the environment (main.ts).
 */
import path from 'node:path';
import { PHONE_CODE_EXPIRY_SECONDS, PHONE_MAX_TRIES, PHONE_RESEND_SECONDS } from '../shared/auth/phone-code.ts';

export interface AuthServerOptions {
  /** API port; 0 picks a free port. Default 54321. */
  apiPort?: number;
  /** Mail inbox port; 0 picks a free port. Default 54324. */
  inboxPort?: number;
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** Folder holding the SQLite database and the signing key. Default `.auth-data` at the repository root. */
  dataDir?: string;
  /** The site's public URL: default redirect target and allowed redirect origin. Default http://localhost:8787. */
  siteUrl?: string;
  /** Extra allowed redirect URLs (exact URL prefixes). */
  additionalRedirectUrls?: string[];
  /** Access token lifetime in seconds. Default 3600. */
  jwtExpiry?: number;
  /** Minimum seconds between two mails of the same kind to one user. Default 60. */
  emailResendInterval?: number;
  /** Seconds during which a rotated refresh token may be reused. Default 10. */
  refreshReuseInterval?: number;
  /** Seconds a PKCE flow (auth code) stays valid. Default 300. */
  flowStateExpiry?: number;
  /** Seconds an email link or code stays valid. Default 86400. */
  otpExpiry?: number;
  /** Minimum password length. Default 6. */
  minPasswordLength?: number;
  /** Seconds a phone code stays valid (Supabase's SMS OTP expiry). Default 300: the site's setting (decision 0028). */
  smsOtpExpiry?: number;
  /** Minimum seconds between two codes to one number (Supabase's sms max_frequency). Default 60. */
  smsMaxFrequency?: number;
  /** Wrong codes after which a code stops working. Default 5. */
  smsMaxAttempts?: number;
  /** Codes one number may be sent in an hour. Default 5; 0 disables. */
  smsHourlyPerPhone?: number;
  /** Codes one client address may have sent in an hour, to any number. Default 30 (Supabase's SMS limit); 0 disables. */
  smsHourlyPerIp?: number;
  /** The Send SMS hook (Supabase's [auth.hook.send_sms] uri): codes go there instead of the inbox. */
  smsHookUri?: string;
  /** The hook's secrets, `v1,whsec_<base64>`, several separated by `|` as Supabase takes them. */
  smsHookSecrets?: string[];
  /** Requests per IP per rate-limit window on sign-in, sign-up, verify and recover. Default 1000; 0 disables. */
  rateLimitPerWindow?: number;
  /** Rate-limit window in seconds. Default 300. */
  rateLimitWindow?: number;
  /** Confirm e-mail addresses on sign-up without a mail (mailer_autoconfirm). Default false. */
  autoconfirm?: boolean;
  /** Refuse new sign-ups. Default false. */
  disableSignup?: boolean;
  /** Create the admin, doctor and patient accounts when the database is new. Default true. */
  seed?: boolean;
  /** Do not log unexpected errors (start-up output is main.ts's business). Default false. */
  quiet?: boolean;
  /** Public base URL of the API used in links and the `iss` claim. Default http://127.0.0.1:<apiPort>. */
  externalUrl?: string;
  /**
   * Folder of custom mail bodies (templates.ts), as the Supabase CLI reads them: `confirmation.html` and the others.
   * Default `supabase/templates` at the repository root (the site's own, where it has them); null for this server's
   * own mails only.
   */
  templateDir?: string | null;
}

export interface AuthConfig {
  apiPort: number;
  inboxPort: number;
  host: string;
  dataDir: string;
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  emailResendInterval: number;
  refreshReuseInterval: number;
  flowStateExpiry: number;
  otpExpiry: number;
  minPasswordLength: number;
  smsOtpExpiry: number;
  smsMaxFrequency: number;
  smsMaxAttempts: number;
  smsHourlyPerPhone: number;
  smsHourlyPerIp: number;
  smsHookUri: string | null;
  smsHookSecrets: string[];
  rateLimitPerWindow: number;
  rateLimitWindow: number;
  autoconfirm: boolean;
  disableSignup: boolean;
  seed: boolean;
  quiet: boolean;
  /** Filled in once the API port is known. */
  externalUrl: string;
  templateDir: string | null;
}

/** The repository root: the folder above auth-server/. */
export const repoRoot = path.resolve(import.meta.dirname, '..');

/** The SQLite file inside the data folder. */
export const DB_FILE = 'auth.sqlite';

export const defaultDataDir = path.join(repoRoot, '.auth-data');

/** Where the site keeps its mail bodies, as the Supabase CLI would look for them. */
export const defaultTemplateDir = path.join(repoRoot, 'supabase', 'templates');

export function resolveConfig(options: AuthServerOptions = {}): AuthConfig {
  return {
    apiPort: options.apiPort ?? 54321,
    inboxPort: options.inboxPort ?? 54324,
    host: options.host ?? '127.0.0.1',
    dataDir: path.resolve(options.dataDir ?? defaultDataDir),
    siteUrl: stripSlash(options.siteUrl ?? 'http://localhost:8787'),
    additionalRedirectUrls: options.additionalRedirectUrls ?? [],
    jwtExpiry: options.jwtExpiry ?? 3600,
    emailResendInterval: options.emailResendInterval ?? 60,
    refreshReuseInterval: options.refreshReuseInterval ?? 10,
    flowStateExpiry: options.flowStateExpiry ?? 300,
    otpExpiry: options.otpExpiry ?? 86400,
    minPasswordLength: options.minPasswordLength ?? 6,
    smsOtpExpiry: options.smsOtpExpiry ?? PHONE_CODE_EXPIRY_SECONDS,
    smsMaxFrequency: options.smsMaxFrequency ?? PHONE_RESEND_SECONDS,
    smsMaxAttempts: options.smsMaxAttempts ?? PHONE_MAX_TRIES,
    smsHourlyPerPhone: options.smsHourlyPerPhone ?? 5,
    smsHourlyPerIp: options.smsHourlyPerIp ?? 30,
    smsHookUri: options.smsHookUri || null,
    smsHookSecrets: options.smsHookSecrets ?? [],
    rateLimitPerWindow: options.rateLimitPerWindow ?? 1000,
    rateLimitWindow: options.rateLimitWindow ?? 300,
    autoconfirm: options.autoconfirm ?? false,
    disableSignup: options.disableSignup ?? false,
    seed: options.seed ?? true,
    quiet: options.quiet ?? false,
    externalUrl: options.externalUrl ? stripSlash(options.externalUrl) : '',
    templateDir: options.templateDir === null ? null : path.resolve(options.templateDir ?? defaultTemplateDir),
  };
}

/** Reads the options main.ts accepts from the environment. */
export function optionsFromEnv(env: NodeJS.ProcessEnv): AuthServerOptions {
  const num = (name: string): number | undefined => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return undefined;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
    return value;
  };
  const bool = (name: string): boolean | undefined => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return undefined;
    return /^(1|true|yes|on)$/i.test(raw.trim());
  };
  const list = env.AUTH_REDIRECT_URLS?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    apiPort: num('AUTH_PORT'),
    inboxPort: num('INBOX_PORT'),
    host: env.AUTH_HOST || undefined,
    dataDir: env.AUTH_DATA_DIR || undefined,
    siteUrl: env.SITE_URL || undefined,
    additionalRedirectUrls: list,
    jwtExpiry: num('AUTH_JWT_EXPIRY'),
    emailResendInterval: num('AUTH_EMAIL_RESEND_INTERVAL'),
    refreshReuseInterval: num('AUTH_REFRESH_REUSE_INTERVAL'),
    minPasswordLength: num('AUTH_MIN_PASSWORD_LENGTH'),
    smsOtpExpiry: num('AUTH_SMS_OTP_EXPIRY'),
    smsMaxFrequency: num('AUTH_SMS_MAX_FREQUENCY'),
    smsMaxAttempts: num('AUTH_SMS_MAX_ATTEMPTS'),
    smsHourlyPerPhone: num('AUTH_SMS_HOURLY_PER_PHONE'),
    smsHourlyPerIp: num('AUTH_SMS_HOURLY_PER_IP'),
    smsHookUri: env.AUTH_HOOK_SEND_SMS_URI || undefined,
    smsHookSecrets: env.AUTH_HOOK_SEND_SMS_SECRETS?.split('|')
      .map((s) => s.trim())
      .filter(Boolean),
    rateLimitPerWindow: num('AUTH_RATE_LIMIT'),
    autoconfirm: bool('AUTH_AUTOCONFIRM'),
    disableSignup: bool('AUTH_DISABLE_SIGNUP'),
    externalUrl: env.AUTH_EXTERNAL_URL || undefined,
    templateDir: env.AUTH_TEMPLATE_DIR === 'off' ? null : env.AUTH_TEMPLATE_DIR || undefined,
  };
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
