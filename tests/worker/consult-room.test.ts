// The consultation room (issue 42): its window rules, who may enter (the appointment's patient by key or account, its
// doctor; nobody else), the room's Durable Object (relay within one room only, presence, chat kept and audited,
// attachments that survive hibernation, the status following the room), and the plain chat form.
import {
  createExecutionContext,
  createScheduledController,
  env,
  runDurableObjectAlarm,
  runInDurableObject,
  SELF,
  waitOnExecutionContext,
} from 'cloudflare:test';
import worker from '../../src/index';
import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../shared/consult/protocol';
import { appointmentKey, appointmentLinkSecret, findAppointment } from '../../src/appointments';
import {
  type Attachment,
  type ConsultRoom,
  iceServers,
  jointMode,
  makeTicket,
  ROOM_WINDOW,
  roomState,
  roomWindow,
} from '../../src/consult';
import { newReference } from '../../src/references';
import { testDoctor } from './appointment-support';
import { createAccount, postForm, signIn, signInWith, SITE } from './auth-helpers';

const db = env.DB;
const MINUTE = 60_000;
const PHONE = '+919812377701';
const secret = appointmentLinkSecret(env);

async function appointment(doctorId: string, startIn: number, status = 'confirmed', name = 'Ravi Kumar') {
  const reference = newReference('AP');
  const start = Date.now() + startIn;
  const row = await db
    .prepare(
      `INSERT INTO appointments (reference, doctor_id, starts_at, ends_at, mode, fee, patient_name, patient_phone,
         locale, status, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, 'video', 50000, ?5, ?6, 'en', ?7, ?8, ?8) RETURNING id`,
    )
    .bind(reference, doctorId, start, start + 30 * MINUTE, name, PHONE, status, Date.now() - MINUTE)
    .first<{ id: number }>();
  return { reference, id: row?.id ?? 0, start };
}

