// One Durable Object per appointment's room (named by the appointment's reference, so one room's sockets, presence
// and messages never meet another's). It uses the WebSocket Hibernation API: sockets are accepted with
// ctx.acceptWebSocket and tagged with the person's role; who each socket is lives in its attachment and the room's
// facts in the object's storage, so nothing is lost when the object is evicted between messages. It relays the
// WebRTC signalling (offer, answer, ICE candidates) from one person to the other, keeps who is in, and writes the
// room's events, chat and the minutes held in each mode to D1 (store.ts). It never sees audio or video.
import { DurableObject } from 'cloudflare:workers';
import { changeStatus, findAppointment } from '../appointments';
import { SYSTEM_ACTOR, type Actor } from '../audit';
import type { MediaMode, RoomRole, ServerMessage } from '../../shared/consult/protocol';
import { readClientMessage } from './protocol-schema';
import { addChat, addHeld, chatLog, MEDIA_EVENT, markPresence, recordEvent } from './store';

/** Who a socket is: kept with the socket across hibernation. */
export interface Attachment {
  role: RoomRole;
  actor: Actor;
  mode: MediaMode;
  joinedAt: number;
}

/** The room's own facts, in its storage. */
interface RoomFacts {
  appointmentId: number;
  reference: string;
  start: number;
  closesAt: number;
  /** Whose sockets ever joined (a second join is a reconnection). */
  seen: RoomRole[];
  /** The mode both are in now, and since when it is counted (null: not both in). */
  segment: { mode: MediaMode; since: number } | null;
}

/** The headers the Worker's socket route passes with the upgrade, after checking the ticket and the window. */
export const ROOM_HEADERS = {
  role: 'x-room-role',
  appointmentId: 'x-room-appointment',
  reference: 'x-room-reference',
  start: 'x-room-start',
  closesAt: 'x-room-closes',
  actorId: 'x-room-actor',
  actorEmail: 'x-room-actor-email',
} as const;

const RANK: Record<MediaMode, number> = { video: 2, audio: 1, chat: 0 };

/** The mode a consultation is held in while both are in: the lesser of what each sends. */
export function jointMode(a: MediaMode, b: MediaMode): MediaMode {
  return RANK[a] <= RANK[b] ? a : b;
}

/** How often the minutes held are written while a mode goes on (each ping at most). */
const FLUSH_MS = 15_000;

interface RoomEnv {
  DB?: D1Database;
}

export class ConsultRoom extends DurableObject<RoomEnv> {
  private async facts(): Promise<RoomFacts | undefined> {
    return this.ctx.storage.get<RoomFacts>('facts');
  }

  private sockets(role?: RoomRole): WebSocket[] {
    return this.ctx.getWebSockets(role);
  }

  private send(socket: WebSocket, message: ServerMessage): void {
    try {
      socket.send(JSON.stringify(message));
    } catch {
      // A socket closing as we send: its close handler tidies up.
    }
  }

  private broadcast(message: ServerMessage, except?: WebSocket): void {
    for (const socket of this.sockets()) if (socket !== except) this.send(socket, message);
  }

  private present(): Map<RoomRole, Attachment> {
    const present = new Map<RoomRole, Attachment>();
    for (const socket of this.sockets()) {
      const who = socket.deserializeAttachment() as Attachment | null;
      if (who && socket.readyState === WebSocket.OPEN) present.set(who.role, who);
    }
    return present;
  }

  /** Counts the time of the current segment and starts the next one if both are in. */
  private async settle(facts: RoomFacts, now: number): Promise<void> {
    const db = this.env.DB;
    const present = this.present();
    const patient = present.get('patient');
    const doctor = present.get('doctor');
    const mode = patient && doctor ? jointMode(patient.mode, doctor.mode) : null;
    const segment = facts.segment;
    if (segment && db && segment.mode !== 'chat')
      await addHeld(db, facts.appointmentId, segment.mode, now - segment.since, now);
    facts.segment = mode ? { mode, since: now } : null;
    await this.ctx.storage.put('facts', facts);
  }

  /** The appointment's status follows the room: both in → in consultation; both gone after the start → completed. */
  private async followStatus(facts: RoomFacts, now: number, what: 'both-in' | 'both-gone'): Promise<void> {
    const db = this.env.DB;
    if (!db) return;
    await markPresence(db, facts.appointmentId, what === 'both-in' ? 'both-joined' : 'ended', now);
    const appointment = await findAppointment(db, facts.reference);
    if (!appointment) return;
    if (what === 'both-in' && (appointment.status === 'confirmed' || appointment.status === 'scheduled')) {
      await changeStatus(db, { reference: facts.reference, to: 'in-consultation', actor: SYSTEM_ACTOR, now });
    }
    if (what === 'both-gone' && appointment.status === 'in-consultation' && now >= appointment.start) {
      await changeStatus(db, { reference: facts.reference, to: 'completed', actor: SYSTEM_ACTOR, now });
    }
  }

