// /consult/<reference> and /hi/consult/<reference>: the appointment's consultation room (decision 0031). The page
// (with the key as ?key= for a patient who is not signed in), its plain chat form (a POST to the same address), the
// doctor's identity form, the ICE servers and the socket, which the room's Durable Object serves. Who may enter is
// decided in access.ts; when, by the consult module's window rules. A refusal shows nothing of the appointment.
import { Hono, type Context } from 'hono';
import { CHAT_MAX, type ServerMessage } from '../../shared/consult/protocol';
import { localizedPath, type Locale } from '../../shared/i18n/locales';
import { appointmentLinkSecret, findAppointment } from '../appointments';
import {
  addChat,
  chatLog,
  confirmIdentity,
  iceServers,
  makeTicket,
  readTicket,
  ROOM_HEADERS,
  roomHolds,
  roomState,
  roomWindow,
} from '../consult';
import { briefingOf, recordPath } from '../doctor';
import { followUpChoices, logRoomRead } from '../records';
import type { AppEnv } from '../env';
import { readFormFields } from '../http/form';
import { checkFields, z } from '../http/validate';
import { pageDef } from '../site-map/registry';
import type { PageDef } from '../site-map/types';
import { type Entry, roomEntry } from './access';
import { ROOM_COPY } from './copy';
import { RefusedPage, RoomPage } from './RoomPage';

export const ROOM_PATH = '/consult';

/** The room's address in a language, with the key for a patient who came by it. */
export function roomPath(reference: string, locale: Locale, key?: string | null): string {
  const path = localizedPath(`${ROOM_PATH}/${reference}`, locale);
  return key ? `${path}?key=${encodeURIComponent(key)}` : path;
}

function roomPage(locale: Locale, path: string, title: string): PageDef {
  return {
    ...pageDef('book', locale),
    path,
    title,
    description: title,
    canonicalPath: undefined,
    indexable: false,
    alternates: { [locale]: path },
    otherLanguage: null,
  };
}

type Status = 200 | 400 | 403 | 503;

function refused(c: Context<AppEnv>, locale: Locale, status: 403 | 503 = 403) {
  c.header('Cache-Control', 'private, no-store');
  c.status(status);
  const words = ROOM_COPY[locale];
  return c.render(<RefusedPage locale={locale} unavailable={status === 503} />, {
    page: roomPage(locale, localizedPath(ROOM_PATH, locale), words.refusedTitle),
    bare: true,
  });
}

async function showRoom(
  c: Context<AppEnv>,
  db: D1Database,
  entry: Entry,
  locale: Locale,
  status: Status = 200,
  problems: { chat?: string; identity?: string } = {},
  notice?: string,
) {
  const now = Date.now();
  const { appointment } = entry;
  const state = roomState(appointment, now, roomWindow(c.env ?? {}));
  const isDoctor = entry.role === 'doctor';
  const [chat, holds, earlier, briefing] = await Promise.all([
    chatLog(db, appointment.id),
    roomHolds(db, appointment.id),
    isDoctor ? followUpChoices(db, appointment.doctorId, appointment.reference) : [],
    isDoctor ? briefingOf(c, db, appointment.id) : null,
  ]);
  const ticket = state.open
    ? await makeTicket(appointmentLinkSecret(c.env ?? {}), {
        reference: appointment.reference,
        role: entry.role,
        expires: state.closesAt,
      })
    : null;
  // The chat is part of the medical record: showing it is a read, in the access log the patient sees.
  if (chat.length > 0)
    await logRoomRead(db, { actor: entry.actor, role: entry.role, appointmentId: appointment.id }, now);
  c.header('Cache-Control', 'private, no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.status(status);
  const path = roomPath(appointment.reference, locale, entry.key);
  return c.render(
    <RoomPage
      locale={locale}
      entry={entry}
      doctorName={locale === 'hi' ? (appointment.doctorNameHi ?? appointment.doctorName) : appointment.doctorName}
      state={state}
      ticket={ticket}
      chat={chat}
      holds={holds}
      path={path}
      phone={c.get('config').supportPhone}
      recordHref={entry.role === 'doctor' ? recordPath(appointment.reference) : null}
      earlier={earlier}
      briefing={briefing}
      problems={problems}
      notice={notice}
    />,
    { page: roomPage(locale, path, ROOM_COPY[locale].title(appointment.reference)), bare: true },
  );
}

const chatSchema = z.object({
  body: z.string().check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(CHAT_MAX, { error: 'too-long' })),
});

const identitySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: 'name' }), z.maxLength(120, { error: 'name' })),
  age: z.pipe(
    z.string().check(z.trim(), z.regex(/^\d{1,3}$/, { error: 'age' })),
    z.pipe(
      z.transform((text: string) => Number(text)),
      z.number().check(z.lte(130, { error: 'age' })),
    ),
  ),
});

/** The room's Durable Object for an appointment: one per reference, so rooms never share sockets. */
function roomStub(c: Context<AppEnv>, reference: string) {
  const namespace = c.env?.CONSULT_ROOM;
  return namespace ? namespace.get(namespace.idFromName(reference)) : null;
}

export const roomRoutes = new Hono<AppEnv>();

