// The stop link in every optional phone message: /stop/<token> (and /hi/stop/<token>), the token being the number and
// an HMAC-SHA-256 of it under UNSUBSCRIBE_SECRET, as the mail's unsubscribe link is made, so a link works for the
// number it was sent to and nobody can make one for another number without the secret.
import { localizedPath, type Locale } from '../../../shared/i18n/locales';
import { base64url } from '../../security/hmac';

export const STOP_PATH = '/stop';

const encoder = new TextEncoder();

function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

async function key(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

const message = (phone: string) => encoder.encode(`stop:${phone}`);

export async function stopToken(secret: string, phone: string): Promise<string> {
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await key(secret), message(phone)));
  return `${base64url(encoder.encode(phone))}.${base64url(signature)}`;
}

/** The number a token was made for, or null when it was not made with `secret`. */
export async function verifyStopToken(secret: string, token: string): Promise<string | null> {
  if (token.length > 200) return null;
  const [number, signature, extra] = token.split('.');
  if (!number || !signature || extra !== undefined) return null;
  const phoneBytes = fromBase64url(number);
  const signatureBytes = fromBase64url(signature);
  if (!phoneBytes || !signatureBytes) return null;
  const phone = new TextDecoder().decode(phoneBytes);
  if (!/^\+91\d{10}$/.test(phone)) return null;
  // crypto.subtle.verify compares in constant time.
  const valid = await crypto.subtle.verify('HMAC', await key(secret), signatureBytes, message(phone));
  return valid ? phone : null;
}

export async function stopUrl(siteUrl: string, secret: string, phone: string, locale: Locale): Promise<string> {
  return `${siteUrl}${localizedPath(STOP_PATH, locale)}/${await stopToken(secret, phone)}`;
}
