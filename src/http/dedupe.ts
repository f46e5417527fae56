// The key a posted form is stored under, so a double submit is stored once: the same kind, token and answers give the
// same key. Request forms and the appointment pick both key their rows this way (each under its own kind name, so the
// two never meet).
import type { RequestKind } from '../../shared/requests/kinds';

export async function dedupeKey(
  kind: RequestKind | 'appointment',
  token: string,
  values: Record<string, string>,
): Promise<string> {
  const data = new TextEncoder().encode(JSON.stringify([kind, token, values]));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