for (const locale of ['en', 'hi'] as const) {
  const base = localizedPath(ROOM_PATH, locale);

  roomRoutes.get(`${base}/:reference`, async (c) => {
    const db = c.env?.DB;
    if (!db) return refused(c, locale, 503);
    const access = await roomEntry(c, db, c.req.param('reference'), c.req.query('key'));
    if (!access.ok) return refused(c, locale, access.why === 'unavailable' ? 503 : 403);
    return showRoom(c, db, access.entry, locale);
  });

  // The plain chat form (the page without JavaScript; the island sends over the socket instead).
  roomRoutes.post(`${base}/:reference`, async (c) => {
    const db = c.env?.DB;
    if (!db) return refused(c, locale, 503);
    const access = await roomEntry(c, db, c.req.param('reference'), c.req.query('key'));
    if (!access.ok) return refused(c, locale, access.why === 'unavailable' ? 503 : 403);
    const { entry } = access;
    const words = ROOM_COPY[locale];
    const form = await readFormFields(c.req);
    if (!form.ok) return c.text(words.chatRequired, form.status);
    const state = roomState(entry.appointment, Date.now(), roomWindow(c.env ?? {}));
    if (!state.open) return showRoom(c, db, entry, locale, 400);
    if (form.fields.form === 'identity') {
      if (entry.role !== 'doctor') return refused(c, locale);
      const checked = checkFields(identitySchema, form.fields);
      if (!checked.ok) {
        const problem = checked.problems.name ? words.identityNameRequired : words.identityAgeInvalid;
        return showRoom(c, db, entry, locale, 400, { identity: problem });
      }
      await confirmIdentity(
        db,
        {
          appointmentId: entry.appointment.id,
          reference: entry.appointment.reference,
          name: checked.value.name,
          age: checked.value.age,
          actor: entry.actor,
        },
        Date.now(),
      );
      return c.redirect(roomPath(entry.appointment.reference, locale, entry.key), 303);
    }
    const checked = checkFields(chatSchema, form.fields);
    if (!checked.ok) {
      const problem = checked.problems.body === 'too-long' ? words.chatTooLong : words.chatRequired;
      return showRoom(c, db, entry, locale, 400, { chat: problem });
    }
    const line = await addChat(
      db,
      {
        appointmentId: entry.appointment.id,
        reference: entry.appointment.reference,
        who: entry.role,
        body: checked.value.body,
        actor: entry.actor,
      },
      Date.now(),
    );
    // Whoever is in the room with JavaScript sees it at once.
    const stub = roomStub(c, entry.appointment.reference);
    if (stub) {
      const message: ServerMessage = { t: 'chat', line };
      await stub.fetch('https://room/chat', { method: 'POST', body: JSON.stringify(message) }).catch(() => undefined);
    }
    return c.redirect(`${roomPath(entry.appointment.reference, locale, entry.key)}#chat`, 303);
  });
}

/** The ticket of a socket or ICE request, checked against the room's reference; null when it opens nothing. */
async function ticketOf(c: Context<AppEnv>) {
  const reference = c.req.param('reference') ?? '';
  return readTicket(appointmentLinkSecret(c.env ?? {}), c.req.query('ticket') ?? '', reference, Date.now());
}

// Short-lived TURN credentials for this room's browser (none locally, where host candidates connect).
roomRoutes.get(`${ROOM_PATH}/:reference/ice`, async (c) => {
  c.header('Cache-Control', 'private, no-store');
  const ticket = await ticketOf(c);
  if (!ticket) return c.json({ error: 'This room link has expired. Reload the page.' }, 403);
  const answer = await iceServers(c.env ?? {});
  if (!answer.ok) return c.json({ iceServers: [], relay: false });
  return c.json({ iceServers: answer.iceServers, relay: answer.relay });
});

// The room's socket: checked here (ticket, window), then handed to the appointment's own Durable Object.
roomRoutes.get(`${ROOM_PATH}/:reference/socket`, async (c) => {
  if (c.req.header('Upgrade') !== 'websocket') return c.text('Expected a WebSocket upgrade.', 426);
  const ticket = await ticketOf(c);
  if (!ticket) return c.text('This room link has expired. Reload the page.', 403);
  const db = c.env?.DB;
  const stub = roomStub(c, ticket.reference);
  if (!db || !stub) return c.text('The room is not available just now.', 503);
  const appointment = await findAppointment(db, ticket.reference);
  const state = appointment ? roomState(appointment, Date.now(), roomWindow(c.env ?? {})) : null;
  if (!appointment || !state?.open) return c.text('The room is closed.', 403);
  const headers = new Headers(c.req.raw.headers);
  headers.set(ROOM_HEADERS.role, ticket.role);
  headers.set(ROOM_HEADERS.appointmentId, String(appointment.id));
  headers.set(ROOM_HEADERS.reference, appointment.reference);
  headers.set(ROOM_HEADERS.start, String(appointment.start));
  headers.set(ROOM_HEADERS.closesAt, String(state.closesAt));
  headers.set(ROOM_HEADERS.actorId, ticket.role === 'doctor' ? `doctor:${appointment.doctorId}` : 'patient');
  return stub.fetch(new Request(c.req.raw.url, { headers }));
});
