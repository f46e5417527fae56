// Short links for the messages to a phone. An SMS template's variable holds at most 30 characters, or about 50 for a
// URL under a domain the operator whitelisted (DLT), so a link in a message is `<site>/s/<token>`: a letter for what it
// opens, one for the language, what it names (a mobile's ten digits, or a reference's six characters) and ten
// characters of an HMAC-SHA-256 under the link's own secret (60 bits: no one makes one without the secret). The site
// answers it with a redirect to the full link (webhooks/routes.ts), so nothing else changes about what it opens.
import type { Locale } from '../../shared/i18n/locales';
import { base64url, hmac } from './hmac';

export const SHORT_LINK_PATH = '/s';

const MAC_LENGTH = 10;
const LANGUAGE = { en: 'e', hi: 'h' } as const satisfies Record<Locale, string>;
const TOKEN = /^([sa])([eh])([0-9A-Z]{6}|[6-9]\d{9})([A-Za-z0-9_-]{10})$/;

/** What a short link opens: the stop link of a number, or an appointment's page. */
export type ShortLink =
  | { kind: 'stop'; locale: Locale; phone: string }
  | { kind: 'appointment'; locale: Locale; reference: string };

async function mac(secret: string, text: string): Promise<string> {
  return base64url(await hmac(secret, `short:${text}`)).slice(0, MAC_LENGTH);
}

/** Two strings compared without stopping at the first difference. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** The token of a number's stop link ('+91' and ten digits), under the stop link's secret. */
export async function shortStopToken(secret: string, phone: string, locale: Locale): Promise<string> {
  const digits = phone.slice(3);
  return `s${LANGUAGE[locale]}${digits}${await mac(secret, `s:${locale}:${digits}`)}`;
}

/** The token of an appointment's page (its reference, AP-XXXXXX), under the appointment links' secret. */
export async function shortAppointmentToken(secret: string, reference: string, locale: Locale): Promise<string> {
  const code = reference.slice(3);
  return `a${LANGUAGE[locale]}${code}${await mac(secret, `a:${locale}:${code}`)}`;
}

/** What a token opens, or null for a token not made with these secrets. */
export async function readShortToken(
  secrets: { stop: string; appointment: string },
  token: string,
): Promise<ShortLink | null> {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, kind, language, named, signature] = match as unknown as [string, 's' | 'a', 'e' | 'h', string, string];
  const locale: Locale = language === 'h' ? 'hi' : 'en';
  if (kind === 's') {
    if (!/^\d{10}$/.test(named)) return null;
    const expected = await mac(secrets.stop, `s:${locale}:${named}`);
    return sameText(signature, expected) ? { kind: 'stop', locale, phone: `+91${named}` } : null;
  }
  if (!/^[0-9A-Z]{6}$/.test(named)) return null;
  const expected = await mac(secrets.appointment, `a:${locale}:${named}`);
  return sameText(signature, expected) ? { kind: 'appointment', locale, reference: `AP-${named}` } : null;
}

/** The short link itself, as a message carries it. */
export const shortLinkUrl = (siteUrl: string, token: string) => `${siteUrl}${SHORT_LINK_PATH}/${token}`;
