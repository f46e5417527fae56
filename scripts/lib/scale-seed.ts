// A provider's half year in a local D1 database, to measure the admin at its real volume (issue 32): by default 60
// doctors, 360,000 requests (2,000 a day for the 180 days requests are kept) with their search terms, 50,000
// appointments with their history, payments and refunds, and 100,000 audit-log rows. Deterministic: the same `now`
// gives the same rows. The database must be freshly migrated (no requests or appointments yet); the three sample
// doctors of migration 0005 are removed, as a provider's launch removes them.
//
// The audit log holds 100,000 rows, fewer than the status changes of 360,000 requests: it holds the export rows of
// the whole period, the appointments' changes of the last two days, the status changes of the last week's requests,
// and the first contact of each older request, going back until the rows run out (about six weeks at the default
// sizes: the dashboard's month and the newest part of a 90-day report have every first contact). Older requests
// carry their status without audit rows.
//
// Rows are written as multi-row INSERTs of literal values (only numbers and strings made here), in batches.
import { appModules } from './app-modules.ts';
import { seedAppointments, type AuditEvent } from './scale-appointments.ts';
import { seedDoctors } from './scale-doctors.ts';
import { COORDINATORS, People } from './scale-people.ts';
import { DAY, inSupportHours, requestReference, seedRequests, type RequestBook } from './scale-requests.ts';
import { type D1Database, Random, RowWriter } from './scale-sql.ts';

export type { D1Database } from './scale-sql.ts';

export interface ScaleOptions {
  requests?: number;
  appointments?: number;
  doctors?: number;
  audit?: number;
  /** UTC ms the data ends at; Date.now() when absent. */
  now?: number;
  progress?: (message: string) => void;
}

/** Rows present after seeding, counted in the database. */
export interface ScaleCounts {
  doctors: number;
  doctorWeek: number;
  requests: number;
  requestSearch: number;
  appointments: number;
  appointmentHistory: number;
  payments: number;
  refunds: number;
  audit: number;
}

export const SCALE_DEFAULTS = { requests: 360_000, appointments: 50_000, doctors: 60, audit: 100_000 } as const;

/** What coordinators filter before downloading a CSV (the export's audit detail is the filter as JSON). */
const EXPORT_FILTERS = [
  '{}',
  '{"status":"new"}',
  '{"kind":"booking"}',
  '{"kind":"contact","status":"closed"}',
  '{"kind":"doctor"}',
];

function auditRows(
  random: Random,
  book: RequestBook,
  appointmentEvents: readonly AuditEvent[],
  budget: number,
  now: number,
): AuditEvent[] {
  const rows: AuditEvent[] = [];
  const exports = Math.round(budget * 0.01);
  for (let i = 0; i < exports; i++) {
    const actor = random.pick(COORDINATORS);
    const at = inSupportHours(now - random.next() * 180 * DAY, random);
    if (at >= now) continue;
    rows.push({
      at,
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'export',
      reference: null,
      detail: random.pick(EXPORT_FILTERS),
    });
  }
  const recent = appointmentEvents
    .filter((event) => event.at >= now - 2 * DAY && event.at <= now)
    .sort((a, b) => b.at - a.at)
    .slice(0, Math.round(budget * 0.05));
  rows.push(...recent);
  for (let i = book.count - 1; i >= 0 && rows.length < budget; i--) {
    const reference = requestReference(i + 1);
    const contacted = book.contactedAt[i] as number;
    const closed = book.closedAt[i] as number;
    const event = (at: number, by: number, detail: string) => {
      const actor = COORDINATORS[by] ?? (COORDINATORS[0] as (typeof COORDINATORS)[number]);
      rows.push({ at, actorId: actor.id, actorEmail: actor.email, action: 'status', reference, detail });
    };
    if (!Number.isNaN(contacted)) event(contacted, book.contactedBy[i] as number, 'new → contacted');
    // Closings of the last week too (the dashboard's recent activity shows them); further back only first contacts,
    // so the rows reach back further.
    const lastWeek = (book.createdAt[i] as number) >= now - 7 * DAY;
    if (!Number.isNaN(closed) && rows.length < budget && (lastWeek || Number.isNaN(contacted)))
      event(closed, book.closedBy[i] as number, Number.isNaN(contacted) ? 'new → closed' : 'contacted → closed');
  }
  return rows.sort((a, b) => a.at - b.at);
}

async function count(db: D1Database, table: string): Promise<number> {
  const row = await db.prepare(`SELECT COUNT(*) AS total FROM ${table}`).first<{ total: number }>();
  return row?.total ?? 0;
}

