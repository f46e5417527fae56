// Unsubscribe links: the address and an HMAC-SHA-256 of it under UNSUBSCRIBE_SECRET, so a link works for the
// address it was sent to and nobody can make one for another address without the secret.
import { localizedPath, type Locale } from '../../shared/i18n/locales';
import { base64url } from '../security/hmac';

export const UNSUBSCRIBE_PATH = '/unsubscribe';

const encoder = new TextEncoder();

function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
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

const message = (email: string) => encoder.encode(`unsubscribe:${email.toLowerCase()}`);

export async function unsubscribeToken(secret: string, email: string): Promise<string> {
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await key(secret), message(email)));
  return `${base64url(encoder.encode(email.toLowerCase()))}.${base64url(signature)}`;
}

/** The address a token was made for, or null when it was not made with `secret`. */
export async function verifyUnsubscribeToken(secret: string, token: string): Promise<string | null> {
  if (token.length > 1000) return null;
  const [address, signature, extra] = token.split('.');
  if (!address || !signature || extra !== undefined) return null;
  const emailBytes = fromBase64url(address);
  const signatureBytes = fromBase64url(signature);
  if (!emailBytes || !signatureBytes) return null;
  const email = new TextDecoder().decode(emailBytes);
  // crypto.subtle.verify compares in constant time.
  const valid = await crypto.subtle.verify('HMAC', await key(secret), signatureBytes, message(email));
  return valid ? email : null;
}

export async function unsubscribeUrl(siteUrl: string, secret: string, email: string, locale: Locale) {
  const token = await unsubscribeToken(secret, email);
  return `${siteUrl}${localizedPath(UNSUBSCRIBE_PATH, locale)}?t=${token}`;
}
