// The room's socket opens only with a ticket the room page was given after it checked who is asking: the
// appointment's reference, the person's role in it and when the ticket ends (the room's closing time), signed with
// an HMAC under the appointment links' secret. The socket's route checks it before it reaches the Durable Object,
// so no session lookup is needed per reconnection and no one can open another appointment's room.
import type { RoomRole } from '../../shared/consult/protocol';

export interface Ticket {
  reference: string;
  role: RoomRole;
  /** ms since the epoch. */
  expires: number;
}

const encoder = new TextEncoder();

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

async function sign(secret: string, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(`consult-room:${secret}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(payload))));
}

export async function makeTicket(secret: string, ticket: Ticket): Promise<string> {
  const payload = `${ticket.reference}.${ticket.role}.${ticket.expires}`;
  return `${payload}.${await sign(secret, payload)}`;
}

/** The ticket's facts when it is well-formed, signed by us, for this reference and not expired; otherwise null. */
export async function readTicket(secret: string, text: string, reference: string, now: number): Promise<Ticket | null> {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const [ref, role, expiresText, signature] = parts as [string, string, string, string];
  if (ref !== reference || (role !== 'patient' && role !== 'doctor') || !/^\d{1,15}$/.test(expiresText)) return null;
  const expected = await sign(secret, `${ref}.${role}.${expiresText}`);
  if (expected.length !== signature.length) return null;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ signature.charCodeAt(i);
  if (diff !== 0) return null;
  const expires = Number(expiresText);
  if (expires <= now) return null;
  return { reference: ref, role, expires };
}