  override async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === '/chat' && request.method === 'POST') {
      // A chat line stored by the room page's plain form: shown to whoever is in.
      const line = (await request.json()) as ServerMessage;
      this.broadcast(line);
      return new Response(null, { status: 204 });
    }
    if (request.headers.get('Upgrade') !== 'websocket') return new Response('Expected a WebSocket', { status: 426 });
    const h = request.headers;
    const role = h.get(ROOM_HEADERS.role) as RoomRole;
    const now = Date.now();
    const stored = await this.facts();
    const facts: RoomFacts = stored ?? {
      appointmentId: Number(h.get(ROOM_HEADERS.appointmentId)),
      reference: h.get(ROOM_HEADERS.reference) ?? '',
      start: Number(h.get(ROOM_HEADERS.start)),
      closesAt: Number(h.get(ROOM_HEADERS.closesAt)),
      seen: [],
      segment: null,
    };
    facts.closesAt = Number(h.get(ROOM_HEADERS.closesAt)) || facts.closesAt;
    const wasBoth = this.present().size === 2;
    // A person in the room once: their new tab replaces the old one.
    const replaced = this.sockets(role);
    for (const old of replaced) old.close(4001, 'replaced');
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server, [role]);
    const actor: Actor = { id: h.get(ROOM_HEADERS.actorId) ?? role, email: h.get(ROOM_HEADERS.actorEmail) || null };
    const attachment: Attachment = { role, actor, mode: 'chat', joinedAt: now };
    server.serializeAttachment(attachment);
    const rejoined = facts.seen.includes(role);
    if (!rejoined) facts.seen.push(role);
    const db = this.env.DB;
    // The room closes at its time even if nobody leaves: an alarm ends every socket then.
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(facts.closesAt);
    if (db) await recordEvent(db, facts.appointmentId, role, rejoined ? 'reconnected' : 'joined', now);
    await this.settle(facts, now);
    const present = [...this.present().keys()];
    this.send(server, {
      t: 'welcome',
      you: role,
      present,
      chat: db ? await chatLog(db, facts.appointmentId) : [],
      closesAt: facts.closesAt,
      rejoined,
    });
    this.broadcast({ t: 'presence', who: role, present: true }, server);
    if (!wasBoth && present.length === 2) await this.followStatus(facts, now, 'both-in');
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(socket: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const who = socket.deserializeAttachment() as Attachment | null;
    const facts = await this.facts();
    if (!who || !facts) return;
    const now = Date.now();
    if (now >= facts.closesAt) {
      this.send(socket, { t: 'refused', reason: 'closed' });
      socket.close(4002, 'closed');
      return;
    }
    const read = readClientMessage(raw);
    if (!read.ok) {
      this.send(socket, { t: 'refused', reason: read.reason });
      return;
    }
    const message = read.message;
    switch (message.t) {
      case 'signal':
        // Only to the other person in this room.
        for (const other of this.sockets(who.role === 'patient' ? 'doctor' : 'patient'))
          this.send(other, { t: 'signal', from: who.role, data: message.data });
        return;
      case 'media': {
        if (message.mode === who.mode) return;
        socket.serializeAttachment({ ...who, mode: message.mode });
        if (this.env.DB) await recordEvent(this.env.DB, facts.appointmentId, who.role, MEDIA_EVENT[message.mode], now);
        await this.settle(facts, now);
        this.broadcast({ t: 'media', who: who.role, mode: message.mode }, socket);
        return;
      }
      case 'chat': {
        const db = this.env.DB;
        const line = db
          ? await addChat(
              db,
              {
                appointmentId: facts.appointmentId,
                reference: facts.reference,
                who: who.role,
                body: message.body,
                actor: who.actor,
              },
              now,
            )
          : { who: who.role, body: message.body, at: now };
        this.broadcast({ t: 'chat', line });
        return;
      }
      case 'ping':
        this.send(socket, { t: 'pong' });
        if (facts.segment && now - facts.segment.since >= FLUSH_MS) await this.settle(facts, now);
        return;
    }
  }

  /** The room's closing time: everyone is told and their sockets closed (the time held is counted up to now). */
  override async alarm(): Promise<void> {
    const facts = await this.facts();
    if (!facts) return;
    const now = Date.now();
    if (now < facts.closesAt) {
      await this.ctx.storage.setAlarm(facts.closesAt);
      return;
    }
    for (const socket of this.sockets()) {
      this.send(socket, { t: 'refused', reason: 'closed' });
      try {
        socket.close(4002, 'closed');
      } catch {
        // Already closed.
      }
    }
    await this.settle(facts, now);
  }

  override async webSocketClose(socket: WebSocket): Promise<void> {
    await this.gone(socket);
  }

  override async webSocketError(socket: WebSocket): Promise<void> {
    await this.gone(socket);
  }

  private async gone(socket: WebSocket): Promise<void> {
    const who = socket.deserializeAttachment() as Attachment | null;
    const facts = await this.facts();
    if (!who || !facts) return;
    try {
      socket.close(1000, 'bye');
    } catch {
      // Already closed.
    }
    // Another tab of the same person is still in: nobody left.
    const stillIn = this.sockets(who.role).some((other) => other !== socket && other.readyState === WebSocket.OPEN);
    if (stillIn) return;
    const now = Date.now();
    if (this.env.DB) await recordEvent(this.env.DB, facts.appointmentId, who.role, 'left', now);
    const wasBoth = facts.segment !== null;
    await this.settle(facts, now);
    this.broadcast({ t: 'presence', who: who.role, present: false }, socket);
    if (this.present().size === 0 && facts.seen.length === 2) await this.followStatus(facts, now, 'both-gone');
    void wasBoth;
  }
}
