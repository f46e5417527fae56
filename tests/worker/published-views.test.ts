// The published views (migrations/0019_published_views.sql): what a domain module lets other modules read of its
// tables. Each shows the columns its owner publishes and no more, refuses writes, and costs its readers nothing: every
// statement of the Worker that reads one is run here (through a D1 that keeps each statement it is given), and its
// plan must search the base table's indexes as if it named the table (SQLite flattened the view: no plan line names
// a view, none builds an automatic index) and its rows must be the rows the same statement reads from the tables.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DoctorRecord } from '../../src/appointments';
import { publishedDepartments } from '../../src/appointments';
import { prescriptionIssuedAt } from '../../src/appointments/prescription-note';
import {
  accessLogOfPatient,
  doctorRecordList,
  documentForDoctor,
  documentForPatient,
  followUpChoices,
  followUpReference,
  listAccessLog,
  logAccessMany,
  prescriptionForVerification,
  prescriptionsOfPatient,
  recordedAmong,
  recordForDoctor,
  recordsOfPatient,
  replaceDraftLines,
  saveRecord,
} from '../../src/records';
import { doctorAppointment } from '../../src/records/store';
import { fileAccessOfPatient, hasRecord, intakeDownload } from '../../src/intake';
import { testDoctor } from './appointment-support';
import { appointmentOf, DOCTOR_ACTOR, writtenRecord } from './records-support';

/** Each view and the columns it publishes, in order. */
const PUBLISHED_COLUMNS: Record<string, string[]> = {
  appointments_view_appointments: [
    'id',
    'reference',
    'doctor_id',
    'mode',
    'status',
    'starts_at',
    'patient_name',
    'patient_phone',
  ],
  appointments_view_doctors: [
    'id',
    'account_id',
    'name',
    'qualifications',
    'registration_number',
    'council',
    'words_hi',
  ],
  records_view_issued_prescriptions: ['appointment_id', 'issued_at'],
  records_view_departments: ['id', 'name'],
  consult_view_holds: [
    'appointment_id',
    'video_ms',
    'audio_ms',
    'chat_count',
    'identity_name',
    'identity_age',
    'identity_at',
  ],
  records_view_record_appointments: ['appointment_id'],
};
const VIEWS = Object.keys(PUBLISHED_COLUMNS);

/** The base table each view over one table shows (its rows are the table's rows, its columns the table's). */
const SHOWS: Record<string, string> = {
  appointments_view_appointments: 'appointments',
  appointments_view_doctors: 'doctors',
  records_view_departments: 'departments',
  consult_view_holds: 'consult_holds',
  records_view_record_appointments: 'consultation_records',
};

/** The two statements whose rewrite was more than the table's name, as they read the tables before. */
const BEFORE: Record<string, string> = {
  'SELECT MAX(issued_at) AS issuedAt FROM records_view_issued_prescriptions WHERE appointment_id = ?1': `SELECT MAX(p.issued_at) AS issuedAt FROM prescriptions p JOIN consultation_records r ON r.id = p.record_id
       WHERE r.appointment_id = ?1 AND p.status = 'issued'`,
  departments: `SELECT DISTINCT doc.department AS id, d.name AS name FROM doctors doc
       LEFT JOIN departments d ON d.id = doc.department
       WHERE doc.active = 1 ORDER BY lower(COALESCE(d.name, doc.department)), doc.department`,
};

interface Seen {
  sql: string;
  params: unknown[];
}

/** A D1 that prepares on the real one and keeps every statement it prepared, with what it was bound to. */
function recording(db: D1Database): { db: D1Database; seen: Seen[] } {
  const seen: Seen[] = [];
  const wrapped = new Proxy(db, {
    get(target, key) {
      if (key === 'prepare') {
        return (sql: string) => {
          const entry: Seen = { sql, params: [] };
          seen.push(entry);
          const statement = target.prepare(sql);
          const bind = statement.bind.bind(statement);
          statement.bind = (...params: unknown[]) => {
            entry.params = params;
            return bind(...params);
          };
          return statement;
        };
      }
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: wrapped, seen };
}

const names = (sql: string) => VIEWS.filter((view) => new RegExp(`\\b${view}\\b`).test(sql));

async function plan(sql: string, params: unknown[]): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail);
}

async function rows(sql: string, params: unknown[]): Promise<unknown[]> {
  return (
    await env.DB.prepare(sql)
      .bind(...params)
      .all()
  ).results;
}

let reading: Seen[] = [];

