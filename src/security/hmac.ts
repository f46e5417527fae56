// Signing a short text with HMAC-SHA-256 under a secret, for links that must not be made without it (unsubscribe
// links, a patient's appointment links), and the URL-safe base64 those links carry.
const encoder = new TextEncoder();

export function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The HMAC-SHA-256 of `text` under `secret`. */
export async function hmac(secret: string, text: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(text)));
}

function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

async function verifyKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
}

/**
 * A value and its signature for one purpose, as a link carries it: `<value>.<HMAC of "purpose:value">`, both in URL-safe
 * base64. The purpose keeps a token made for one kind of link from opening another.
 */
export async function signedValue(secret: string, purpose: string, value: string): Promise<string> {
  return `${base64url(encoder.encode(value))}.${base64url(await hmac(secret, `${purpose}:${value}`))}`;
}

/** The value a token was signed for under `secret` and `purpose`, or null for anything else (checked in constant time). */
export async function verifySignedValue(
  secret: string,
  purpose: string,
  token: string,
  maxLength: number,
): Promise<string | null> {
  if (token.length > maxLength) return null;
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return null;
  const valueBytes = fromBase64url(encoded);
  const signatureBytes = fromBase64url(signature);
  if (!valueBytes || !signatureBytes) return null;
  const value = new TextDecoder().decode(valueBytes);
  // crypto.subtle.verify compares in constant time.
  const valid = await crypto.subtle.verify(
    'HMAC',
    await verifyKey(secret),
    signatureBytes,
    encoder.encode(`${purpose}:${value}`),
  );
  return valid ? value : null;
}
