// The stop link of a number: /stop/<token> (and /hi/stop/<token>), the token being the number and an HMAC-SHA-256 of
// it under UNSUBSCRIBE_SECRET, as the mail's unsubscribe link is made, so a link works for the number it was made for
// and nobody can make one for another number without the secret. A message carries it as a short link (/s/<token>,
// security/short-links.ts) that leads here.
import { signedValue, verifySignedValue } from '../../security/hmac';

export const STOP_PATH = '/stop';

export async function stopToken(secret: string, phone: string): Promise<string> {
  return signedValue(secret, 'stop', phone);
}

/** The number a token was made for, or null when it was not made with `secret`. */
export async function verifyStopToken(secret: string, token: string): Promise<string | null> {
  const phone = await verifySignedValue(secret, 'stop', token, 200);
  return phone !== null && /^\+91\d{10}$/.test(phone) ? phone : null;
}
