// The room's tables (migrations/0024_consultation_rooms.sql): its events, its chat, the modes and minutes held and
// the identity the doctor confirmed. Written by the room's Durable Object (room.ts) and the room page's plain chat
// form; read by the room (the chat log) and, through consult_view_holds, by the records area's prescription rules.
import { auditStatement, type Actor } from '../audit';
import type { ChatLine, MediaMode, RoomRole } from '../../shared/consult/protocol';

export type RoomEventKind = 'joined' | 'left' | 'reconnected' | 'video' | 'audio' | 'chat-only' | 'chat' | 'identity';

/** consult_holds as read back (camelCase). */
export interface RoomHolds {
  videoMs: number;
  audioMs: number;
  chatCount: number;
  bothJoinedAt: number | null;
  endedAt: number | null;
  identityName: string | null;
  identityAge: number | null;
  identityAt: number | null;
}

const EVENT = 'INSERT INTO consult_events (appointment_id, at, who, kind) VALUES (?1, ?2, ?3, ?4)';

/** Creates the appointment's holds row when it has none (every later statement updates it). */
const ensureHolds = (db: D1Database, appointmentId: number, now: number) =>
  db
    .prepare('INSERT INTO consult_holds (appointment_id, updated_at) VALUES (?1, ?2) ON CONFLICT DO NOTHING')
    .bind(appointmentId, now);

/** One event of the room (who joined, left, came back, changed what they send). */
export async function recordEvent(
  db: D1Database,
  appointmentId: number,
  who: RoomRole,
  kind: RoomEventKind,
  now: number,
): Promise<void> {
  await db.prepare(EVENT).bind(appointmentId, now, who, kind).run();
}

export const MEDIA_EVENT: Record<MediaMode, RoomEventKind> = { video: 'video', audio: 'audio', chat: 'chat-only' };

/**
 * A chat message: the message, its event, the count on the holds row and the audit row (who, never what) in one
 * batch. Returns the line as stored.
 */
export async function addChat(
  db: D1Database,
  input: { appointmentId: number; reference: string; who: RoomRole; body: string; actor: Actor },
  now: number,
): Promise<ChatLine> {
  await db.batch([
    db
      .prepare('INSERT INTO consult_messages (appointment_id, at, who, body) VALUES (?1, ?2, ?3, ?4)')
      .bind(input.appointmentId, now, input.who, input.body),
    db.prepare(EVENT).bind(input.appointmentId, now, input.who, 'chat'),
    ensureHolds(db, input.appointmentId, now),
    db
      .prepare('UPDATE consult_holds SET chat_count = chat_count + 1, updated_at = ?2 WHERE appointment_id = ?1')
      .bind(input.appointmentId, now),
    auditStatement(db, {
      at: now,
      actor: input.actor,
      action: 'room-chat',
      reference: input.reference,
      detail: `a chat message by the ${input.who}`,
    }),
  ]);
  return { who: input.who, body: input.body, at: now };
}

/** The room's chat, oldest first (at most the last 500 lines). */
export async function chatLog(db: D1Database, appointmentId: number): Promise<ChatLine[]> {
  const { results } = await db
    .prepare(
      `SELECT who, body, at FROM (
         SELECT id, who, body, at FROM consult_messages WHERE appointment_id = ?1 ORDER BY at DESC, id DESC LIMIT 500
       ) ORDER BY at, id`,
    )
    .bind(appointmentId)
    .all<ChatLine>();
  return results;
}

/** Adds time held in a mode (video or audio) to the appointment's holds. */
export async function addHeld(
  db: D1Database,
  appointmentId: number,
  mode: 'video' | 'audio',
  ms: number,
  now: number,
): Promise<void> {
  if (ms <= 0) return;
  const column = mode === 'video' ? 'video_ms' : 'audio_ms';
  await db.batch([
    ensureHolds(db, appointmentId, now),
    db
      .prepare(`UPDATE consult_holds SET ${column} = ${column} + ?2, updated_at = ?3 WHERE appointment_id = ?1`)
      .bind(appointmentId, Math.round(ms), now),
  ]);
}

/** When both were first in the room, and when the last one left (each written once / kept up to date). */
export async function markPresence(
  db: D1Database,
  appointmentId: number,
  what: 'both-joined' | 'ended',
  now: number,
): Promise<void> {
  const set = what === 'both-joined' ? 'both_joined_at = coalesce(both_joined_at, ?2)' : 'ended_at = ?2';
  await db.batch([
    ensureHolds(db, appointmentId, now),
    db.prepare(`UPDATE consult_holds SET ${set}, updated_at = ?2 WHERE appointment_id = ?1`).bind(appointmentId, now),
  ]);
}

/** The doctor confirms who the patient is (name and age as said in the room), with its event and audit row. */
export async function confirmIdentity(
  db: D1Database,
  input: { appointmentId: number; reference: string; name: string; age: number; actor: Actor },
  now: number,
): Promise<void> {
  await db.batch([
    ensureHolds(db, input.appointmentId, now),
    db
      .prepare(
        `UPDATE consult_holds SET identity_name = ?2, identity_age = ?3, identity_at = ?4, updated_at = ?4
         WHERE appointment_id = ?1`,
      )
      .bind(input.appointmentId, input.name, input.age, now),
    db.prepare(EVENT).bind(input.appointmentId, now, 'doctor', 'identity'),
    auditStatement(db, {
      at: now,
      actor: input.actor,
      action: 'room-identity',
      reference: input.reference,
      detail: "the patient's identity confirmed in the room",
    }),
  ]);
}

/**
 * consult_holds' row.
 * @table consult_holds
 */
interface HoldsRow {
  video_ms: number;
  audio_ms: number;
  chat_count: number;
  both_joined_at: number | null;
  ended_at: number | null;
  identity_name: string | null;
  identity_age: number | null;
  identity_at: number | null;
}

/** What the room knows of an appointment's consultation; null when its room was never used. */
export async function roomHolds(db: D1Database, appointmentId: number): Promise<RoomHolds | null> {
  const row = await db
    .prepare(
      `SELECT video_ms, audio_ms, chat_count, both_joined_at, ended_at, identity_name, identity_age, identity_at
       FROM consult_holds WHERE appointment_id = ?1`,
    )
    .bind(appointmentId)
    .first<HoldsRow>();
  if (!row) return null;
  return {
    videoMs: row.video_ms,
    audioMs: row.audio_ms,
    chatCount: row.chat_count,
    bothJoinedAt: row.both_joined_at,
    endedAt: row.ended_at,
    identityName: row.identity_name,
    identityAge: row.identity_age,
    identityAt: row.identity_at,
  };
}
