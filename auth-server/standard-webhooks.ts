/**
 * Standard Webhooks signatures, as Supabase Auth signs its HTTP hooks: the secret is written `v1,whsec_<base64>`, the
 * key is the base64 after `whsec_`, and the signature of a message is `v1,` and the base64 HMAC-SHA256 of
 * `<webhook-id>.<webhook-timestamp>.<body>`. Several secrets give several signatures, separated by ", ".
 */
import crypto from 'node:crypto';

export function signPayload(secret: string, id: string, timestamp: number, body: string): string {
  if (!secret.startsWith('v1,')) throw new Error('invalid signature format');
  const key = Buffer.from(secret.slice(3).replace(/^whsec_/, ''), 'base64');
  const mac = crypto.createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}
