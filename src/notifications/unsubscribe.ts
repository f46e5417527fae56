// Unsubscribe links: the address and an HMAC-SHA-256 of it under UNSUBSCRIBE_SECRET, so a link works for the
// address it was sent to and nobody can make one for another address without the secret.
import { localizedPath, type Locale } from '../../shared/i18n/locales';
import { signedValue, verifySignedValue } from '../security/hmac';

export const UNSUBSCRIBE_PATH = '/unsubscribe';

export async function unsubscribeToken(secret: string, email: string): Promise<string> {
  return signedValue(secret, 'unsubscribe', email.toLowerCase());
}

/** The address a token was made for, or null when it was not made with `secret`. */
export async function verifyUnsubscribeToken(secret: string, token: string): Promise<string | null> {
  return verifySignedValue(secret, 'unsubscribe', token, 1000);
}

export async function unsubscribeUrl(siteUrl: string, secret: string, email: string, locale: Locale) {
  const token = await unsubscribeToken(secret, email);
  return `${siteUrl}${localizedPath(UNSUBSCRIBE_PATH, locale)}?t=${token}`;
}