export async function seedScale(db: D1Database, options: ScaleOptions = {}): Promise<ScaleCounts> {
  const now = Math.round(options.now ?? Date.now());
  const sizes = {
    requests: options.requests ?? SCALE_DEFAULTS.requests,
    appointments: options.appointments ?? SCALE_DEFAULTS.appointments,
    doctors: options.doctors ?? SCALE_DEFAULTS.doctors,
    audit: options.audit ?? SCALE_DEFAULTS.audit,
  };
  const began = performance.now();
  const say = (message: string) =>
    options.progress?.(`${((performance.now() - began) / 1000).toFixed(1).padStart(6)} s  ${message}`);
  const held = await db
    .prepare('SELECT (SELECT COUNT(*) FROM requests) + (SELECT COUNT(*) FROM appointments) AS total')
    .first<{ total: number }>();
  if ((held?.total ?? 0) > 0) throw new Error('scale seed: the database already holds requests or appointments');
  const unused = `sample = 1 AND id NOT IN (SELECT doctor_id FROM appointments)`;
  await db.batch([
    db.prepare(`DELETE FROM doctor_week WHERE doctor_id IN (SELECT id FROM doctors WHERE ${unused})`),
    db.prepare(`DELETE FROM doctor_days_off WHERE doctor_id IN (SELECT id FROM doctors WHERE ${unused})`),
    db.prepare(`DELETE FROM doctors WHERE ${unused}`),
  ]);
  // The big tables' indexes are dropped while their rows go in and built again after, from their own SQL: building an
  // index from sorted rows is many times faster than adding rows one by one in random key order. (Appointments keep
  // theirs: the trigger that refuses overlapping bookings reads them on every insert.)
  const { results: indexes } = await db
    .prepare(
      `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
         AND tbl_name IN ('requests', 'request_search', 'audit_log', 'appointment_history')`,
    )
    .all<{ name: string; sql: string }>();
  if (indexes.length) await db.batch(indexes.map((index) => db.prepare(`DROP INDEX "${index.name}"`)));
  try {
    await seedRows(db, now, sizes, say);
  } finally {
    if (indexes.length) await db.batch(indexes.map((index) => db.prepare(index.sql)));
    say(`${indexes.length} indexes built again`);
  }
  return countRows(db);
}

async function seedRows(
  db: D1Database,
  now: number,
  sizes: Required<Omit<ScaleOptions, 'now' | 'progress'>>,
  say: (message: string) => void,
): Promise<void> {
  const app = await appModules();
  const writer = new RowWriter(db);

  const doctors = seedDoctors(new Random(`scale:${now}:doctors`), sizes.doctors);
  for (const doctor of doctors) {
    await writer.add(
      'doctors',
      `id, name, specialization, department, qualifications, registration_number, council, languages, fee,
        minutes, meeting_link, active, sample, updated_at, experience_years, rating, words_hi`,
      [
        doctor.id,
        doctor.name,
        doctor.specialization,
        doctor.department,
        doctor.qualifications,
        doctor.registrationNumber,
        doctor.council,
        JSON.stringify(doctor.languages),
        doctor.fee,
        doctor.minutes,
        doctor.meetingLink,
        1,
        0,
        now - 200 * DAY,
        doctor.experienceYears,
        doctor.rating,
        JSON.stringify({
          name: doctor.nameHi,
          specialization: doctor.specializationHi,
          qualifications: doctor.qualificationsHi,
          council: doctor.councilHi,
        }),
      ],
    );
    for (const [kind, spans] of [
      ['hours', doctor.hours],
      ['break', doctor.breaks],
    ] as const)
      for (const span of spans)
        await writer.add('doctor_week', 'doctor_id, kind, weekday, start_minute, end_minute', [
          doctor.id,
          kind,
          span.weekday,
          span.start,
          span.end,
        ]);
  }
  await writer.flush();
  say(`${doctors.length} doctors`);

  const book = await seedRequests(writer, {
    random: new Random(`scale:${now}:requests`),
    count: sizes.requests,
    now,
    doctors,
    coordinators: COORDINATORS.length,
    coordinatorEmails: COORDINATORS.map((coordinator) => coordinator.email),
    searchTermsOf: app.searchTermsOf,
    consentVersion: app.consentVersion,
  });
  await writer.flush();
  say(`${sizes.requests} requests`);
  // In term order: the table's key is the term, so each row goes at its end.
  book.terms.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  for (const [term, id] of book.terms) await writer.add('request_search', 'term, request_id', [term, id]);
  await writer.flush();
  say(`${book.terms.length} search terms`);

  const random = new Random(`scale:${now}:appointments`);
  const appointments = await seedAppointments(writer, {
    random,
    app,
    count: sizes.appointments,
    now,
    doctors,
    book,
    people: new People(random),
    coordinators: COORDINATORS,
  });
  await writer.flush();
  say(`${appointments.appointments} appointments, their history, payments and refunds`);

  const audit = auditRows(new Random(`scale:${now}:audit`), book, appointments.audit, sizes.audit, now);
  for (const row of audit)
    await writer.add('audit_log', 'at, actor_id, actor_email, action, reference, detail', [
      Math.round(row.at),
      row.actorId,
      row.actorEmail,
      row.action,
      row.reference,
      row.detail,
    ]);
  await writer.flush();
  say(`${audit.length} audit rows`);
}

async function countRows(db: D1Database): Promise<ScaleCounts> {
  return {
    doctors: await count(db, 'doctors'),
    doctorWeek: await count(db, 'doctor_week'),
    requests: await count(db, 'requests'),
    requestSearch: await count(db, 'request_search'),
    appointments: await count(db, 'appointments'),
    appointmentHistory: await count(db, 'appointment_history'),
    payments: await count(db, 'payments'),
    refunds: await count(db, 'refunds'),
    audit: await count(db, 'audit_log'),
  };
}
