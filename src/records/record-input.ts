// The consultation record as the doctor's form sends it, checked against the masters before store.ts writes it:
// each field's message, and a fixed number of queries whatever was posted.
import { indiaDateOf } from '../../shared/india-days';
import { checkFields, readOr, z } from '../http/validate';
import { type Checked, checkAge, checkSex, checkText, checkVital } from './fields';

/** How far ahead a follow-up may be booked in the record. */
export const MAX_FOLLOW_UP_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** What the doctor's form sends: text as typed, ids from the masters. */
export interface RecordInput {
  age: string;
  sex: string;
  symptomIds: string[];
  symptomsNote: string;
  vitals: { id: string; value: string; unit: string }[];
  diagnosis: string;
  advice: string;
  investigations: string;
  followUpOn: string;
  /** The reference of an earlier appointment of the same patient with the same doctor this one follows up, or ''. */
  followUpOf?: string;
}

type Parsed = {
  age: number | null;
  sex: string | null;
  symptomsNote: string;
  diagnosis: string;
  advice: string;
  investigations: string;
  followUpOn: string | null;
  vitals: { id: string; value: number; unit: string }[];
};

/**
 * A follow-up date: a real India date after the consultation's day (India), within a year of it. Blank is null (no
 * follow-up). The record's stored date is accepted unchanged, so an older record saves again once that day is past.
 */
export function checkFollowUpDate(
  input: string,
  consultationStart: number,
  stored: string | null = null,
): Checked<string | null> {
  const text = input.trim();
  if (text === '') return { ok: true, value: null };
  if (stored !== null && text === stored) return { ok: true, value: text };
  const match = DATE.exec(text);
  const midnight = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(midnight) || new Date(midnight).toISOString().slice(0, 10) !== text) {
    return { ok: false, message: 'Write the follow-up date as a date (YYYY-MM-DD).' };
  }
  const day = indiaDateOf(consultationStart);
  if (text <= day)
    return { ok: false, message: `The follow-up date must be after the day of the consultation (${day}).` };
  if (text > indiaDateOf(consultationStart + MAX_FOLLOW_UP_DAYS * DAY_MS)) {
    return { ok: false, message: 'The follow-up date must be within a year of the consultation.' };
  }
  return { ok: true, value: text };
}

/**
 * @table vitals
 * @table vitals minValue=min_value maxValue=max_value
 */
interface VitalMasterRow {
  id: string;
  name: string;
  unit: string;
  minValue: number;
  maxValue: number;
  decimals: number;
}

/** The record's own fields, in the order their messages are listed. */
const recordSchema = (consultationStart: number, storedFollowUp: string | null) =>
  z.object({
    age: readOr(checkAge),
    sex: readOr((text): Checked<string | null> => (text.trim() === '' ? { ok: true, value: null } : checkSex(text))),
    symptomsNote: readOr((text) => checkText(text, 'The symptoms note', 2000)),
    diagnosis: readOr((text) => checkText(text, 'The provisional diagnosis', 1000)),
    advice: readOr((text) => checkText(text, 'The advice', 2000)),
    investigations: readOr((text) => checkText(text, 'The investigations', 1000)),
    followUpOn: readOr((text) => checkFollowUpDate(text, consultationStart, storedFollowUp)),
  });

const UNSAVED: Omit<Parsed, 'vitals'> = {
  age: null,
  sex: null,
  symptomsNote: '',
  diagnosis: '',
  advice: '',
  investigations: '',
  followUpOn: null,
};

/**
 * Checks the posted record with a fixed number of queries, whatever was posted: one batch reads how many symptoms
 * and vitals exist, the posted symptoms and the posted vitals' masters. A posted id must be an active master row, or
 * one the record already holds (a retired row stays on the records that named it).
 */
export async function parseRecord(
  db: D1Database,
  input: RecordInput,
  consultationStart: number,
  existing: { id: number; followUpOn: string | null } | null,
) {
  const checked = checkFields(recordSchema(consultationStart, existing?.followUpOn ?? null), input);
  const errors: Record<string, string> = checked.ok ? {} : { ...checked.problems };
  // Written only when nothing is wrong: blanks stand in for the fields' values otherwise.
  const parsed: Parsed = { ...(checked.ok ? checked.value : UNSAVED), vitals: [] };
  const symptomIds = [...new Set(input.symptomIds)];
  const posted = input.vitals.filter((vital) => vital.value.trim() !== '');
  const vitalIds = [...new Set(posted.map((vital) => vital.id))];
  const recordId = existing?.id ?? null;
  const [counts, symptoms, vitals] = await db.batch([
    db.prepare('SELECT (SELECT count(*) FROM symptoms) AS symptoms, (SELECT count(*) FROM vitals) AS vitals'),
    db
      .prepare(
        `SELECT id FROM symptoms WHERE id IN (SELECT value FROM json_each(?1))
           AND (retired_at IS NULL OR id IN (SELECT symptom_id FROM consultation_symptoms WHERE record_id = ?2))`,
      )
      .bind(JSON.stringify(symptomIds), recordId),
    db
      .prepare(
        `SELECT id, name, unit, min_value AS minValue, max_value AS maxValue, decimals FROM vitals
         WHERE id IN (SELECT value FROM json_each(?1))
           AND (retired_at IS NULL OR id IN (SELECT vital_id FROM consultation_vitals WHERE record_id = ?2))`,
      )
      .bind(JSON.stringify(vitalIds), recordId),
  ]);
  const total = (counts?.results[0] ?? { symptoms: 0, vitals: 0 }) as { symptoms: number; vitals: number };
  // More than the masters hold cannot be a form this site sent: refused whole, not one message per made-up id.
  if (symptomIds.length > total.symptoms || posted.length > total.vitals) {
    return { parsed, symptomIds, errors, tooMany: true };
  }
  if ((symptoms?.results.length ?? 0) !== symptomIds.length) errors.symptoms = 'Choose symptoms from the list.';
  const masters = new Map(((vitals?.results ?? []) as VitalMasterRow[]).map((row) => [row.id, row]));
  // A reading in two units (temperature in °C and in °F) is written once: the second is refused.
  const named = new Map<string, string>();
  for (const vital of posted) {
    const master = masters.get(vital.id);
    if (!master) {
      errors[`vital-${vital.id}`] = 'Choose vitals from the list.';
      continue;
    }
    const first = named.get(master.name);
    if (first !== undefined) {
      errors[`vital-${vital.id}`] = `${master.name} is already written in ${first}: fill one unit only.`;
      continue;
    }
    named.set(master.name, master.unit);
    const checked = checkVital(master, vital.value, vital.unit);
    if (checked.ok) parsed.vitals.push({ id: vital.id, ...checked.value });
    else errors[`vital-${vital.id}`] = checked.message;
  }
  return { parsed, symptomIds, errors, tooMany: false };
}