const visit = (path: string, cookie?: string) =>
  SELF.fetch(`${SITE}${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });

async function linkedDoctor() {
  const account = await createAccount('doctor');
  const doctor = await testDoctor(undefined, { accountId: account.id });
  return { doctor, cookie: await signInWith(account.email, account.password) };
}

/** A socket to the room as `role`, with the messages it receives. */
async function socket(reference: string, role: 'patient' | 'doctor') {
  const ticket = await makeTicket(secret, { reference, role, expires: Date.now() + 60 * MINUTE });
  const response = await SELF.fetch(`${SITE}/consult/${reference}/socket?ticket=${encodeURIComponent(ticket)}`, {
    headers: { Upgrade: 'websocket' },
  });
  expect(response.status).toBe(101);
  const ws = response.webSocket;
  if (!ws) throw new Error('no socket');
  const received: ServerMessage[] = [];
  const waiters: (() => void)[] = [];
  ws.addEventListener('message', (event) => {
    received.push(JSON.parse(String(event.data)) as ServerMessage);
    for (const wake of waiters.splice(0)) wake();
  });
  ws.accept();
  const until = async (test: (m: ServerMessage) => boolean, ms = 3000): Promise<ServerMessage> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = received.find(test);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`${role}: no such message in ${JSON.stringify(received)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  return { ws, received, until, send: (message: unknown) => ws.send(JSON.stringify(message)) };
}

describe('the room window', () => {
  const base = { start: Date.UTC(2030, 0, 1, 5, 0), end: Date.UTC(2030, 0, 1, 5, 30), status: 'confirmed' };
  it('opens ten minutes before the start and closes a set time after the end', () => {
    expect(ROOM_WINDOW.opensBeforeMinutes).toBe(10);
    expect(roomState(base, base.start - 10 * MINUTE - 1)).toEqual({
      open: false,
      why: 'early',
      opensAt: base.start - 10 * MINUTE,
    });
    expect(roomState(base, base.start - 10 * MINUTE).open).toBe(true);
    expect(roomState(base, base.end + ROOM_WINDOW.closesAfterEndMinutes * MINUTE - 1).open).toBe(true);
    expect(roomState(base, base.end + ROOM_WINDOW.closesAfterEndMinutes * MINUTE)).toMatchObject({
      open: false,
      why: 'over',
    });
  });
  it('never opens for an appointment that is not held', () => {
    for (const status of ['requested', 'lapsed', 'cancelled-by-patient', 'cancelled-by-provider', 'no-show'])
      expect(roomState({ ...base, status }, base.start)).toEqual({ open: false, why: 'not-held' });
  });
  it('holds a consultation in the lesser of what the two send', () => {
    expect(jointMode('video', 'video')).toBe('video');
    expect(jointMode('video', 'audio')).toBe('audio');
    expect(jointMode('chat', 'video')).toBe('chat');
  });
});

describe('ICE servers', () => {
  it("mints short-lived TURN credentials from Cloudflare Realtime with the key's token, leaving out port 53", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const send = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Response.json(
        {
          iceServers: [
            { urls: ['stun:stun.cloudflare.com:3478', 'stun:stun.cloudflare.com:53'] },
            {
              urls: ['turn:turn.cloudflare.com:3478?transport=udp', 'turn:turn.cloudflare.com:53?transport=udp'],
              username: 'u',
              credential: 'c',
            },
          ],
        },
        { status: 201 },
      );
    }) as unknown as typeof fetch;
    const answer = await iceServers({ TURN_KEY_ID: 'key-id', TURN_KEY_API_TOKEN: 'token' }, send);
    expect(calls[0]?.url).toBe('https://rtc.live.cloudflare.com/v1/turn/keys/key-id/credentials/generate-ice-servers');
    expect(calls[0]?.init.method).toBe('POST');
    expect((calls[0]?.init.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer token');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ ttl: 10_800 });
    expect(answer).toEqual({
      ok: true,
      relay: true,
      iceServers: [
        { urls: ['stun:stun.cloudflare.com:3478'] },
        { urls: ['turn:turn.cloudflare.com:3478?transport=udp'], username: 'u', credential: 'c' },
      ],
    });
  });
  it('gives none without a key (one machine: host candidates), or with ROOM_TURN off', async () => {
    expect(await iceServers({})).toEqual({ ok: true, iceServers: [], relay: false });
    expect(await iceServers({ TURN_KEY_ID: 'k', TURN_KEY_API_TOKEN: 't', ROOM_TURN: 'off' })).toMatchObject({
      relay: false,
    });
  });
  it('the room window can be moved by ROOM_OPENS_MINUTES, within 1 to 60 minutes', () => {
    expect(roomWindow({ ROOM_OPENS_MINUTES: '20' }).opensBeforeMinutes).toBe(20);
    expect(roomWindow({ ROOM_OPENS_MINUTES: '600' }).opensBeforeMinutes).toBe(10);
    expect(roomWindow({}).opensBeforeMinutes).toBe(10);
  });
});

