// What the consultation record page reads and what its forms send: the masters as the forms offer them (active rows;
// retired ones still named on records written before), the record form's values (from the stored record, or as typed
// in a refused form), and the words for the guideline rules.
import {
  CATEGORY_WORDS,
  listMaster,
  type ConsultationRecord,
  type LineInput,
  type MedicineCategory,
  type PrescribingRule,
  type RecordInput,
} from '../../records';

/** A vital as the record form offers it, shaped from the records module's masters. @table none */
export interface VitalRow {
  id: string;
  name: string;
  unit: string;
  min: number;
  max: number;
  active: boolean;
}

/** A medicine as the prescription form offers it, shaped from the records module's masters. @table none */
export interface MedicineRow {
  id: string;
  /** 'Paracetamol 500 mg tablet': generic name, strength, form. */
  text: string;
  category: MedicineCategory;
}

export interface RecordMasters {
  /** Every symptom by id, retired too (an old record names them). */
  symptomNames: Map<string, string>;
  /** The symptoms a new record may pick. */
  symptoms: { id: string; name: string }[];
  vitals: VitalRow[];
  /** The medicines a prescription may name: active, never prohibited. */
  medicines: MedicineRow[];
}

export async function recordMasters(db: D1Database): Promise<RecordMasters> {
  const [symptoms, vitals, medicines] = await Promise.all([
    listMaster(db, 'symptoms'),
    listMaster(db, 'vitals'),
    listMaster(db, 'medicines', 'active'),
  ]);
  return {
    symptomNames: new Map(symptoms.map((row) => [row.id, String(row.values.name)])),
    symptoms: symptoms
      .filter((row) => row.retiredAt === null)
      .map((row) => ({ id: row.id, name: String(row.values.name) })),
    vitals: vitals.map((row) => ({
      id: row.id,
      name: String(row.values.name),
      unit: String(row.values.unit),
      min: Number(row.values.min_value),
      max: Number(row.values.max_value),
      active: row.retiredAt === null,
    })),
    medicines: medicines
      .filter((row) => row.values.category !== 'prohibited')
      .map((row) => ({
        id: row.id,
        text: `${row.values.generic_name} ${row.values.strength} ${row.values.form}`,
        category: row.values.category as MedicineCategory,
      })),
  };
}

/** The record form as shown: what is stored, or what the doctor typed into a refused form. */
export interface RecordValues {
  age: string;
  sex: string;
  symptoms: string[];
  symptomsNote: string;
  /** Reading by vital id, as typed. */
  vitals: Record<string, string>;
  diagnosis: string;
  advice: string;
  investigations: string;
  followUpOn: string;
  /** The reference of the earlier consultation, or ''. */
  followUpOf: string;
}

export const EMPTY_RECORD: RecordValues = {
  age: '',
  sex: '',
  symptoms: [],
  symptomsNote: '',
  vitals: {},
  diagnosis: '',
  advice: '',
  investigations: '',
  followUpOn: '',
  followUpOf: '',
};

export function valuesOfRecord(record: ConsultationRecord, followUpOf: string | null): RecordValues {
  return {
    age: record.ageYears === null ? '' : String(record.ageYears),
    sex: record.sex ?? '',
    symptoms: record.symptomIds,
    symptomsNote: record.symptomsNote,
    vitals: Object.fromEntries(record.vitals.map((vital) => [vital.id, String(vital.value)])),
    diagnosis: record.diagnosis,
    advice: record.advice,
    investigations: record.investigations,
    followUpOn: record.followUpOn ?? '',
    followUpOf: followUpOf ?? '',
  };
}

const SYMPTOM = 'symptom-';
const VITAL = 'vital-';

/** The posted record form: one checkbox per symptom (symptom-<id>), one reading per vital (vital-<id>). */
export function valuesOfForm(fields: Record<string, string>): RecordValues {
  const entries = Object.entries(fields);
  return {
    age: fields.age ?? '',
    sex: fields.sex ?? '',
    symptoms: entries.filter(([name]) => name.startsWith(SYMPTOM)).map(([name]) => name.slice(SYMPTOM.length)),
    symptomsNote: fields.symptomsNote ?? '',
    vitals: Object.fromEntries(
      entries.filter(([name]) => name.startsWith(VITAL)).map(([name, value]) => [name.slice(VITAL.length), value]),
    ),
    diagnosis: fields.diagnosis ?? '',
    advice: fields.advice ?? '',
    investigations: fields.investigations ?? '',
    followUpOn: fields.followUpOn ?? '',
    followUpOf: fields.followUpOf ?? '',
  };
}

/** What saveRecord takes: each reading with its vital's unit (the master's; an unknown vital gets none). */
export function recordInput(values: RecordValues, vitals: readonly VitalRow[]): RecordInput {
  return {
    age: values.age,
    sex: values.sex,
    symptomIds: values.symptoms,
    symptomsNote: values.symptomsNote,
    vitals: Object.entries(values.vitals).map(([id, value]) => ({
      id,
      value,
      unit: vitals.find((vital) => vital.id === id)?.unit ?? '',
    })),
    diagnosis: values.diagnosis,
    advice: values.advice,
    investigations: values.investigations,
    followUpOn: values.followUpOn,
    followUpOf: values.followUpOf,
  };
}

export const EMPTY_LINE: LineInput = {
  medicineId: '',
  dose: '',
  doseUnit: '',
  frequency: '',
  durationDays: '',
  instructions: '',
  refillOf: '',
};

export function lineOfForm(fields: Record<string, string>): LineInput {
  return {
    medicineId: fields.medicineId ?? '',
    dose: fields.dose ?? '',
    doseUnit: fields.doseUnit ?? '',
    frequency: fields.frequency ?? '',
    durationDays: fields.durationDays ?? '',
    instructions: fields.instructions ?? '',
    refillOf: (fields.refillOf ?? '').trim().toUpperCase(),
  };
}

/** The guideline rule that refused something, as a doctor reads it. */
export const RULE_WORDS: Record<PrescribingRule, string> = {
  prohibited: 'Prohibited medicine',
  retired: 'Medicine retired',
  'list-a': 'List A rule',
  'list-b': 'List B rule',
  'age-missing': 'Age required',
  'sex-missing': 'Sex required',
  'no-medicines': 'No medicine',
};

/** A category in short words ('List A: video first consultation, or re-fill'). */
export const categoryWords = (category: string) =>
  Object.hasOwn(CATEGORY_WORDS, category) ? CATEGORY_WORDS[category as MedicineCategory] : category;
