// The booking phase of `npm run reliability`: 200 patients at once aim at 20 of one doctor's slots (ten at each),
// through the pick-a-time form of a site served as `npm start` serves it. The database's unique index decides: exactly
// one booking per slot must be stored, every other patient must hear that the time was just taken (409), and
// nothing may answer 5xx. The stored appointments are counted in D1 afterwards.
import { serveBuild } from '../serve.ts';
import { percentile } from './stats.ts';

export interface BookingResult {
  attempts: number;
  slots: number;
  booked: number;
  taken: number;
  other: number;
  serverErrors: number;
  /** Appointments stored for the doctor, and how many distinct starts they hold: both must equal `slots`. */
  stored: number;
  distinctStarts: number;
  p50: number;
  p99: number;
  /** How many answers of each status, for a run that went wrong. */
  statuses: Record<string, number>;
}

const DOCTOR = 'reliability-doctor';

/** A name part for patient n (names take no digits): 0 → 'Aa', 27 → 'Bb'. */
const lettersOf = (n: number) =>
  String.fromCharCode(65 + (Math.floor(n / 26) % 26)) + String.fromCharCode(97 + (n % 26));
const SLOTS = 20;
const PER_SLOT = 10;

export async function bookingTest(port: number): Promise<BookingResult> {
  const url = `http://localhost:${port}`;
  const served = await serveBuild({ port, rateLimit: 100_000, vars: { SITE_URL: url } });
  try {
    const db = await served.miniflare.getD1Database('DB');
    const now = Date.now();
    await db.batch([
      db
        .prepare(
          `INSERT INTO doctors (id, name, specialization, department, qualifications, registration_number, council,
             languages, fee, minutes, active, sample, updated_at)
           VALUES (?1, 'Dr. Load Test', 'General Physician', 'general-physician', 'MBBS', 'TEST-0001',
             'Tamil Nadu Medical Council', '["en"]', 49900, 15, 1, 0, ?2)`,
        )
        .bind(DOCTOR, now),
      // Every day, all day: the next 20 slots are always within the week the page offers.
      ...[0, 1, 2, 3, 4, 5, 6].map((weekday) =>
        db
          .prepare(
            "INSERT INTO doctor_week (doctor_id, kind, weekday, start_minute, end_minute) VALUES (?1, 'hours', ?2, 0, 1440)",
          )
          .bind(DOCTOR, weekday),
      ),
    ]);
    const page = await (await fetch(`${url}/doctors/${DOCTOR}/book`)).text();
    const starts = [...new Set([...page.matchAll(/name="slot"[^>]*value="(\d+)"/g)].map((match) => match[1] ?? ''))]
      // Leave the first slots alone: they may pass while the burst runs.
      .slice(4, 4 + SLOTS);
    if (starts.length < SLOTS) throw new Error(`the pick-a-time page offered ${starts.length} slots, not ${SLOTS}`);

    const latencies: number[] = [];
    const statuses: number[] = [];
    const attempts = starts.flatMap((start, slot) =>
      Array.from({ length: PER_SLOT }, (_, index) => ({ start, patient: slot * PER_SLOT + index })),
    );
    await Promise.all(
      attempts.map(async ({ start, patient }) => {
        const began = performance.now();
        try {
          const response = await fetch(`${url}/doctors/${DOCTOR}/book`, {
            method: 'POST',
            redirect: 'manual',
            headers: { Origin: url, 'Content-Type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
              slot: start,
              mode: 'video',
              name: `Patient ${lettersOf(patient)}`,
              phone: `98${String(76_000_000 + patient).padStart(8, '0')}`,
              email: '',
              token: `reliability-booking-${patient}`,
            }).toString(),
            signal: AbortSignal.timeout(30_000),
          });
          await response.arrayBuffer();
          statuses.push(response.status);
        } catch {
          statuses.push(0);
        }
        latencies.push(performance.now() - began);
      }),
    );
    const { results } = await db
      .prepare(
        `SELECT COUNT(*) AS stored, COUNT(DISTINCT starts_at) AS distinct_starts FROM appointments
         WHERE doctor_id = ?1 AND status NOT IN ('cancelled-by-patient', 'cancelled-by-provider', 'lapsed')`,
      )
      .bind(DOCTOR)
      .all<{ stored: number; distinct_starts: number }>();
    const count = (wanted: (status: number) => boolean) => statuses.filter(wanted).length;
    return {
      attempts: attempts.length,
      slots: SLOTS,
      booked: count((status) => status === 303),
      taken: count((status) => status === 409),
      other: count((status) => status !== 303 && status !== 409 && status < 500),
      serverErrors: count((status) => status >= 500 || status === 0),
      stored: results[0]?.stored ?? 0,
      distinctStarts: results[0]?.distinct_starts ?? 0,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      statuses: Object.fromEntries(
        [...new Set(statuses)].map((status) => [String(status), statuses.filter((s) => s === status).length]),
      ),
    };
  } finally {
    await served.dispose();
  }
}

export function bookingSummary(result: BookingResult): string {
  return (
    `Bookings: ${result.attempts} patients at once on ${result.slots} slots: ${result.booked} booked (303), ` +
    `${result.taken} told the time was just taken (409), ${result.other} other 4xx, ${result.serverErrors} 5xx or ` +
    `no answer (must be 0); stored ${result.stored} appointments on ${result.distinctStarts} distinct slots ` +
    `(both must be ${result.slots}); answer p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms. ` +
    `Statuses: ${Object.entries(result.statuses)
      .map(([status, count]) => `${status} ×${count}`)
      .join(', ')}.`
  );
}

/** The phase passes when the database kept exactly one booking per slot and nobody saw a 5xx. */
export function bookingHeld(result: BookingResult): boolean {
  return (
    result.serverErrors === 0 &&
    result.stored === result.slots &&
    result.distinctStarts === result.slots &&
    result.booked === result.slots
  );
}
