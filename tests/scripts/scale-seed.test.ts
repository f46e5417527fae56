// The scale seed (scripts/lib/scale-seed.ts) at a small size, in two in-memory D1 databases seeded with the same
// `now`: the counts it reports, the search terms the app would have written, no overlapping bookings, references as
// the app draws them, both languages with Devanagari names, plausible histories, and the same rows both times.
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '../../scripts/lib/migrations.ts';
import { type D1Database, seedScale, type ScaleCounts } from '../../scripts/lib/scale-seed.ts';
import { REFERENCE_PATTERN } from '../../shared/requests/kinds';
import { searchTermsOf } from '../../src/requests/search-terms';

const NOW = Date.UTC(2026, 10, 27, 9, 30);
const DAY = 24 * 60 * 60 * 1000;
const SIZES = { requests: 2000, appointments: 300, doctors: 6, audit: 500 };
const ACTIVE = `status NOT IN ('cancelled-by-patient', 'cancelled-by-provider', 'lapsed')`;

let miniflare: Miniflare;
let db: D1Database;
let again: D1Database;
let counts: ScaleCounts;

async function all<T>(on: D1Database, sql: string): Promise<T[]> {
  return (await on.prepare(sql).all<T>()).results;
}

beforeAll(async () => {
  miniflare = new Miniflare({
    modules: true,
    script: 'export default { fetch() { return new Response(null, { status: 404 }); } };',
    d1Databases: { DB: 'scale-seed-test', AGAIN: 'scale-seed-test-again' },
  });
  await applyMigrations(miniflare, 'DB');
  await applyMigrations(miniflare, 'AGAIN');
  db = await miniflare.getD1Database('DB');
  again = await miniflare.getD1Database('AGAIN');
  counts = await seedScale(db, { ...SIZES, now: NOW });
  await seedScale(again, { ...SIZES, now: NOW });
});

afterAll(async () => {
  await miniflare?.dispose();
});

