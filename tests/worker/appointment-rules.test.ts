// The appointment rules that need no database: slots from a calendar in India time, refunds at the policy's
// boundaries, the UPI intent link, and the .ics file.
import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, fold } from '../../src/appointments/ics';
import { indiaDate, indiaInstant, indiaWeekday } from '../../src/appointments/india-time';
import { consultationRefund, noShowRefund } from '../../src/appointments/refund';
import { deriveSlots, spanProblem, type Calendar } from '../../src/appointments/slots';
import { isVpa, upiAmount, upiIntentLink } from '../../src/appointments/upi';

const HOUR = 60 * 60 * 1000;
const at = (date: string, time: string) => {
  const [h, m] = time.split(':').map(Number);
  const instant = indiaInstant(date, h! * 60 + m!);
  if (instant === null) throw new Error(`bad test time ${date} ${time}`);
  return instant;
};
const timesOf = (slots: { start: number }[]) =>
  slots.map((slot) => new Date(slot.start + 5.5 * HOUR).toISOString().slice(0, 16).replace('T', ' '));

// 2026-11-30 is a Monday.
const MONDAY = '2026-11-30';
const weekdays = (start: string, end: string) => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start, end }));

describe('India time', () => {
  it('is UTC+05:30 all year, across a UTC date change', () => {
    expect(new Date(at(MONDAY, '09:00')).toISOString()).toBe('2026-11-30T03:30:00.000Z');
    // Just after midnight in India is still the day before in UTC.
    expect(new Date(at(MONDAY, '00:15')).toISOString()).toBe('2026-11-29T18:45:00.000Z');
    expect(indiaDate(Date.parse('2026-11-29T18:45:00Z'))).toBe(MONDAY);
    expect(indiaWeekday(Date.parse('2026-11-29T18:45:00Z'))).toBe(1);
    expect(indiaInstant('2026-02-30', 0)).toBeNull();
    expect(indiaInstant('30/11/2026', 0)).toBeNull();
  });
});

describe('slots', () => {
  const calendar: Calendar = {
    hours: weekdays('09:00', '12:00'),
    breaks: [{ weekday: 1, start: '10:30', end: '11:00' }],
    daysOff: ['2026-12-02'],
    minutes: 30,
  };

  it('fill working hours at the consultation length, skip breaks, days off, weekends and the past', () => {
    const now = at(MONDAY, '09:10');
    const slots = deriveSlots(calendar, now, 7);
    const monday = timesOf(slots).filter((time) => time.startsWith(MONDAY));
    // 09:00 has begun; 10:30 is the break.
    expect(monday).toEqual([`${MONDAY} 09:30`, `${MONDAY} 10:00`, `${MONDAY} 11:00`, `${MONDAY} 11:30`]);
    const days = new Set(timesOf(slots).map((time) => time.slice(0, 10)));
    expect([...days]).toEqual([MONDAY, '2026-12-01', '2026-12-03', '2026-12-04']);
    // Tuesday has no break: six slots.
    expect(timesOf(slots).filter((time) => time.startsWith('2026-12-01'))).toHaveLength(6);
    for (const slot of slots) expect(slot.end - slot.start).toBe(30 * 60 * 1000);
  });

  it('never lets a slot run past the end of the hours', () => {
    // 09:00 to 11:30 in 45-minute slots: 11:15 would end at 12:00, past the hours.
    const slots = deriveSlots(
      { ...calendar, hours: weekdays('09:00', '11:30'), breaks: [], minutes: 45 },
      at(MONDAY, '00:00'),
      1,
    );
    expect(timesOf(slots)).toEqual([`${MONDAY} 09:00`, `${MONDAY} 09:45`, `${MONDAY} 10:30`]);
  });

  it('are right around midnight, where the UTC date is the day before', () => {
    const night: Calendar = {
      hours: [{ weekday: 1, start: '00:00', end: '01:00' }],
      breaks: [],
      daysOff: [],
      minutes: 30,
    };
    const slots = deriveSlots(night, at('2026-11-29', '20:00'), 2);
    expect(slots.map((slot) => new Date(slot.start).toISOString())).toEqual([
      '2026-11-29T18:30:00.000Z',
      '2026-11-29T19:00:00.000Z',
    ]);
  });

  it('refuses malformed spans with a message, and derives nothing from them', () => {
    expect(spanProblem({ weekday: 7, start: '09:00', end: '10:00' })).toBe('Choose a day of the week.');
    expect(spanProblem({ weekday: 1, start: '9am', end: '10:00' })).toMatch(/HH:MM/);
    expect(spanProblem({ weekday: 1, start: '10:00', end: '09:00' })).toBe('The end must be after the start.');
    expect(spanProblem({ weekday: 1, start: '09:00', end: '10:00' })).toBeNull();
    const broken: Calendar = {
      hours: [{ weekday: 1, start: '10:00', end: '09:00' }],
      breaks: [],
      daysOff: [],
      minutes: 30,
    };
    expect(deriveSlots(broken, at(MONDAY, '00:00'), 1)).toEqual([]);
    expect(deriveSlots({ ...calendar, minutes: 0 }, at(MONDAY, '00:00'), 1)).toEqual([]);
  });
});

