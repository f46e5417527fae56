// The patient's pick-a-time page and what a pick does: only free slots, none in the past, grouped by India day; a pick
// holds the slot as 'requested'; a double submit gets the first reference; a taken slot and bad input are refused
// with a message and the form kept; the unknown or inactive doctor is a 404. In English and Hindi.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import {
  findAppointment,
  insertAppointment,
  PATIENT_DAYS,
  setSlotBlocked,
  type DoctorRecord,
} from '../../src/appointments';
import { APPOINTMENT_COPY_EN } from '../../src/patient/copy.en';
import { APPOINTMENT_COPY_HI } from '../../src/patient/copy.hi';
import { get, postForm } from './auth-helpers';
import { checkedSlots, FEE, HOUR, IST, offeredSlots, pickFields, slotAhead, testDoctor } from './appointment-support';
import { select, visibleText } from './html';

async function pickPage(doctor: DoctorRecord, prefix = '') {
  const response = await get(`${prefix}/doctors/${doctor.id}/book`);
  expect(response.status).toBe(200);
  return { response, html: await response.text() };
}

async function holdSlot(doctor: DoctorRecord, start: number, phone = '+919000000001') {
  const booked = await insertAppointment(env.DB, {
    doctorId: doctor.id,
    start,
    end: start + 30 * 60_000,
    mode: 'audio',
    fee: FEE,
    patientName: 'Someone Else',
    patientPhone: phone,
    patientEmail: null,
    accountId: null,
    requestReference: null,
    locale: 'en',
    status: 'requested',
    holdExpiresAt: Date.now() + 2 * HOUR,
    dedupeKey: null,
    actor: 'patient',
    now: Date.now(),
  });
  if (!booked.ok) throw new Error('could not hold the slot');
  return booked.reference;
}