beforeAll(async () => {
  const owner: DoctorRecord = await testDoctor(undefined, { accountId: DOCTOR_ACTOR.id, name: 'Dr. View Reader' });
  // Two doctors under one department, one under a department the master lacks (listed with no name).
  await testDoctor(undefined, { department: 'general-physician' });
  await testDoctor(undefined, { department: 'not-in-the-master' });
  const start = Date.UTC(2031, 0, 5, 5, 0);
  const written = await writtenRecord(owner, start);
  const later = await appointmentOf(owner, start + 7 * 86_400_000);
  await logAccessMany(env.DB, [
    { actor: DOCTOR_ACTOR, role: 'doctor', recordId: written.recordId, what: 'read' },
    { actor: 'public', role: 'public', number: written.second, what: 'verify' },
  ]);

  const { db, seen } = recording(env.DB);
  const ids = [written.appointment.id, later.id];
  await prescriptionIssuedAt(db, written.appointment.id);
  await publishedDepartments(db);
  await listAccessLog(db, {}, null);
  await listAccessLog(db, { reference: written.appointment.reference }, null);
  await listAccessLog(db, { number: written.second }, { at: Date.now() + 60_000, id: 1_000_000 });
  await doctorAppointment(db, owner.id, later.reference);
  await recordForDoctor(db, owner.id, written.appointment.reference);
  await recordsOfPatient(db, ids);
  await prescriptionsOfPatient(db, ids);
  await prescriptionsOfPatient(db, ids, [written.recordId]);
  await accessLogOfPatient(db, ids, null);
  await documentForDoctor(db, owner.id, written.second);
  await documentForPatient(db, ids, written.second);
  await prescriptionForVerification(db, written.second);
  await followUpChoices(db, owner.id, later.reference);
  await followUpReference(db, owner.id, written.recordId);
  await recordedAmong(db, owner.id, [written.appointment.reference, later.reference]);
  await doctorRecordList(db, owner.id, 1);
  // The intake module's reads (decision 0033): a record's existence, the files' access log, the data download.
  await hasRecord(db, written.appointment.id);
  await fileAccessOfPatient(db, ids);
  await intakeDownload(db, ids);
  const saved = await saveRecord(
    db,
    owner.id,
    later.reference,
    {
      age: '37',
      sex: 'male',
      symptomIds: ['fever'],
      symptomsNote: 'Still a little fever',
      vitals: [],
      diagnosis: 'Recovering',
      advice: 'Rest',
      investigations: '',
      followUpOn: '',
      followUpOf: written.appointment.reference,
    },
    DOCTOR_ACTOR,
  );
  expect(saved.ok, JSON.stringify(saved)).toBe(true);
  await replaceDraftLines(
    db,
    owner.id,
    later.reference,
    [
      {
        medicineId: 'paracetamol-500-tablet',
        dose: '1',
        doseUnit: 'tablet',
        frequency: 'TDS',
        durationDays: '3',
        instructions: 'After food',
        refillOf: written.second,
      },
    ],
    DOCTOR_ACTOR,
  );
  reading = seen.filter((entry) => names(entry.sql).length > 0);
});

describe('published views', () => {
  it.each(VIEWS)('%s shows the columns its owner publishes, and no more', async (view) => {
    const { results } = await env.DB.prepare('SELECT name FROM pragma_table_info(?1) ORDER BY cid')
      .bind(view)
      .all<{ name: string }>();
    expect(results.map((row) => row.name)).toEqual(PUBLISHED_COLUMNS[view]);
  });

  it('the database refuses a write to a view', async () => {
    await expect(
      env.DB.prepare("UPDATE appointments_view_appointments SET status = 'completed' WHERE id = 1").run(),
    ).rejects.toThrow(/cannot modify appointments_view_appointments because it is a view/);
    await expect(
      env.DB.prepare("INSERT INTO records_view_departments (id, name) VALUES ('x-ray', 'X-ray')").run(),
    ).rejects.toThrow(/because it is a view/);
  });

  it("every view is read by the Worker's statements run here", () => {
    expect(reading.length).toBeGreaterThanOrEqual(24);
    expect(VIEWS.filter((view) => !reading.some((entry) => names(entry.sql).includes(view)))).toEqual([]);
  });

  it('a statement that reads a view searches the tables as if it named them (the view is flattened)', async () => {
    const problems: string[] = [];
    for (const entry of reading) {
      const lines = await plan(entry.sql, entry.params);
      const bad = lines.filter((line) => names(line).length > 0 || /AUTOMATIC/.test(line));
      if (bad.length > 0) problems.push(`${entry.sql.replace(/\s+/g, ' ').slice(0, 160)}\n  ${bad.join('\n  ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('a statement that reads a view answers the rows it answered over the tables', async () => {
    let withRows = 0;
    for (const entry of reading) {
      const before =
        BEFORE[entry.sql.trim()] ?? (/\bGROUP BY doc\.department\b/.test(entry.sql) ? BEFORE.departments : null);
      const overTables =
        before ??
        Object.entries(SHOWS).reduce(
          (sql, [view, table]) => sql.replace(new RegExp(`\\b${view}\\b`, 'g'), table),
          entry.sql,
        );
      expect(names(overTables), overTables).toEqual([]);
      const now = await rows(entry.sql, entry.params);
      expect(now, entry.sql).toEqual(await rows(overTables, entry.params));
      if (now.length > 0) withRows++;
    }
    // The comparison means something: the statements found rows (a department without a master row among them).
    expect(withRows).toBeGreaterThanOrEqual(20);
    const departments = await publishedDepartments(env.DB);
    expect(departments).toContainEqual({ id: 'not-in-the-master', name: null });
    expect(departments?.filter((department) => department.id === 'general-physician')).toHaveLength(1);
  });
});