describe('who may enter', () => {
  it("lets in the patient by the appointment's key and the doctor signed in; refuses everyone else with nothing shown", async () => {
    const mine = await linkedDoctor();
    const other = await linkedDoctor();
    const { reference } = await appointment(mine.doctor.id, 5 * MINUTE, 'confirmed', 'Sunita Iyer');
    const key = await appointmentKey(secret, reference, PHONE);

    const patient = await visit(`/consult/${reference}?key=${key}`);
    expect(patient.status).toBe(200);
    const page = await patient.text();
    expect(page).toContain('data-island="ConsultRoom"');
    expect(page).toContain('Nothing is recorded');
    expect(page).toContain('Dr. Meera Shah');

    const doctor = await visit(`/consult/${reference}`, mine.cookie);
    expect(doctor.status).toBe(200);
    const doctorPage = await doctor.text();
    expect(doctorPage).toContain('Sunita Iyer');
    expect(doctorPage).toContain('Confirm the patient&#x27;s identity');

    const otherPatient = await signInWith(...(await createAccount('').then((a) => [a.email, a.password] as const)));
    const refusals = [
      await visit(`/consult/${reference}`),
      await visit(`/consult/${reference}?key=${'A'.repeat(22)}`),
      await visit(`/consult/${reference}`, other.cookie),
      await visit(`/consult/${reference}`, otherPatient),
      await visit(`/consult/${reference}`, await signIn('admin')),
      await visit('/consult/AP-000000'),
      await visit('/consult/not-a-reference'),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(403);
      const body = await refused.text();
      expect(body).not.toContain(reference);
      expect(body).not.toContain('Sunita Iyer');
      expect(body).not.toContain('data-island="ConsultRoom"');
    }
  });

  it('shows when the room opens, and no media, before the window; the Hindi room in Hindi', async () => {
    const { doctor } = await linkedDoctor();
    const { reference } = await appointment(doctor.id, 3 * 60 * MINUTE);
    const key = await appointmentKey(secret, reference, PHONE);
    const early = await visit(`/consult/${reference}?key=${key}`);
    expect(early.status).toBe(200);
    const html = await early.text();
    expect(html).toContain('The room opens at');
    expect(html).not.toContain('data-island="ConsultRoom"');
    const hindi = await (await visit(`/hi/consult/${reference}?key=${key}`)).text();
    expect(hindi).toContain('कक्ष');
    expect(hindi).toContain('कुछ भी रिकॉर्ड नहीं होता');
  });

  it('refuses a socket without a ticket for this room, and a forged one', async () => {
    const { doctor } = await linkedDoctor();
    const a = await appointment(doctor.id, 5 * MINUTE);
    const b = await appointment(doctor.id, 60 * MINUTE + 5 * MINUTE);
    const ticketForB = await makeTicket(secret, {
      reference: b.reference,
      role: 'patient',
      expires: Date.now() + MINUTE,
    });
    const forged = await makeTicket('another secret', {
      reference: a.reference,
      role: 'doctor',
      expires: Date.now() + MINUTE,
    });
    for (const ticket of ['', ticketForB, forged]) {
      const response = await SELF.fetch(`${SITE}/consult/${a.reference}/socket?ticket=${encodeURIComponent(ticket)}`, {
        headers: { Upgrade: 'websocket' },
      });
      expect(response.status).toBe(403);
      expect(response.webSocket).toBeNull();
    }
  });
});

