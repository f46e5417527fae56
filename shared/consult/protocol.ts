// The consultation room's messages over its WebSocket, defined once for the room page (client/consult/) and the
// room's Durable Object (src/consult/room.ts), which checks every message it receives against its schema
// (src/consult/protocol-schema.ts). A room holds two people: the appointment's patient and its doctor.

export type RoomRole = 'patient' | 'doctor';

/** What a person is sending now: video and audio, audio alone, or nothing (chat only). */
export type MediaMode = 'video' | 'audio' | 'chat';

/** A WebRTC description or ICE candidate, passed on untouched to the other person. */
export interface SignalData {
  /** The sender's peer connection: a new one (a new tab, a restart) makes the receiver start afresh too. */
  session?: string;
  description?: { type: 'offer' | 'answer' | 'pranswer' | 'rollback'; sdp?: string };
  candidate?: { candidate: string; sdpMid?: string | null; sdpMLineIndex?: number | null } | null;
}

export interface ChatLine {
  who: RoomRole;
  body: string;
  at: number;
}

/** From a browser to the room. */
export type ClientMessage =
  | { t: 'signal'; data: SignalData }
  | { t: 'media'; mode: MediaMode }
  | { t: 'chat'; body: string }
  | { t: 'ping' };

/** From the room to a browser. */
export type ServerMessage =
  | { t: 'welcome'; you: RoomRole; present: RoomRole[]; chat: ChatLine[]; closesAt: number; rejoined: boolean }
  | { t: 'presence'; who: RoomRole; present: boolean }
  | { t: 'signal'; from: RoomRole; data: SignalData }
  | { t: 'media'; who: RoomRole; mode: MediaMode }
  | { t: 'chat'; line: ChatLine }
  | { t: 'pong' }
  | { t: 'refused'; reason: 'bad-message' | 'too-long' | 'closed' };

/** The longest chat message, in characters (a reading, a question; the database holds the same). */
export const CHAT_MAX = 2000;

/** The room page's address (the Hindi page under /hi). */
export function roomPagePath(reference: string, hindi = false): string {
  return `${hindi ? '/hi' : ''}/consult/${encodeURIComponent(reference)}`;
}

/** Whether an address is a room page (its answer may let the page use the camera and microphone). */
export const isRoomPagePath = (pathname: string): boolean => /^(\/hi)?\/consult\/[^/]+$/.test(pathname);

/** The appointment statuses whose room is offered on the appointment page, the account and the doctor's day. */
export const ROOM_LINK_STATUSES: readonly string[] = ['scheduled', 'confirmed', 'in-consultation'];

/** The room's socket address for an appointment, with the ticket the room page was given. */
export function roomSocketPath(reference: string, ticket: string): string {
  return `/consult/${encodeURIComponent(reference)}/socket?ticket=${encodeURIComponent(ticket)}`;
}