describe('refunds, at the policy boundaries', () => {
  const start = at(MONDAY, '18:00');
  const paid = 59_900;
  const patient = (hoursBefore: number) =>
    consultationRefund({ paid, startsAt: start, cancelledAt: start - hoursBefore * HOUR, by: 'patient' });

  it('gives all of it 24 hours or more before', () => {
    expect(patient(24)).toEqual({ ruleId: 'consultation-24h-plus', percent: 100, amount: 59_900 });
    expect(patient(72).amount).toBe(59_900);
  });

  it('gives half from 6 up to 24 hours before', () => {
    expect(patient(23.99)).toEqual({ ruleId: 'consultation-6-24h', percent: 50, amount: 29_950 });
    expect(patient(6)).toMatchObject({ ruleId: 'consultation-6-24h', amount: 29_950 });
  });

  it('gives nothing under 6 hours, after the start, or for a missed consultation', () => {
    expect(patient(5.99)).toEqual({ ruleId: 'consultation-under-6h', percent: 0, amount: 0 });
    expect(patient(-1)).toMatchObject({ ruleId: 'consultation-no-show', amount: 0 });
    expect(noShowRefund().amount).toBe(0);
  });

  it('gives all of it when the provider cancels, however late', () => {
    expect(consultationRefund({ paid, startsAt: start, cancelledAt: start - HOUR, by: 'provider' })).toEqual({
      ruleId: 'consultation-doctor-unavailable',
      percent: 100,
      amount: 59_900,
    });
  });

  it('rounds half a paisa to the nearest', () => {
    expect(
      consultationRefund({ paid: 59_901, startsAt: start, cancelledAt: start - 10 * HOUR, by: 'patient' }).amount,
    ).toBe(29_951);
  });
});

describe('UPI', () => {
  it('writes the intent link with the amount in rupees and every value encoded', () => {
    expect(
      upiIntentLink({ vpa: 'careline@okaxis', payee: 'CareLine Health', paise: 59_900, reference: 'CL-7K3F9Q' }),
    ).toBe('upi://pay?pa=careline%40okaxis&pn=CareLine%20Health&am=599.00&cu=INR&tn=CL-7K3F9Q');
    expect(upiAmount(5)).toBe('0.05');
    expect(upiAmount(123_456)).toBe('1234.56');
    expect(upiIntentLink({ vpa: 'a.b@icici', payee: 'Dr. A & B', paise: 100, reference: 'x y' })).toContain(
      'pn=Dr.%20A%20%26%20B',
    );
  });

  it('refuses what is not a VPA or not an amount', () => {
    expect(isVpa('careline@okaxis')).toBe(true);
    expect(isVpa('careline')).toBe(false);
    expect(isVpa('a@b c')).toBe(false);
    expect(() => upiAmount(0)).toThrow(RangeError);
    expect(() => upiAmount(1.5)).toThrow(RangeError);
    expect(() => upiIntentLink({ vpa: 'nope', payee: 'x', paise: 100, reference: 'r' })).toThrow(RangeError);
  });
});

describe('.ics', () => {
  const file = calendarFile(
    {
      uid: 'CL-7K3F9Q@careline',
      start: at(MONDAY, '18:00'),
      end: at(MONDAY, '18:30'),
      summary: 'Consultation with Dr. Priya Raman, Diabetes Care',
      description: 'Reference CL-7K3F9Q; video consultation, link below.\nCall +91 90000 00000 to change it.',
      location: 'https://meet.example/abc',
      stamp: Date.parse('2026-11-27T05:00:00Z'),
    },
    '-//CareLine Health//Appointments//EN',
  );

  it('is one VEVENT in UTC with CRLF line ends', () => {
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(file.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(file).toContain('DTSTART:20261130T123000Z\r\n');
    expect(file).toContain('DTEND:20261130T130000Z\r\n');
    expect(file).toContain('DTSTAMP:20261127T050000Z\r\n');
    expect(file.split('\r\n').filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(file.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('escapes text and folds lines at 75 octets without splitting a character', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(file).toContain('Reference CL-7K3F9Q\\; video consultation\\, link below.\\nCall');
    const encoder = new TextEncoder();
    for (const line of file.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    const hindi = fold(`SUMMARY:${'डॉक्टर से सलाह '.repeat(10)}`);
    for (const line of hindi.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(hindi.replace(/\r\n /g, '')).toBe(`SUMMARY:${'डॉक्टर से सलाह '.repeat(10)}`);
  });
});
