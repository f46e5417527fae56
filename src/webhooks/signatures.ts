// The checks a provider's call must pass before its body is read: WhatsApp's X-Hub-Signature-256 (an HMAC-SHA256 of
// the raw body under the app secret, as 'sha256=<hex>'), and a secret compared in constant time (MSG91's webhook path,
// the GET handshake's verify token). WebCrypto does the HMAC; crypto.subtle.verify compares in constant time.
const encoder = new TextEncoder();

function hexBytes(hex: string): Uint8Array | null {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return null;
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

/** Whether `header` is 'sha256=' and the hex HMAC-SHA256 of `body` under `secret`. */
export async function verifyHubSignature(secret: string, body: ArrayBuffer, header: string | undefined) {
  const hex = header?.startsWith('sha256=') ? header.slice('sha256='.length) : null;
  const signature = hex ? hexBytes(hex) : null;
  if (!signature || !secret) return false;
  return crypto.subtle.verify('HMAC', await hmacKey(secret), signature, body);
}

/** Whether two secrets are equal, in a time that does not depend on where they differ (nor on `given`'s length). */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  if (!expected) return false;
  // Both sides through one HMAC under a fresh random key: the comparison of the digests leaks nothing useful.
  const key = await hmacKey(crypto.randomUUID());
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(expected)));
  return crypto.subtle.verify('HMAC', key, mac, encoder.encode(given));
}
