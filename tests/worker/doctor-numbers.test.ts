// The doctor's own numbers (/doctor/numbers, "My numbers"): consultations held and no-shows per India week,
// prescriptions issued, and the median time from booking to consultation, read from the signed-in doctor's own
// appointments only; another doctor's are never counted, and nobody but a doctor gets the page.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { indiaWeekNumber, indiaWeekStart } from '../../shared/india-days';
import { AUTH_WORDS } from '../../shared/auth/messages';
import { DOCTOR_MENU } from '../../src/doctor/menu';
import { formatLead, weekLabel } from '../../src/doctor/screens/Numbers';
import { newReference } from '../../src/references';
import { signIn } from './auth-helpers';
import { linked, visit, type Doctor } from './doctor-records-support';
import { select, visibleText } from './html';
import { consultation } from './rx-support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** An appointment of `doctorId` starting `start`, booked `lead` before, left in `status` (a row as the core writes). */
async function appointment(doctorId: string, start: number, lead: number, status: string) {
  await env.DB.prepare(
    `INSERT INTO appointments (reference, doctor_id, starts_at, ends_at, mode, fee, patient_name, patient_phone,
       locale, status, created_at, updated_at)
     VALUES (?1, ?2, ?3, ?4, 'video', 50000, 'Ravi Kumar', '+919812300002', 'en', ?5, ?6, ?6)`,
  )
    .bind(newReference('AP'), doctorId, start, start + 30 * 60_000, status, start - lead)
    .run();
}

const thisWeek = indiaWeekNumber(Date.now());
/** Tuesday of an earlier week at 10:00 India time, plus `minutes` (each appointment its own slot). */
const tuesdayOf = (weeksAgo: number, minutes = 0) =>
  indiaWeekStart(thisWeek - weeksAgo) + DAY + 10 * HOUR + minutes * 60_000;

/** The numbers page's table: each week's label and its three figures, newest first. */
async function table(html: string) {
  const heads = (await select(html, 'tbody th')).map((cell) => cell.text);
  const cells = (await select(html, 'tbody td')).map((cell) => cell.text);
  return heads.map((head, row) => [head, ...cells.slice(row * 3, row * 3 + 3)]);
}

let x: Doctor;
let y: Doctor;

beforeAll(async () => {
  [x, y] = await Promise.all([linked('Dr. Xavier Numbers'), linked('Dr. Yamuna Numbers')]);
  // Doctor X: last week three consultations held (booked 1 hour, 3 hours and 2 days ahead), a no-show, a
  // cancellation and a lapsed pick; two weeks ago one held (booked half an hour ahead) and two no-shows; thirteen
  // weeks ago, outside the page's twelve, one more held.
  await Promise.all([
    appointment(x.doctor.id, tuesdayOf(1, 0), HOUR, 'completed'),
    appointment(x.doctor.id, tuesdayOf(1, 30), 3 * HOUR, 'completed'),
    appointment(x.doctor.id, tuesdayOf(1, 60), 2 * DAY, 'in-consultation'),
    appointment(x.doctor.id, tuesdayOf(1, 90), DAY, 'no-show'),
    appointment(x.doctor.id, tuesdayOf(1, 120), DAY, 'cancelled-by-patient'),
    appointment(x.doctor.id, tuesdayOf(1, 150), DAY, 'lapsed'),
    appointment(x.doctor.id, tuesdayOf(2, 0), HOUR / 2, 'completed'),
    appointment(x.doctor.id, tuesdayOf(2, 30), DAY, 'no-show'),
    appointment(x.doctor.id, tuesdayOf(2, 60), DAY, 'no-show'),
    appointment(x.doctor.id, tuesdayOf(13, 0), HOUR, 'completed'),
    // Doctor Y, the same weeks: none of it is X's.
    appointment(y.doctor.id, tuesdayOf(1, 0), 10 * DAY, 'completed'),
    appointment(y.doctor.id, tuesdayOf(1, 30), 10 * DAY, 'completed'),
    appointment(y.doctor.id, tuesdayOf(1, 60), 10 * DAY, 'no-show'),
    appointment(y.doctor.id, tuesdayOf(2, 0), 10 * DAY, 'no-show'),
  ]);
  // Prescriptions issued now (this week): two by X, one by Y. Their consultations are years ahead, outside the page.
  await consultation(x.doctor.id);
  await consultation(x.doctor.id);
  await consultation(y.doctor.id);
});

describe('/doctor/numbers', () => {
  it('is on the doctor’s menu, and /auth promises what it shows', () => {
    expect(DOCTOR_MENU.map((entry) => [entry.path, entry.label])).toContainEqual(['/doctor/numbers', 'My numbers']);
    for (const words of Object.values(AUTH_WORDS)) {
      expect(words.portal.descriptions.doctor.join(' ')).not.toMatch(/analytics|एनालिटिक्स/i);
    }
    expect(AUTH_WORDS.en.portal.descriptions.doctor).toContain('My numbers: consultations, no-shows, prescriptions');
  });

  it('counts the doctor’s own consultations, no-shows and prescriptions by week, with the median lead time', async () => {
    const response = await visit('/doctor/numbers', x.cookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    const rows = await table(html);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual([`${weekLabel(thisWeek)} (this week)`, '0', '0', '2']);
    expect(rows[1]).toEqual([weekLabel(thisWeek - 1), '3', '1', '0']);
    expect(rows[2]).toEqual([weekLabel(thisWeek - 2), '1', '2', '0']);
    for (const row of rows.slice(3)) expect(row.slice(1)).toEqual(['0', '0', '0']);
    const figures = (await select(html, 'dl dd')).map((cell) => cell.text);
    // Held 4, no-shows 3 (43% of the 7 expected), prescriptions 2; leads 30 min, 1 h, 3 h, 2 days: median 2 hours.
    expect(figures).toEqual(['4', '3', '43% of the patients expected', '2', '2 hours', 'Over 4 consultations']);
  });

  it('another doctor sees only their own', async () => {
    const html = await (await visit('/doctor/numbers', y.cookie)).text();
    const rows = await table(html);
    expect(rows[0]?.slice(1)).toEqual(['0', '0', '1']);
    expect(rows[1]?.slice(1)).toEqual(['2', '1', '0']);
    expect(rows[2]?.slice(1)).toEqual(['0', '1', '0']);
    expect((await select(html, 'dl dd')).map((cell) => cell.text)).toContain('10 days');
  });

  it('a patient is refused and nobody signed out gets in', async () => {
    const patient = await visit('/doctor/numbers', await signIn('patient'));
    expect(patient.status).toBe(403);
    expect(visibleText(await patient.text())).not.toContain('Consultations held');
    const anonymous = await visit('/doctor/numbers');
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('Location')).toBe(`/auth?next=${encodeURIComponent('/doctor/numbers')}`);
  });

  it('words a lead time in its two largest units', () => {
    expect(formatLead(45 * 60_000)).toBe('45 minutes');
    expect(formatLead(HOUR)).toBe('1 hour');
    expect(formatLead(3 * HOUR + 20 * 60_000)).toBe('3 hours 20 minutes');
    expect(formatLead(2 * DAY + 5 * HOUR)).toBe('2 days 5 hours');
    expect(formatLead(DAY)).toBe('1 day');
  });
});
