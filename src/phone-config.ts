// Messages to a patient's phone (src/notifications/phone/): which channels are used, and each provider's address,
// sender and keys, from wrangler `vars` and secrets. Like the mail settings (src/mail-config.ts), a wrong value makes
// the configuration invalid with a message naming it, and the consumer keeps phone messages queued until it is
// fixed. The defaults point at the local phone stand-in (phone-server/), with its published development keys, so
// `npm start` and the tests need no account anywhere; `npm run launch-check` refuses them for production.
// No imports: the Node scripts load this file as it is.

export const PHONE_CHANNELS = ['whatsapp', 'sms'] as const;
export type PhoneChannel = (typeof PHONE_CHANNELS)[number];

export interface PhoneVars {
  /** 'whatsapp,sms' (WhatsApp first where the patient agreed, SMS otherwise), 'sms', 'whatsapp', or 'off'. */
  PHONE_CHANNELS?: string;
  /** How the sign-in code leaves: 'sms' (the default) or 'whatsapp'. */
  LOGIN_CODE_CHANNEL?: string;
  /** The WhatsApp Business Cloud API's base URL (production: the Graph API's), without the version. */
  WHATSAPP_API_URL?: string;
  /** The Graph API version in the path, e.g. 'v21.0'. */
  WHATSAPP_API_VERSION?: string;
  /** The business phone number's id (not the number itself). */
  WHATSAPP_PHONE_NUMBER_ID?: string;
  /** Secret: the system user's access token, sent as a bearer token. */
  WHATSAPP_ACCESS_TOKEN?: string;
  /** Secret: the app secret Meta signs each webhook with (X-Hub-Signature-256). */
  WHATSAPP_APP_SECRET?: string;
  /** Secret: the verify token the webhook's GET handshake must echo. */
  WHATSAPP_VERIFY_TOKEN?: string;
  /** MSG91's API base URL (production: https://control.msg91.com). */
  SMS_API_URL?: string;
  /** Secret: MSG91's authkey. */
  SMS_AUTH_KEY?: string;
  /** The DLT-registered sender header (six letters), e.g. 'CRLINE'. */
  SMS_SENDER_ID?: string;
  /** Secret: the last part of the delivery-report webhook's path (MSG91 does not sign its webhooks). */
  SMS_WEBHOOK_SECRET?: string;
}

export interface PhoneConfig {
  /** The channels in use, in order of preference; empty when phone messages are off. */
  channels: PhoneChannel[];
  loginCodeChannel: PhoneChannel;
  whatsapp: {
    apiUrl: string;
    apiVersion: string;
    phoneNumberId: string;
    accessToken: string;
    appSecret: string;
    verifyToken: string;
  };
  sms: { apiUrl: string; authKey: string; senderId: string; webhookSecret: string };
}

/** The local stand-in's port (phone-server/), clear of the auth server's 54321 and its inbox's 54324. */
export const DEFAULT_PHONE_PORT = 54327;

/**
 * The development values: fixed and published here, so they are useless anywhere but a local machine. The stand-in
 * accepts exactly these, and the launch check refuses every one of them.
 */
export const DEVELOPMENT_PHONE_SECRETS = {
  WHATSAPP_ACCESS_TOKEN: 'local-whatsapp-token-not-for-production',
  WHATSAPP_APP_SECRET: 'local-whatsapp-app-secret-not-for-production',
  WHATSAPP_VERIFY_TOKEN: 'local-whatsapp-verify-token-not-for-production',
  SMS_AUTH_KEY: 'local-msg91-authkey-not-for-production',
  SMS_WEBHOOK_SECRET: 'local-sms-webhook-secret-not-for-production',
} as const;

export const PHONE_DEFAULTS = {
  PHONE_CHANNELS: 'whatsapp,sms',
  LOGIN_CODE_CHANNEL: 'sms',
  WHATSAPP_API_URL: `http://127.0.0.1:${DEFAULT_PHONE_PORT}`,
  WHATSAPP_API_VERSION: 'v21.0',
  WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
  SMS_API_URL: `http://127.0.0.1:${DEFAULT_PHONE_PORT}`,
  SMS_SENDER_ID: 'CRLINE',
  ...DEVELOPMENT_PHONE_SECRETS,
} as const;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export type LoadedPhoneConfig = { ok: true; config: PhoneConfig } | { ok: false; problems: string[] };

export function loadPhoneConfig(vars: PhoneVars): LoadedPhoneConfig {
  const problems: string[] = [];
  const value = (key: keyof typeof PHONE_DEFAULTS) => vars[key]?.trim() || PHONE_DEFAULTS[key];

  const listed = value('PHONE_CHANNELS').toLowerCase();
  const channels =
    listed === 'off'
      ? []
      : listed
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean);
  const unknown = channels.filter((name) => !(PHONE_CHANNELS as readonly string[]).includes(name));
  if (unknown.length)
    problems.push(`PHONE_CHANNELS must list whatsapp and/or sms, or be off (not ${unknown.join(', ')})`);

  const loginCodeChannel = value('LOGIN_CODE_CHANNEL').toLowerCase();
  if (!(PHONE_CHANNELS as readonly string[]).includes(loginCodeChannel))
    problems.push('LOGIN_CODE_CHANNEL must be sms or whatsapp');

  const whatsappUrl = value('WHATSAPP_API_URL').replace(/\/+$/, '');
  if (!isHttpUrl(whatsappUrl)) problems.push('WHATSAPP_API_URL must be an http(s) URL');
  const version = value('WHATSAPP_API_VERSION');
  if (!/^v\d+\.\d+$/.test(version)) problems.push('WHATSAPP_API_VERSION must look like v21.0');
  const phoneNumberId = value('WHATSAPP_PHONE_NUMBER_ID');
  if (!/^\d{1,30}$/.test(phoneNumberId)) problems.push('WHATSAPP_PHONE_NUMBER_ID must be the number id (digits)');

  const smsUrl = value('SMS_API_URL').replace(/\/+$/, '');
  if (!isHttpUrl(smsUrl)) problems.push('SMS_API_URL must be an http(s) URL');
  const senderId = value('SMS_SENDER_ID');
  if (!/^[A-Z]{6}$/.test(senderId)) problems.push('SMS_SENDER_ID must be the six-letter DLT header (capitals)');

  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    config: {
      channels: [...new Set(channels as PhoneChannel[])],
      loginCodeChannel: loginCodeChannel as PhoneChannel,
      whatsapp: {
        apiUrl: whatsappUrl,
        apiVersion: version,
        phoneNumberId,
        accessToken: value('WHATSAPP_ACCESS_TOKEN'),
        appSecret: value('WHATSAPP_APP_SECRET'),
        verifyToken: value('WHATSAPP_VERIFY_TOKEN'),
      },
      sms: {
        apiUrl: smsUrl,
        authKey: value('SMS_AUTH_KEY'),
        senderId,
        webhookSecret: value('SMS_WEBHOOK_SECRET'),
      },
    },
  };
}

/** '+91' and ten digits, the only numbers phone messages go to. */
export const isIndianMobile = (value: string) => /^\+91[6-9]\d{9}$/.test(value);
