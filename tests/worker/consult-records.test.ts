// What the room knows feeds the record (issue 42): the prescription rules read the mode held in the room, not the
// mode booked, so List A is refused for a video booking held only by audio (or never held) and offered once video
// was held; a prescription is issued only after the doctor confirmed the patient's identity in the room.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { heldAsBooked } from './consult-support';
import { type Doctor, GOOD, added, db, linked, PHONE, record, saved } from './doctor-records-support';
import { postForm } from './auth-helpers';
import { visibleText } from './html';
import { newReference } from '../../src/references';
import { indiaDayStart } from '../../src/appointments';

let x: Doctor;
beforeAll(async () => {
  x = await linked('Dr. Room Records');
});

let slot = indiaDayStart(Date.now()) + 20 * 3_600_000;

/** A video booking in consultation, with nothing held in the room yet. */
async function videoBooking(): Promise<string> {
  const reference = newReference('AP');
  slot += 60_000;
  await db
    .prepare(
      `INSERT INTO appointments (reference, doctor_id, starts_at, ends_at, mode, fee, patient_name, patient_phone,
         locale, status, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, 'video', 50000, 'Asha Verma', ?5, 'en', 'in-consultation', ?3, ?3)`,
    )
    .bind(reference, x.doctor.id, slot, slot + 50_000, PHONE)
    .run();
  return reference;
}

describe('the mode held decides List A', () => {
  it('refuses List A for a video booking held only by audio, and for one not held in the room at all', async () => {
    const byAudio = await videoBooking();
    await heldAsBooked(byAudio, { mode: 'audio' });
    await saved(x, byAudio);
    const refused = await added(x, byAudio, 'amoxicillin-500-capsule');
    expect(refused.status).toBe(400);
    const text = visibleText(await refused.text());
    expect(text).toContain('Refused by: List A rule.');
    expect(text).toContain('This consultation is by audio');
    expect((await added(x, byAudio, 'paracetamol-500-tablet')).status).toBe(303);

    const notHeld = await videoBooking();
    await saved(x, notHeld);
    const none = await added(x, notHeld, 'amoxicillin-500-capsule');
    expect(none.status).toBe(400);
    expect(visibleText(await none.text())).toContain('This consultation is by chat');
  });

  it('offers List A once video was held in this consultation', async () => {
    const byVideo = await videoBooking();
    await heldAsBooked(byVideo, { mode: 'video' });
    await saved(x, byVideo);
    expect((await added(x, byVideo, 'amoxicillin-500-capsule')).status).toBe(303);
  });
});

describe("the patient's identity, confirmed in the room", () => {
  it('refuses to issue before the doctor confirmed it, and issues after', async () => {
    const reference = await videoBooking();
    await heldAsBooked(reference, { mode: 'video', identity: false });
    await saved(x, reference, GOOD);
    expect((await added(x, reference, 'paracetamol-500-tablet')).status).toBe(303);
    const refused = await postForm(`${record(reference)}/issue`, {}, { Cookie: x.cookie });
    expect(refused.status).toBe(409);
    expect(visibleText(await refused.text())).toContain("Confirm the patient's identity (name and age)");
    await env.DB.prepare(
      `UPDATE consult_holds SET identity_name = 'Asha Verma', identity_age = 42, identity_at = ?2
       WHERE appointment_id = (SELECT id FROM appointments WHERE reference = ?1)`,
    )
      .bind(reference, Date.now())
      .run();
    expect((await postForm(`${record(reference)}/issue`, {}, { Cookie: x.cookie })).status).toBe(303);
  });
});