describe("the room's Durable Object", () => {
  it('relays signalling between the two people of one room only, keeps presence and moves the status', async () => {
    const { doctor } = await linkedDoctor();
    const room = await appointment(doctor.id, 5 * MINUTE);
    const elsewhere = await appointment((await testDoctor()).id, 2 * MINUTE);
    const stranger = await socket(elsewhere.reference, 'doctor');
    await stranger.until((m) => m.t === 'welcome');

    const patient = await socket(room.reference, 'patient');
    const welcome = await patient.until((m) => m.t === 'welcome');
    expect(welcome).toMatchObject({ t: 'welcome', you: 'patient', present: ['patient'], rejoined: false });
    const doc = await socket(room.reference, 'doctor');
    await doc.until((m) => m.t === 'welcome');
    await patient.until((m) => m.t === 'presence' && m.who === 'doctor' && m.present);

    patient.send({ t: 'signal', data: { description: { type: 'offer', sdp: 'v=0 test-offer' } } });
    const offer = await doc.until((m) => m.t === 'signal');
    expect(offer).toEqual({
      t: 'signal',
      from: 'patient',
      data: { description: { type: 'offer', sdp: 'v=0 test-offer' } },
    });
    doc.send({
      t: 'signal',
      data: { candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 9 typ host', sdpMid: '0' } },
    });
    await patient.until((m) => m.t === 'signal' && m.from === 'doctor');

    // A bad message is refused and reaches nobody.
    patient.send({ t: 'signal', data: { description: { type: 'bogus' } } });
    await patient.until((m) => m.t === 'refused');

    // Both in: the appointment is in consultation.
    await expect.poll(async () => (await findAppointment(db, room.reference))?.status).toBe('in-consultation');

    // The other room heard nothing of it.
    expect(stranger.received.map((m) => m.t)).toEqual(['welcome']);
    expect(doc.received.some((m) => m.t === 'refused')).toBe(false);

    // Who is who survives hibernation: it is the sockets' attachments and tags, not the object's memory.
    const id = env.CONSULT_ROOM.idFromName(room.reference);
    const stub = env.CONSULT_ROOM.get(id);
    const attachments: { tags: string[]; who: Attachment }[] = await runInDurableObject(
      stub as unknown as DurableObjectStub<ConsultRoom>,
      async (_instance: ConsultRoom, state) =>
        state.getWebSockets().map((ws) => ({ tags: state.getTags(ws), who: ws.deserializeAttachment() as Attachment })),
    );
    expect(attachments.map((a) => [a.tags, a.who.role]).sort()).toEqual([
      [['doctor'], 'doctor'],
      [['patient'], 'patient'],
    ]);
  });

  it('marks the consultation completed when both have left after the start', async () => {
    const { doctor } = await linkedDoctor();
    const room = await appointment(doctor.id, -5 * MINUTE);
    const patient = await socket(room.reference, 'patient');
    const doc = await socket(room.reference, 'doctor');
    await doc.until((m) => m.t === 'welcome');
    await expect.poll(async () => (await findAppointment(db, room.reference))?.status).toBe('in-consultation');
    patient.ws.close(1000, 'bye');
    await doc.until((m) => m.t === 'presence' && m.who === 'patient' && !m.present);
    expect((await findAppointment(db, room.reference))?.status).toBe('in-consultation');
    doc.ws.close(1000, 'bye');
    await expect.poll(async () => (await findAppointment(db, room.reference))?.status).toBe('completed');
    const kinds = await db
      .prepare('SELECT who, kind FROM consult_events WHERE appointment_id = ?1 ORDER BY id')
      .bind(room.id)
      .all<{ who: string; kind: string }>();
    expect(kinds.results).toEqual([
      { who: 'patient', kind: 'joined' },
      { who: 'doctor', kind: 'joined' },
      { who: 'patient', kind: 'left' },
      { who: 'doctor', kind: 'left' },
    ]);
  });

  it('ends every socket when the room closes, by its alarm', async () => {
    const { doctor } = await linkedDoctor();
    const room = await appointment(doctor.id, 5 * MINUTE);
    const patient = await socket(room.reference, 'patient');
    await patient.until((m) => m.t === 'welcome');
    const stub = env.CONSULT_ROOM.get(
      env.CONSULT_ROOM.idFromName(room.reference),
    ) as unknown as DurableObjectStub<ConsultRoom>;
    const alarmAt = await runInDurableObject(stub, async (_instance: ConsultRoom, state) => state.storage.getAlarm());
    expect(alarmAt).toBe(room.start + 30 * MINUTE + ROOM_WINDOW.closesAfterEndMinutes * MINUTE);
    // As if the time had come: the facts say the room closed a minute ago.
    await runInDurableObject(stub, async (_instance: ConsultRoom, state) => {
      const facts = (await state.storage.get<Record<string, unknown>>('facts')) ?? {};
      await state.storage.put('facts', { ...facts, closesAt: Date.now() - MINUTE });
    });
    const closed = new Promise<number>((resolve) =>
      patient.ws.addEventListener('close', (event) => resolve(event.code)),
    );
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    await patient.until((m) => m.t === 'refused' && m.reason === 'closed');
    expect(await closed).toBe(4002);
  });

  it('keeps the chat with the consultation (both see it, an audit row without the text), and counts video held', async () => {
    const { doctor } = await linkedDoctor();
    const room = await appointment(doctor.id, 5 * MINUTE);
    const patient = await socket(room.reference, 'patient');
    const doc = await socket(room.reference, 'doctor');
    await doc.until((m) => m.t === 'welcome');
    patient.send({ t: 'media', mode: 'video' });
    doc.send({ t: 'media', mode: 'video' });
    await patient.until((m) => m.t === 'media' && m.who === 'doctor');
    await new Promise((resolve) => setTimeout(resolve, 60));
    patient.send({ t: 'chat', body: 'मेरा बुखार 101 है' });
    await doc.until((m) => m.t === 'chat' && m.line.body === 'मेरा बुखार 101 है');
    doc.send({ t: 'chat', body: 'Take paracetamol' });
    await patient.until((m) => m.t === 'chat' && m.line.who === 'doctor');
    patient.send({ t: 'media', mode: 'audio' });
    await doc.until((m) => m.t === 'media' && m.who === 'patient' && m.mode === 'audio');

    const messages = await db
      .prepare('SELECT who, body FROM consult_messages WHERE appointment_id = ?1 ORDER BY id')
      .bind(room.id)
      .all();
    expect(messages.results).toEqual([
      { who: 'patient', body: 'मेरा बुखार 101 है' },
      { who: 'doctor', body: 'Take paracetamol' },
    ]);
    await expect
      .poll(async () =>
        db.prepare('SELECT video_ms, chat_count FROM consult_holds WHERE appointment_id = ?1').bind(room.id).first(),
      )
      .toMatchObject({ chat_count: 2 });
    const holds = await db
      .prepare('SELECT video_ms FROM consult_holds WHERE appointment_id = ?1')
      .bind(room.id)
      .first<{ video_ms: number }>();
    expect(holds?.video_ms).toBeGreaterThan(0);
    const audit = await db
      .prepare("SELECT detail FROM audit_log WHERE action = 'room-chat' AND reference = ?1")
      .bind(room.reference)
      .all<{ detail: string }>();
    expect(audit.results).toHaveLength(2);
    expect(audit.results.map((row) => row.detail).join(' ')).not.toContain('paracetamol');

    // A rejoin is a reconnection: the new tab gets the log and the old one is replaced.
    const again = await socket(room.reference, 'patient');
    const welcome = await again.until((m) => m.t === 'welcome');
    expect(welcome).toMatchObject({ rejoined: true });
    expect(welcome.t === 'welcome' && welcome.chat.map((line) => line.body)).toEqual([
      'मेरा बुखार 101 है',
      'Take paracetamol',
    ]);
    const kinds = await db
      .prepare('SELECT who, kind FROM consult_events WHERE appointment_id = ?1 ORDER BY id')
      .bind(room.id)
      .all<{ who: string; kind: string }>();
    expect(kinds.results).toContainEqual({ who: 'patient', kind: 'reconnected' });

    // Kept with the medical record: never changed or deleted, and the daily clean-up leaves it.
    await expect(
      db.prepare('DELETE FROM consult_messages WHERE appointment_id = ?1').bind(room.id).run(),
    ).rejects.toThrow(/kept with the medical record/);
    await expect(
      db.prepare("UPDATE consult_messages SET body = 'x' WHERE appointment_id = ?1").bind(room.id).run(),
    ).rejects.toThrow(/append-only/);
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ scheduledTime: Date.now() + 400 * 86_400_000, cron: '0 22 * * *' }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const kept = await db
      .prepare('SELECT count(*) AS n FROM consult_messages WHERE appointment_id = ?1')
      .bind(room.id)
      .first<{ n: number }>();
    expect(kept?.n).toBe(2);

    // An admin sees that a chat exists and the minutes, never what it says.
    const adminPage = await (await visit(`/admin/appointments/${room.reference}`, await signIn('admin'))).text();
    expect(adminPage).toContain('a chat of 2 messages is kept with the record');
    expect(adminPage).not.toContain('Take paracetamol');
    expect(adminPage).not.toContain('बुखार');
  });

  it("shows the doctor the mode held and the identity on the record page, and logs the chat's reads", async () => {
    const mine = await linkedDoctor();
    const room = await appointment(mine.doctor.id, 5 * MINUTE);
    const key = await appointmentKey(secret, room.reference, PHONE);
    const patient = await socket(room.reference, 'patient');
    const doc = await socket(room.reference, 'doctor');
    await doc.until((m) => m.t === 'welcome');
    patient.send({ t: 'media', mode: 'audio' });
    doc.send({ t: 'media', mode: 'video' });
    await patient.until((m) => m.t === 'media' && m.who === 'doctor');
    await new Promise((resolve) => setTimeout(resolve, 50));
    patient.send({ t: 'chat', body: 'Sugar 140 fasting' });
    await doc.until((m) => m.t === 'chat');
    patient.send({ t: 'media', mode: 'chat' });
    await doc.until((m) => m.t === 'media' && m.who === 'patient' && m.mode === 'chat');

    // The doctor confirms who the patient is, in the room; a wrong age is refused with words.
    const bad = await postForm(
      `/consult/${room.reference}`,
      { form: 'identity', name: 'Ravi Kumar', age: '200' },
      {
        Cookie: mine.cookie,
      },
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Write the age in whole years, 0 to 130.');
    const confirmed = await postForm(
      `/consult/${room.reference}`,
      { form: 'identity', name: 'Ravi Kumar', age: '51' },
      {
        Cookie: mine.cookie,
      },
    );
    expect(confirmed.status).toBe(303);
    // A patient cannot confirm it.
    const byPatient = await postForm(`/consult/${room.reference}?key=${key}`, {
      form: 'identity',
      name: 'X',
      age: '1',
    });
    expect(byPatient.status).toBe(403);

    // The patient's earlier consultation with this doctor is one click away in the room.
    const earlier = await appointment(mine.doctor.id, -2 * 24 * 60 * MINUTE, 'completed');
    await db
      .prepare(
        'INSERT INTO consultation_records (appointment_id, doctor_id, created_at, updated_at) VALUES (?1, ?2, ?3, ?3)',
      )
      .bind(earlier.id, mine.doctor.id, earlier.start)
      .run();
    const roomPage = await (await visit(`/consult/${room.reference}`, mine.cookie)).text();
    expect(roomPage).toContain(`href="/doctor/appointments/${earlier.reference}/record"`);

    const page = await (await visit(`/doctor/appointments/${room.reference}/record`, mine.cookie)).text();
    expect(page).toContain('Held in the room: </span>audio only');
    expect(page).toContain('confirmed in the room as Ravi Kumar, 51 years.');

    // Once a record exists, each showing of the chat is a read in the access log.
    await db
      .prepare(
        `INSERT INTO consultation_records (appointment_id, doctor_id, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?3)`,
      )
      .bind(room.id, mine.doctor.id, Date.now())
      .run();
    const reads = async () =>
      (
        await db
          .prepare(
            `SELECT count(*) AS n FROM medical_record_access m JOIN consultation_records r ON r.id = m.record_id
             WHERE r.appointment_id = ?1 AND m.actor_role = 'patient' AND m.action = 'read'`,
          )
          .bind(room.id)
          .first<{ n: number }>()
      )?.n ?? 0;
    expect(await reads()).toBe(0);
    await visit(`/consult/${room.reference}?key=${key}`);
    expect(await reads()).toBe(1);
  });

  it('takes a chat message from the plain form, shown to whoever is in', async () => {
    const { doctor } = await linkedDoctor();
    const room = await appointment(doctor.id, 5 * MINUTE);
    const key = await appointmentKey(secret, room.reference, PHONE);
    const doc = await socket(room.reference, 'doctor');
    await doc.until((m) => m.t === 'welcome');
    const empty = await postForm(`/consult/${room.reference}?key=${key}`, { body: '   ' });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Write a message first.');
    const sent = await postForm(`/consult/${room.reference}?key=${key}`, { body: 'BP 130/85 this morning' });
    expect(sent.status).toBe(303);
    await doc.until((m) => m.t === 'chat' && m.line.body === 'BP 130/85 this morning');
    const page = await (await visit(`/consult/${room.reference}?key=${key}`)).text();
    expect(page).toContain('BP 130/85 this morning');
    const refused = await postForm(`/consult/${room.reference}`, { body: 'hello' });
    expect(refused.status).toBe(403);
  });
});