describe('the scale seed', () => {
  it('reports the rows it wrote, at the sizes asked (the sample doctors gone)', async () => {
    expect(counts).toMatchObject({ doctors: 6, requests: 2000, appointments: 300, audit: 500 });
    const [samples] = await all<{ total: number }>(db, 'SELECT COUNT(*) AS total FROM doctors WHERE sample = 1');
    expect(samples?.total).toBe(0);
    expect(counts.requestSearch).toBeGreaterThan(2000 * 3);
    expect(counts.payments).toBeGreaterThan(0);
    expect(counts.appointmentHistory).toBeGreaterThanOrEqual(300);
  });

  it('gives every request exactly the search terms the app writes', async () => {
    const requests = await all<{ id: number; name: string | null; phone: string | null; email: string | null }>(
      db,
      'SELECT id, name, phone, email FROM requests',
    );
    const stored = new Map<number, string[]>();
    for (const row of await all<{ term: string; request_id: number }>(
      db,
      'SELECT term, request_id FROM request_search',
    ))
      stored.set(row.request_id, [...(stored.get(row.request_id) ?? []), row.term]);
    for (const request of requests)
      expect([...(stored.get(request.id) ?? [])].sort(), `request ${request.id}`).toEqual(
        searchTermsOf(request).sort(),
      );
  });

  it('never books two active appointments of a doctor at overlapping times, all on their working week', async () => {
    const overlaps = await all(
      db,
      `SELECT a.id FROM appointments a JOIN appointments b
         ON a.doctor_id = b.doctor_id AND a.id < b.id AND a.starts_at < b.ends_at AND b.starts_at < a.ends_at
       WHERE a.${ACTIVE} AND b.${ACTIVE}`,
    );
    expect(overlaps).toEqual([]);
    const outside = await all(
      db,
      `SELECT a.id FROM appointments a WHERE NOT EXISTS (
         SELECT 1 FROM doctor_week w WHERE w.doctor_id = a.doctor_id AND w.kind = 'hours'
           AND w.weekday = CAST(strftime('%w', (a.starts_at + 19800000) / 1000, 'unixepoch') AS INTEGER)
           AND w.start_minute <= ((a.starts_at + 19800000) / 60000) % 1440
           AND w.end_minute >= ((a.starts_at + 19800000) / 60000) % 1440 + (a.ends_at - a.starts_at) / 60000)`,
    );
    expect(outside).toEqual([]);
  });

  it('writes references, keys, phones and UPI numbers as the app does', async () => {
    const requests = await all<{ reference: string; phone: string | null; dedupe_key: string }>(
      db,
      'SELECT reference, phone, dedupe_key FROM requests',
    );
    for (const request of requests) {
      expect(request.reference).toMatch(REFERENCE_PATTERN);
      expect(request.dedupe_key).toMatch(/^[0-9a-f]{64}$/);
      if (request.phone !== null) expect(request.phone).toMatch(/^\+91[6-9]\d{9}$/);
    }
    for (const row of await all<{ reference: string }>(db, 'SELECT reference FROM appointments'))
      expect(row.reference).toMatch(/^AP-[0-9A-HJKMNP-TV-Z]{6}$/);
    for (const row of await all<{ receipt_number: string; upi_reference: string }>(db, 'SELECT * FROM payments')) {
      expect(row.receipt_number).toMatch(/^RC-[0-9A-HJKMNP-TV-Z]{6}$/);
      expect(row.upi_reference).toMatch(/^\d{12}$/);
    }
    const orphans = await all(
      db,
      `SELECT a.id FROM appointments a LEFT JOIN requests r ON r.reference = a.request_reference
       WHERE a.request_reference IS NOT NULL AND (r.id IS NULL OR r.status = 'new' OR r.created_at > a.created_at)`,
    );
    expect(orphans).toEqual([]);
  });

  it('has requests in English and Hindi, with Devanagari names among the Hindi ones', async () => {
    const locales = await all<{ locale: string; total: number }>(
      db,
      'SELECT locale, COUNT(*) AS total FROM requests GROUP BY locale ORDER BY locale',
    );
    expect(locales.map((row) => row.locale)).toEqual(['en', 'hi']);
    const hindi = locales.find((row) => row.locale === 'hi')?.total ?? 0;
    expect(hindi / 2000).toBeGreaterThan(0.2);
    expect(hindi / 2000).toBeLessThan(0.4);
    const names = await all<{ name: string; locale: string }>(
      db,
      'SELECT name, locale FROM requests WHERE name IS NOT NULL',
    );
    const devanagari = names.filter((row) => /\p{Script=Devanagari}/u.test(row.name));
    expect(devanagari.length).toBeGreaterThan(100);
    expect(devanagari.every((row) => row.locale === 'hi')).toBe(true);
  });

  it('gives requests a history that fits their age, with its audit rows', async () => {
    const [old] = await all<{ total: number; fresh: number }>(
      db,
      `SELECT COUNT(*) AS total, SUM(status = 'new') AS fresh FROM requests WHERE created_at < ${NOW - 7 * DAY}`,
    );
    expect((old?.fresh ?? 0) / (old?.total ?? 1)).toBeLessThan(0.01);
    const [recent] = await all<{ total: number; fresh: number }>(
      db,
      `SELECT COUNT(*) AS total, SUM(status = 'new') AS fresh FROM requests WHERE created_at >= ${NOW - DAY / 2}`,
    );
    expect((recent?.fresh ?? 0) / (recent?.total ?? 1)).toBeGreaterThan(0.4);
    const inconsistent = await all(
      db,
      `SELECT id FROM requests WHERE (status = 'new') <> (status_changed_at IS NULL)
         OR status_changed_at < created_at OR status_changed_at > ${NOW} OR created_at > ${NOW}
         OR created_at < ${NOW - 180 * DAY}`,
    );
    expect(inconsistent).toEqual([]);
    const unmatched = await all(
      db,
      `SELECT l.id FROM audit_log l LEFT JOIN requests r ON r.reference = l.reference
       WHERE l.action = 'status' AND (r.id IS NULL OR l.at < r.created_at OR l.at > ${NOW})`,
    );
    expect(unmatched).toEqual([]);
  });

  it('gives appointments statuses that fit their time', async () => {
    const wrong = await all(
      db,
      `SELECT id, status FROM appointments WHERE
         (ends_at <= ${NOW} AND status NOT IN ('completed', 'no-show', 'cancelled-by-patient', 'cancelled-by-provider', 'lapsed'))
         OR (starts_at > ${NOW} AND status IN ('completed', 'no-show', 'in-consultation'))
         OR (status = 'requested' AND (hold_expires_at IS NULL OR hold_expires_at <= ${NOW}))
         OR created_at > ${NOW} OR created_at >= starts_at OR updated_at > ${NOW}
         OR (payment <> 'unpaid') <> EXISTS (SELECT 1 FROM payments p WHERE p.appointment_id = appointments.id)`,
    );
    expect(wrong).toEqual([]);
  });

  it('writes the same rows for the same now', async () => {
    for (const table of ['doctors', 'requests', 'appointments', 'payments', 'refunds', 'audit_log']) {
      const sql = `SELECT * FROM ${table} ORDER BY rowid`;
      expect(await all(again, sql), table).toEqual(await all(db, sql));
    }
  });
});
