// The doctors the public pages show: the active (published) doctors' records in D1, reduced to what a page may
// show (no meeting link, no account). `npm run dev` renders in Node without a D1 binding: there the pages show the
// sample doctors of src/content/doctors/facts.ts, which are also the seed of migrations/0005_sample_doctors.sql.
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
