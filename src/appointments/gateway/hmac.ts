// HMAC-SHA256 for the gateway's signatures, by WebCrypto: a hex signature is checked with crypto.subtle.verify, which
// compares in constant time.
const encoder = new TextEncoder();

async function key(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

function hexBytes(hex: string): Uint8Array | null {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return null;
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Whether `hex` is the HMAC-SHA256 of `data` under `secret`. */
export async function verifyHexHmac(secret: string, data: ArrayBuffer | string, hex: string | undefined) {
  const signature = hex ? hexBytes(hex.trim()) : null;
  if (!signature || !secret) return false;
  const bytes = typeof data === 'string' ? encoder.encode(data) : data;
  return crypto.subtle.verify('HMAC', await key(secret), signature, bytes);
}

export async function hexHmac(secret: string, data: string): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await key(secret), encoder.encode(data)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
