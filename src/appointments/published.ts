// The doctors the public pages show: the active (published) doctors' records in D1, reduced to what a page may
// show (no meeting link, no account). `npm run dev` renders in Node without a D1 binding: there the pages show the
// sample doctors of src/content/doctors/facts.ts, which are also the seed of migrations/0005_sample_doctors.sql.
// The departments they are listed under are named by the departments master (migration 0008), the one source, read
// through the view the records area publishes of it (records_view_departments, migration 0019).
import { SAMPLE_DOCTORS, type PublishedDoctor } from '../content/doctors/facts';
import { findDoctor, listDoctors, type DoctorRecord } from './store';

function published(record: DoctorRecord): PublishedDoctor {
  return {
    id: record.id,
    name: record.name,
    specialization: record.specialization,
    department: record.department,
    qualifications: record.qualifications,
    registrationNumber: record.registrationNumber,
    council: record.council,
    languages: record.languages,
    fee: record.fee,
    minutes: record.minutes,
    sample: record.sample,
    experienceYears: record.experienceYears,
    rating: record.rating,
    wordsHi: record.wordsHi,
  };
}

/** Every published doctor, by name: one D1 query; the sample doctors where there is no database (npm run dev). */
export async function publishedDoctors(db: D1Database | undefined): Promise<readonly PublishedDoctor[]> {
  if (!db) return SAMPLE_DOCTORS;
  return (await listDoctors(db, 'active')).map(published);
}

/** One published doctor by id, or null for an unknown or unpublished one: one D1 query. */
export async function publishedDoctor(db: D1Database | undefined, id: string): Promise<PublishedDoctor | null> {
  if (!db) return SAMPLE_DOCTORS.find((doctor) => doctor.id === id) ?? null;
  const record = await findDoctor(db, id);
  return record?.active ? published(record) : null;
}

/** A department a published doctor is listed under: its id, and its name in the departments master (null if none). */
export interface PublishedDepartment {
  id: string;
  name: string | null;
}

/**
 * The departments the published doctors are listed under, by their master's name (one D1 query; a department a
 * doctor names that the master lacks comes with no name). Null where there is no database (npm run dev): the page
 * then lists the dictionaries' departments. GROUP BY, not DISTINCT: SQLite does not flatten a view on the right of a
 * LEFT JOIN into a DISTINCT query (it would copy the whole master first); one row per department either way, as
 * a department's id names one row of the master.
 */
export async function publishedDepartments(db: D1Database | undefined): Promise<readonly PublishedDepartment[] | null> {
  if (!db) return null;
  const { results } = await db
    .prepare(
      `SELECT doc.department AS id, d.name AS name FROM doctors doc
       LEFT JOIN records_view_departments d ON d.id = doc.department
       WHERE doc.active = 1 GROUP BY doc.department ORDER BY lower(COALESCE(d.name, doc.department)), doc.department`,
    )
    .all<PublishedDepartment>();
  return results;
}

/** The published doctors listed under a department, by name: a department they use is not retired. */
export async function publishedDoctorsIn(db: D1Database, departmentId: string): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT name FROM doctors WHERE department = ?1 AND active = 1 ORDER BY name, id')
    .bind(departmentId)
    .all<{ name: string }>();
  return results.map((row) => row.name);
}

/**
 * The SQL condition that no published doctor is listed under the department the parameter `param` ('?1') names: the
 * departments master retires a department only while it holds, in the retiring statement itself.
 */
export const noPublishedDoctorIn = (param: string) =>
  `NOT EXISTS (SELECT 1 FROM doctors WHERE department = ${param} AND active = 1)`;
