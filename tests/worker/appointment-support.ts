// A doctor of the appointment page tests' own (the sample doctors are another migration's business), and the pick
// form as a patient sends it.
import { env } from 'cloudflare:test';
import {
  saveCalendar,
  saveDoctor,
  type DoctorRecord,
  type NewAppointment,
  type WeeklySpan,
} from '../../src/appointments';

export const FEE = 59_900;
export const HOUR = 3_600_000;
export const IST = 5.5 * HOUR;

export async function testDoctor(
  hours: { start: string; end: string } = { start: '00:00', end: '24:00' },
  overrides: Partial<DoctorRecord> = {},
): Promise<DoctorRecord> {
  const doctor: DoctorRecord = {
    id: `test-doctor-${crypto.randomUUID().slice(0, 8)}`,
    name: 'Dr. Meera Shah',
    specialization: 'General Physician',
    department: 'general-physician',
    qualifications: 'MBBS',
    registrationNumber: 'TN-54321',
    council: 'Tamil Nadu Medical Council',
    languages: ['English', 'Tamil'],
    fee: FEE,
    minutes: 30,
    meetingLink: 'https://meet.example/meera',
    active: true,
    accountId: null,
    sample: false,
    experienceYears: null,
    rating: null,
    wordsHi: { name: 'डॉ. मीरा शाह', specialization: 'सामान्य चिकित्सक' },
    ...overrides,
  };
  await saveDoctor(env.DB, doctor, Date.now());
  const week: WeeklySpan[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, ...hours }));
  await saveCalendar(env.DB, doctor.id, { hours: week, breaks: [], daysOff: [] });
  return doctor;
}

/** The radio values (slot starts) a pick page offers. */
export function offeredSlots(html: string): number[] {
  return [...html.matchAll(/<input[^>]*name="slot"[^>]*>/g)].map((match) => {
    const value = /value="(\d+)"/.exec(match[0]);
    return Number(value?.[1]);
  });
}

/** The slot radios checked when the page came back. */
export function checkedSlots(html: string): number[] {
  return [...html.matchAll(/<input[^>]*name="slot"[^>]*>/g)]
    .filter((match) => / checked=""/.test(match[0]))
    .map((match) => Number(/value="(\d+)"/.exec(match[0])?.[1]));
}

/** The first offered slot at least `hoursAhead` from now. */
export function slotAhead(html: string, hoursAhead: number): number {
  const slot = offeredSlots(html).find((start) => start >= Date.now() + hoursAhead * HOUR);
  if (slot === undefined) throw new Error(`no slot ${hoursAhead} h ahead`);
  return slot;
}

export function pickFields(start: number, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    slot: String(start),
    name: 'Asha Rao',
    phone: '98765 43210',
    email: '',
    mode: 'video',
    token: crypto.randomUUID().replace(/-/g, ''),
    website: '',
    ...overrides,
  };
}

/** A booking as the tests make it: half an hour from `start`, a video call, a patient's pick unless told otherwise. */
export function newBooking(doctorId: string, start: number, overrides: Partial<NewAppointment> = {}): NewAppointment {
  return {
    doctorId,
    start,
    end: start + 30 * 60_000,
    mode: 'video',
    fee: FEE,
    patientName: 'Asha Rao',
    patientPhone: '+919876543210',
    patientEmail: null,
    accountId: null,
    requestReference: null,
    locale: 'en',
    status: 'requested',
    holdExpiresAt: null,
    dedupeKey: crypto.randomUUID(),
    actor: 'patient',
    now: Date.now(),
    ...overrides,
  };
}
