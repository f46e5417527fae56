// Standard Webhooks signatures (the scheme Supabase Auth signs its HTTP hooks with): a secret written
// `v1,whsec_<base64>` whose base64 is the key; headers webhook-id, webhook-timestamp (Unix seconds) and
// webhook-signature, a space-separated list of `v1,<base64 HMAC-SHA-256 of "<id>.<timestamp>.<raw body>">`. A message
// is genuine when one listed signature matches under one of the secrets and its timestamp is within the tolerance
// either side of now (a replayed or held-back message is refused). Checked by crypto.subtle.verify, in constant time.

/** How far a message's timestamp may be from now: Standard Webhooks' own five minutes. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

const encoder = new TextEncoder();

function bytesOfBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
    return bytes;
  } catch {
    return null;
  }
}

/** The key of a secret written `v1,whsec_<base64>` (or `whsec_<base64>`), or null for anything else. */
export function webhookKey(secret: string): Uint8Array<ArrayBuffer> | null {
  const match = /^(?:v1,)?whsec_([A-Za-z0-9+/]+={0,2})$/.exec(secret.trim());
  if (!match?.[1]) return null;
  const key = bytesOfBase64(match[1]);
  return key && key.length >= 16 ? key : null;
}

export interface WebhookHeaders {
  id: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
}

export type WebhookCheck = { ok: true } | { ok: false; reason: 'headers' | 'stale' | 'signature' | 'secret' };

/** Whether `body` (the raw bytes as text, unparsed) was signed with one of `secrets` for these headers, now. */
export async function verifyWebhook(
  secrets: readonly string[],
  headers: WebhookHeaders,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<WebhookCheck> {
  const keys = secrets.map(webhookKey).filter((key): key is Uint8Array<ArrayBuffer> => key !== null);
  if (keys.length === 0) return { ok: false, reason: 'secret' };
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature || !/^\d{1,12}$/.test(timestamp) || id.length > 200 || signature.length > 2000)
    return { ok: false, reason: 'headers' };
  if (Math.abs(nowSeconds - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) return { ok: false, reason: 'stale' };
  const signed = encoder.encode(`${id}.${timestamp}.${body}`);
  const candidates = signature
    .split(' ')
    .map((entry) => entry.trim().replace(/,$/, ''))
    .filter((entry) => entry.startsWith('v1,'))
    .map((entry) => bytesOfBase64(entry.slice(3)))
    .filter((bytes): bytes is Uint8Array<ArrayBuffer> => bytes !== null && bytes.length === 32);
  for (const raw of keys) {
    const key = await crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    for (const candidate of candidates)
      if (await crypto.subtle.verify('HMAC', key, candidate, signed)) return { ok: true };
  }
  return { ok: false, reason: 'signature' };
}

/** Signs a message as the auth server does (the tests and the local stand-ins sign with it). */
export async function signWebhook(secret: string, id: string, timestamp: number, body: string): Promise<string> {
  const raw = webhookKey(secret);
  if (!raw) throw new Error('not a Standard Webhooks secret');
  const key = await crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${id}.${timestamp}.${body}`)));
  return `v1,${btoa(String.fromCharCode(...mac))}`;
}
