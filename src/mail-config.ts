// Where notifications go and how they leave, from wrangler `vars` (and one secret). Unlike the site's facts
// (src/config.ts), a wrong value here is not replaced by a default: a coordinator list with a typo would silently
// drop every request's mail. So an invalid value makes the configuration invalid, with a message naming it;
// scripts/serve.ts refuses to start on it, and the consumer keeps every message queued until it is fixed.
// No imports: the Node scripts load this file as it is.

export const MAIL_TRANSPORTS = ['local-inbox', 'email-service'] as const;
export type MailTransport = (typeof MAIL_TRANSPORTS)[number];

export interface NotificationVars {
  /** Comma-separated addresses that hear of every new request. */
  COORDINATOR_EMAILS?: string;
  /** The sender: an address, or "Name <address>". */
  MAIL_FROM?: string;
  /** 'local-inbox' (development, tests, CI) or 'email-service' (Cloudflare Email Service, binding EMAIL). */
  MAIL_TRANSPORT?: string;
  /** The local inbox's base URL (the auth server's mail inbox). */
  LOCAL_INBOX_URL?: string;
  /** Signs unsubscribe links (a secret: `wrangler secret put UNSUBSCRIBE_SECRET`). */
  UNSUBSCRIBE_SECRET?: string;
}

export interface NotificationConfig {
  coordinators: string[];
  from: { email: string; name: string };
  transport: MailTransport;
  localInboxUrl: string;
  unsubscribeSecret: string;
}

/**
 * Signs unsubscribe links when UNSUBSCRIBE_SECRET is not set: fixed and published here, so it is useless anywhere
 * but a local machine (anyone could forge an unsubscribe link for any address with it).
 */
export const DEVELOPMENT_UNSUBSCRIBE_SECRET = 'careline-local-development-unsubscribe-secret-not-for-production';

export const NOTIFICATION_DEFAULTS = {
  COORDINATOR_EMAILS: 'coordinators@careline.example',
  MAIL_FROM: 'CareLine Health <notifications@careline.example>',
  MAIL_TRANSPORT: 'local-inbox',
  LOCAL_INBOX_URL: 'http://127.0.0.1:54324',
} as const;

// The sign-in forms' rule (shared/auth/validation.ts), without what cannot stand in a header.
const isAddress = (value: string) => /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/.test(value) && value.length <= 254;

function parseFrom(value: string): NotificationConfig['from'] | null {
  const named = /^(.+?)\s*<([^<>]+)>$/.exec(value);
  const name = (named?.[1] ?? '').replace(/^"|"$/g, '').trim();
  const email = (named?.[2] ?? value).trim();
  if (!isAddress(email) || /[\r\n]/.test(name) || name.length > 100) return null;
  return { email, name };
}

function isInboxUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export type LoadedNotificationConfig = { ok: true; config: NotificationConfig } | { ok: false; problems: string[] };

export function loadNotificationConfig(vars: NotificationVars): LoadedNotificationConfig {
  const problems: string[] = [];
  const value = (key: keyof typeof NOTIFICATION_DEFAULTS) => vars[key]?.trim() || NOTIFICATION_DEFAULTS[key];

  const coordinators = value('COORDINATOR_EMAILS')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const wrong = coordinators.filter((address) => !isAddress(address));
  if (coordinators.length === 0) problems.push('COORDINATOR_EMAILS names no address');
  if (wrong.length) problems.push(`COORDINATOR_EMAILS has addresses that are not valid: ${wrong.join(', ')}`);

  const from = parseFrom(value('MAIL_FROM'));
  if (!from) problems.push('MAIL_FROM must be an address or "Name <address>"');

  const transport = value('MAIL_TRANSPORT');
  if (!(MAIL_TRANSPORTS as readonly string[]).includes(transport))
    problems.push(`MAIL_TRANSPORT must be one of ${MAIL_TRANSPORTS.join(', ')}`);

  const localInboxUrl = value('LOCAL_INBOX_URL').replace(/\/+$/, '');
  if (!isInboxUrl(localInboxUrl)) problems.push('LOCAL_INBOX_URL must be an http(s) URL');

  if (problems.length || !from) return { ok: false, problems };
  return {
    ok: true,
    config: {
      coordinators: [...new Set(coordinators.map((address) => address.toLowerCase()))],
      from,
      transport: transport as MailTransport,
      localInboxUrl,
      unsubscribeSecret: vars.UNSUBSCRIBE_SECRET?.trim() || DEVELOPMENT_UNSUBSCRIBE_SECRET,
    },
  };
}
