// Helpers of the billing and appointment-notification tests: a doctor of the test's own with a week of hours, and
// appointments booked on it (confirmed by a coordinator where asked).
import { env } from 'cloudflare:test';
import { changeStatus, insertAppointment, saveCalendar, saveDoctor, type NewAppointment } from '../../src/appointments';
import { newBooking } from './appointment-support';

export const COORDINATOR = { id: 'coordinator-1', email: 'coordinator@careline.example' };
export const FEE = 59_900;
export const HALF_HOUR = 30 * 60_000;

export async function testDoctor(now: number, registrationNumber = 'TN-77123'): Promise<string> {
  const id = `doctor-${crypto.randomUUID().slice(0, 8)}`;
  await saveDoctor(
    env.DB,
    {
      id,
      name: 'Dr. Kavya Iyer',
      specialization: 'General Physician',
      department: 'general-physician',
      qualifications: 'MBBS, MD (General Medicine)',
      registrationNumber,
      council: 'Tamil Nadu Medical Council',
      languages: ['en', 'hi'],
      fee: FEE,
      minutes: 30,
      meetingLink: 'https://meet.example/kavya',
      active: true,
      accountId: null,
      sample: false,
      experienceYears: 9,
      rating: null,
      wordsHi: { name: 'डॉ. काव्या अय्यर', qualifications: 'MBBS, MD (जनरल मेडिसिन)', council: 'तमिलनाडु मेडिकल काउंसिल' },
    },
    now,
  );
  const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));
  await saveCalendar(env.DB, id, { hours: everyDay, breaks: [], daysOff: [] });
  return id;
}

/** Books `start` with the doctor (as a coordinator would), confirmed unless told otherwise; returns the reference. */
export async function bookAppointment(
  doctorId: string,
  start: number,
  options: Partial<NewAppointment> & { confirm?: boolean } = {},
): Promise<string> {
  const { confirm = true, ...overrides } = options;
  const now = overrides.now ?? Date.now();
  const booked = await insertAppointment(
    env.DB,
    newBooking(doctorId, start, {
      end: start + HALF_HOUR,
      fee: FEE,
      status: 'scheduled',
      dedupeKey: null,
      actor: COORDINATOR.email,
      now,
      ...overrides,
    }),
  );
  if (!booked.ok) throw new Error(`could not book: ${booked.reason}`);
  if (confirm) {
    const changed = await changeStatus(env.DB, {
      reference: booked.reference,
      to: 'confirmed',
      actor: COORDINATOR,
      now: now + 1,
    });
    if (!changed.ok) throw new Error(`could not confirm: ${changed.reason}`);
  }
  return booked.reference;
}