describe('the pick-a-time page', () => {
  it('shows the doctor and only their free slots, none in the past, within the next 7 days', async () => {
    const doctor = await testDoctor();
    const first = await pickPage(doctor);
    const before = offeredSlots(first.html);
    const taken = slotAhead(first.html, 30);
    const blocked = slotAhead(first.html, 40);
    await holdSlot(doctor, taken);
    await setSlotBlocked(env.DB, {
      doctorId: doctor.id,
      start: blocked,
      blocked: true,
      actor: { id: 'coordinator', email: 'c@example.com' },
      now: Date.now(),
    });
    const { response, html } = await pickPage(doctor);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const text = visibleText(html);
    for (const fact of [
      'Dr. Meera Shah',
      'General Physician',
      'TN-54321, Tamil Nadu Medical Council',
      '₹599',
      '30 minutes',
    ])
      expect(text).toContain(fact);
    expect(text).toContain('English, Tamil');
    const slots = offeredSlots(html);
    expect(slots).not.toContain(taken);
    expect(slots).not.toContain(blocked);
    expect(slots.length).toBe(before.filter((start) => start > Date.now()).length - 2);
    const now = Date.now();
    for (const start of slots) {
      expect(start).toBeGreaterThan(now);
      expect(start).toBeLessThan(now + (PATIENT_DAYS + 1) * 24 * HOUR);
    }
    // One form, posting to the page itself, with the request forms' token, honeypot and consent line.
    const forms = await select(html, 'form[method="post"]');
    expect(forms.map((form) => form.attrs.action)).toContain(`/doctors/${doctor.id}/book`);
    expect(await select(html, 'main input[name="token"]')).toHaveLength(1);
    expect(text).toContain(EN_ISLAND_WORDS.forms.consent.callback);
  });

  it('puts a slot at 00:30 India time on the next India day, not the UTC day it starts on', async () => {
    const doctor = await testDoctor({ start: '00:00', end: '01:00' });
    const { html } = await pickPage(doctor);
    const days = html.split('<details').slice(1);
    expect(days.length).toBeGreaterThanOrEqual(PATIENT_DAYS - 1);
    let checked = 0;
    for (const day of days) {
      const heading = /<summary[^>]*>\s*<span>([^<]+)<\/span>/.exec(day)?.[1] ?? '';
      for (const start of offeredSlots(day)) {
        const india = new Date(start + IST);
        // 00:00 and 00:30 India time: 18:30 and 19:00 UTC of the day before.
        expect(india.getUTCHours()).toBe(0);
        expect(new Date(start).getUTCDate()).not.toBe(india.getUTCDate());
        expect(heading).toMatch(new RegExp(`\\b${india.getUTCDate()}\\b`));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown or inactive doctor', async () => {
    expect((await get('/doctors/nobody-at-all/book')).status).toBe(404);
    const inactive = await testDoctor(undefined, { active: false });
    expect((await get(`/doctors/${inactive.id}/book`)).status).toBe(404);
    expect((await postForm(`/doctors/${inactive.id}/book`, pickFields(Date.now() + 30 * HOUR))).status).toBe(404);
  });

  it('says so, and offers a call-back, when the doctor has no free time', async () => {
    const doctor = await testDoctor();
    await env.DB.prepare('DELETE FROM doctor_week WHERE doctor_id = ?1').bind(doctor.id).run();
    const { html } = await pickPage(doctor);
    expect(visibleText(html)).toContain(APPOINTMENT_COPY_EN.pick.noSlots);
    expect((await select(html, 'a[href="/book"]')).length).toBeGreaterThan(0);
  });
});

describe('picking a time', () => {
  it('holds the slot as requested, with the fee and a hold, and goes to the appointment page with its key', async () => {
    const doctor = await testDoctor();
    const { html } = await pickPage(doctor);
    const start = slotAhead(html, 30);
    const before = Date.now();
    const response = await postForm(`/doctors/${doctor.id}/book`, pickFields(start, { email: 'asha@example.com' }));
    expect(response.status).toBe(303);
    const location = response.headers.get('Location') ?? '';
    expect(location).toMatch(/^\/appointments\/AP-[0-9A-HJKMNP-TV-Z]{6}\?key=[\w-]{22}$/);
    const reference = location.split('?')[0]?.split('/').pop() ?? '';
    const appointment = await findAppointment(env.DB, reference);
    expect(appointment).toMatchObject({
      doctorId: doctor.id,
      start,
      end: start + 30 * 60_000,
      status: 'requested',
      payment: 'unpaid',
      fee: FEE,
      mode: 'video',
      patientName: 'Asha Rao',
      patientPhone: '+919876543210',
      patientEmail: 'asha@example.com',
      locale: 'en',
    });
    expect(appointment?.holdExpiresAt).toBeGreaterThanOrEqual(before + 120 * 60_000);
    expect(appointment?.holdExpiresAt).toBeLessThanOrEqual(Date.now() + 120 * 60_000);
    // The slot is no longer offered.
    expect(offeredSlots((await pickPage(doctor)).html)).not.toContain(start);
    const page = await get(location);
    expect(page.status).toBe(200);
    expect(visibleText(await page.text())).toContain(APPOINTMENT_COPY_EN.appointment.statuses.requested);
  });

  it('gives a double submit the first reference', async () => {
    const doctor = await testDoctor();
    const fields = pickFields(slotAhead((await pickPage(doctor)).html, 30));
    const first = await postForm(`/doctors/${doctor.id}/book`, fields);
    const second = await postForm(`/doctors/${doctor.id}/book`, fields);
    expect(first.status).toBe(303);
    expect(second.status).toBe(303);
    expect(second.headers.get('Location')).toBe(first.headers.get('Location'));
    const { count } = (await env.DB.prepare('SELECT COUNT(*) AS count FROM appointments WHERE doctor_id = ?1')
      .bind(doctor.id)
      .first<{ count: number }>()) ?? { count: 0 };
    expect(count).toBe(1);
  });

  it('lets one mobile number hold a few of a doctor’s times at once, not the whole evening', async () => {
    const doctor = await testDoctor();
    const slots = offeredSlots((await pickPage(doctor)).html).filter((start) => start > Date.now() + 2 * HOUR);
    const picks = slots.slice(0, 4).map((start) => pickFields(start, { phone: '91234 56780' }));
    for (const fields of picks.slice(0, 3))
      expect((await postForm(`/doctors/${doctor.id}/book`, fields)).status).toBe(303);
    const fourth = await postForm(`/doctors/${doctor.id}/book`, picks[3] ?? {});
    expect(fourth.status).toBe(429);
    expect(visibleText(await fourth.text())).toContain(APPOINTMENT_COPY_EN.pick.problems.tooManyHeld('3'));
    // A resend of one already held still gets its reference; another number is not held back.
    expect((await postForm(`/doctors/${doctor.id}/book`, picks[2] ?? {})).status).toBe(303);
    const other = await postForm(`/doctors/${doctor.id}/book`, { ...picks[3], phone: '91234 56781' });
    expect(other.status).toBe(303);
  });

  it('refuses a slot just taken with 409, the message, the values kept and fresh slots', async () => {
    const doctor = await testDoctor();
    const start = slotAhead((await pickPage(doctor)).html, 30);
    await holdSlot(doctor, start);
    const response = await postForm(`/doctors/${doctor.id}/book`, pickFields(start, { name: 'Ravi Kumar' }));
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(visibleText(html)).toContain('That time was just taken. Please pick another.');
    expect(html).toContain('value="Ravi Kumar"');
    expect(offeredSlots(html)).not.toContain(start);
    expect(offeredSlots(html).length).toBeGreaterThan(0);
  });

  it('refuses a time in the past or one not offered with 400', async () => {
    const doctor = await testDoctor({ start: '09:00', end: '17:00' });
    const past = await postForm(`/doctors/${doctor.id}/book`, pickFields(Date.now() - HOUR));
    expect(past.status).toBe(400);
    expect(visibleText(await past.text())).toContain(APPOINTMENT_COPY_EN.pick.problems.gone);
    const start = slotAhead((await pickPage(doctor)).html, 30);
    const offHours = await postForm(`/doctors/${doctor.id}/book`, pickFields(start + 7 * 60_000));
    expect(offHours.status).toBe(400);
  });

  it('refuses a bad mobile, a missing name and no time with 400 and the request forms’ messages', async () => {
    const doctor = await testDoctor();
    const start = slotAhead((await pickPage(doctor)).html, 30);
    const badPhone = await postForm(`/doctors/${doctor.id}/book`, pickFields(start, { phone: '12345' }));
    expect(badPhone.status).toBe(400);
    const html = await badPhone.text();
    expect(visibleText(html)).toContain(EN_ISLAND_WORDS.forms.problems.phone);
    expect(html).toContain('value="12345"');
    expect(checkedSlots(html)).toEqual([start]);
    const noName = await postForm(`/doctors/${doctor.id}/book`, pickFields(start, { name: '' }));
    expect(noName.status).toBe(400);
    const noSlot = await postForm(`/doctors/${doctor.id}/book`, pickFields(start, { slot: '' }));
    expect(noSlot.status).toBe(400);
    expect(visibleText(await noSlot.text())).toContain(APPOINTMENT_COPY_EN.pick.problems.slot);
    const badMode = await postForm(`/doctors/${doctor.id}/book`, pickFields(start, { mode: 'fax' }));
    expect(badMode.status).toBe(400);
    const robot = await postForm(`/doctors/${doctor.id}/book`, pickFields(start, { website: 'spam' }));
    expect(robot.status).toBe(400);
    expect(await env.DB.prepare('SELECT 1 FROM appointments WHERE doctor_id = ?1').bind(doctor.id).first()).toBeNull();
  });

  it('refuses a pick from another website', async () => {
    const doctor = await testDoctor();
    const start = slotAhead((await pickPage(doctor)).html, 30);
    const response = await postForm(`/doctors/${doctor.id}/book`, pickFields(start), {
      Origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
  });
});

describe('in Hindi', () => {
  it('serves the pick page under /hi and books in Hindi', async () => {
    const doctor = await testDoctor();
    const { html } = await pickPage(doctor, '/hi');
    expect(html).toContain('<html lang="hi"');
    const text = visibleText(html);
    expect(text).toContain(APPOINTMENT_COPY_HI.pick.title('डॉ. मीरा शाह'));
    expect(text).toContain('सामान्य चिकित्सक');
    const start = slotAhead(html, 30);
    const response = await postForm(`/hi/doctors/${doctor.id}/book`, pickFields(start));
    expect(response.status).toBe(303);
    const location = response.headers.get('Location') ?? '';
    expect(location).toMatch(/^\/hi\/appointments\/AP-/);
    const page = await get(location);
    expect(page.status).toBe(200);
    expect(visibleText(await page.text())).toContain(APPOINTMENT_COPY_HI.appointment.statuses.requested);
    // Opened under the English address, it goes to the language it was booked in.
    const english = await get(location.replace(/^\/hi/, ''), { redirect: 'manual' });
    expect(english.status).toBe(302);
    expect(english.headers.get('Location')).toBe(location);
  });

  it('refuses a taken slot in Hindi', async () => {
    const doctor = await testDoctor();
    const start = slotAhead((await pickPage(doctor, '/hi')).html, 30);
    await holdSlot(doctor, start);
    const response = await postForm(`/hi/doctors/${doctor.id}/book`, pickFields(start));
    expect(response.status).toBe(409);
    expect(visibleText(await response.text())).toContain(APPOINTMENT_COPY_HI.pick.problems.taken);
  });
});
