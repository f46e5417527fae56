// The appointments' store against the tests' D1 database: a slot booked at most once under concurrent bookings,
// the same submission stored once, a cancelled booking freeing its slot, and calendars kept whole.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  calendarOf,
  insertAppointment,
  saveCalendar,
  saveDoctor,
  type DoctorRecord,
  type NewAppointment,
} from '../../src/appointments/store';
import { deriveSlots } from '../../src/appointments/slots';
import { newBooking } from './appointment-support';

const NOW = Date.parse('2026-11-30T00:00:00Z');

async function doctor(overrides: Partial<DoctorRecord> = {}): Promise<DoctorRecord> {
  const record: DoctorRecord = {
    id: `doctor-${crypto.randomUUID().slice(0, 8)}`,
    name: 'Dr. Test Doctor',
    specialization: 'General Physician',
    department: 'general-medicine',
    qualifications: 'MBBS',
    registrationNumber: 'TN-12345',
    council: 'Tamil Nadu Medical Council',
    languages: ['English', 'Hindi'],
    fee: 49_900,
    minutes: 30,
    meetingLink: null,
    active: true,
    accountId: null,
    sample: false,
    experienceYears: null,
    rating: null,
    wordsHi: {},
    ...overrides,
  };
  await saveDoctor(env.DB, record, NOW);
  return record;
}

function booking(doctorId: string, start: number, overrides: Partial<NewAppointment> = {}): NewAppointment {
  return newBooking(doctorId, start, { fee: 49_900, now: NOW, ...overrides });
}

describe('booking a slot', () => {
  it('100 concurrent bookings of one slot give exactly one appointment; the others hear it was taken', async () => {
    const { id } = await doctor();
    const start = Date.parse('2026-12-01T04:30:00Z');
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        insertAppointment(env.DB, booking(id, start, { patientName: `Patient ${index}` })),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.reason === 'taken')).toHaveLength(99);
    const { count } = (await env.DB.prepare('SELECT COUNT(*) AS count FROM appointments WHERE doctor_id = ?1')
      .bind(id)
      .first<{ count: number }>())!;
    expect(count).toBe(1);
  });

  it('the same submission twice is one appointment with one reference, and its creation is in the history', async () => {
    const { id } = await doctor();
    const start = Date.parse('2026-12-01T05:00:00Z');
    const first = await insertAppointment(env.DB, booking(id, start, { dedupeKey: 'same-form' + id }));
    const again = await insertAppointment(env.DB, booking(id, start, { dedupeKey: 'same-form' + id }));
    expect(first).toMatchObject({ ok: true, duplicate: false });
    expect(again).toEqual({ ok: true, reference: first.ok ? first.reference : '', duplicate: true });
    expect(first.ok && first.reference).toMatch(/^AP-[0-9A-HJKMNP-TV-Z]{6}$/);
    const history = await env.DB.prepare(
      `SELECT change, actor, detail FROM appointment_history
       WHERE appointment_id = (SELECT id FROM appointments WHERE reference = ?1)`,
    )
      .bind(first.ok ? first.reference : '')
      .all();
    expect(history.results).toEqual([{ change: 'created', actor: 'patient', detail: 'requested' }]);
  });

  it('a cancelled booking frees its slot; an unknown doctor is refused', async () => {
    const { id } = await doctor();
    const start = Date.parse('2026-12-01T05:30:00Z');
    const first = await insertAppointment(env.DB, booking(id, start));
    expect(first.ok).toBe(true);
    const active = () =>
      env.DB.prepare(
        `SELECT COUNT(*) AS n FROM appointments WHERE doctor_id = ?1 AND starts_at = ?2
           AND status NOT IN ('cancelled-by-patient', 'cancelled-by-provider', 'lapsed')`,
      )
        .bind(id, start)
        .first<number>('n');
    expect(await active()).toBe(1);
    await env.DB.prepare("UPDATE appointments SET status = 'cancelled-by-patient' WHERE reference = ?1")
      .bind(first.ok ? first.reference : '')
      .run();
    expect(await active()).toBe(0);
    expect((await insertAppointment(env.DB, booking(id, start))).ok).toBe(true);
    expect(await insertAppointment(env.DB, booking('nobody', start))).toEqual({ ok: false, reason: 'unknown-doctor' });
  });

  it('the schema refuses what the code should never write', async () => {
    const { id } = await doctor();
    const start = Date.parse('2026-12-01T06:00:00Z');
    await expect(insertAppointment(env.DB, booking(id, start, { patientPhone: '98765' }))).rejects.toThrow(/CHECK/);
    await expect(insertAppointment(env.DB, booking(id, start, { end: start }))).rejects.toThrow(/CHECK/);
  });
});

describe('calendars', () => {
  it('are saved whole and read back as slots are derived from them; an inactive doctor offers none', async () => {
    const record = await doctor();
    const week = {
      hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '13:00' })),
      breaks: [{ weekday: 1, start: '11:00', end: '11:30' }],
      daysOff: ['2026-12-25'],
    };
    await saveCalendar(env.DB, record.id, week);
    const calendar = await calendarOf(env.DB, record.id);
    expect(calendar).toEqual({ minutes: 30, ...week });
    expect(deriveSlots(calendar!, NOW, 1)).toHaveLength(7);
    // Saving again replaces, never adds.
    await saveCalendar(env.DB, record.id, { ...week, breaks: [] });
    expect((await calendarOf(env.DB, record.id))?.breaks).toEqual([]);
    await saveDoctor(env.DB, { ...record, active: false }, NOW);
    expect(await calendarOf(env.DB, record.id)).toBeNull();
  });
});
