// The masters the consultation records are written from (migrations/0008_consultations.sql): what each holds, its
// form's fields, and the reading of a posted form into a row or messages. One definition per master, so the admin's
// screens, the store and the tests are one piece of code for all five.
import { across, checkFields, z } from '../http/validate';
import { MEDICINE_CATEGORIES, CATEGORY_WORDS, type MedicineCategory } from './rules';

export const MASTER_KINDS = ['specialties', 'departments', 'vitals', 'symptoms', 'medicines'] as const;
export type MasterKind = (typeof MASTER_KINDS)[number];

export function isMasterKind(value: string): value is MasterKind {
  return (MASTER_KINDS as readonly string[]).includes(value);
}

export const MEDICINE_FORMS = [
  'tablet',
  'capsule',
  'syrup',
  'suspension',
  'drops',
  'cream',
  'ointment',
  'gel',
  'inhaler',
  'sachet',
  'lozenge',
  'injection',
] as const;

export interface MasterField {
  /** The column, and the form field's name. */
  name: string;
  label: string;
  type: 'text' | 'number' | 'choice';
  maxLength: number;
  hint?: string;
  choices?: readonly { value: string; label: string }[];
  /** What the add form starts with, from the rows there are (a display order: after the last). */
  initial?: (rows: readonly MasterRow[]) => string;
}

export interface MasterDefinition {
  kind: MasterKind;
  /** 'symptom', for sentences: 'There is already a symptom named Fever.' */
  singular: string;
  /** What the screen says the list is for. */
  purpose: string;
  fields: readonly MasterField[];
  /** The field that names a row (the list's first column, the id's source). */
  nameField: string;
  /** A column the rows are listed by before their names, everywhere they are listed, and its words for the list. */
  listOrder?: { column: string; words: string };
}

const NAME: MasterField = { name: 'name', label: 'Name', type: 'text', maxLength: 100 };

export const MASTERS: Record<MasterKind, MasterDefinition> = {
  specialties: {
    kind: 'specialties',
    singular: 'specialty',
    purpose: 'The specialties a doctor’s record can name.',
    fields: [NAME],
    nameField: 'name',
  },
  departments: {
    kind: 'departments',
    singular: 'department',
    purpose: 'The departments doctors belong to: the doctors’ records, the booking forms and the public pages.',
    fields: [NAME],
    nameField: 'name',
  },
  vitals: {
    kind: 'vitals',
    singular: 'vital',
    purpose:
      'The vital signs a doctor records as the patient reports them, each in one unit, with the range a reading must fall in (wide: it catches a typing slip, it does not judge the reading).',
    fields: [
      NAME,
      { name: 'unit', label: 'Unit', type: 'text', maxLength: 20, hint: 'Such as mmHg, /min, %, °C, kg, mg/dL.' },
      { name: 'min_value', label: 'Lowest plausible reading', type: 'number', maxLength: 10 },
      { name: 'max_value', label: 'Highest plausible reading', type: 'number', maxLength: 10 },
      { name: 'decimals', label: 'Decimal places', type: 'number', maxLength: 1, hint: '0, 1 or 2.' },
      {
        name: 'display_order',
        label: 'Display order',
        type: 'number',
        maxLength: 4,
        hint: 'Where it is listed on records and prescriptions, lowest first, in the order a doctor reads them (blood pressure systolic 10, diastolic 20). A whole number from 0 to 9999.',
        initial: (rows) =>
          String(Math.min(9999, Math.max(0, ...rows.map((row) => Number(row.values.display_order) || 0)) + 10)),
      },
    ],
    nameField: 'name',
    listOrder: { column: 'display_order', words: 'in display order' },
  },
  symptoms: {
    kind: 'symptoms',
    singular: 'symptom',
    purpose: 'The symptoms a doctor picks from (free text is there for anything else).',
    fields: [NAME],
    nameField: 'name',
  },
  medicines: {
    kind: 'medicines',
    singular: 'medicine',
    purpose:
      'The medicines a doctor prescribes from, by generic name, each with its category in the Telemedicine Practice Guidelines 2020: the server refuses a prohibited medicine, List A without video or a re-fill, and List B outside a follow-up.',
    fields: [
      { name: 'generic_name', label: 'Generic name', type: 'text', maxLength: 150, hint: 'Not a brand: Paracetamol.' },
      {
        name: 'form',
        label: 'Form',
        type: 'choice',
        maxLength: 20,
        choices: MEDICINE_FORMS.map((form) => ({ value: form, label: form })),
      },
      { name: 'strength', label: 'Strength', type: 'text', maxLength: 60, hint: 'Such as 500 mg or 250 mg/5 ml.' },
      {
        name: 'category',
        label: 'Guidelines category',
        type: 'choice',
        maxLength: 20,
        choices: MEDICINE_CATEGORIES.map((category) => ({ value: category, label: CATEGORY_WORDS[category] })),
      },
    ],
    nameField: 'generic_name',
  },
};

/**
 * A master row: its id, its fields by column (as stored), and its state. Shaped by `toRow` (masters-store.ts) from a
 * row of any master table, whose columns its definition names (tests/worker/row-types.test.ts checks those).
 * @table none
 */
export interface MasterRow {
  id: string;
  values: Record<string, string | number>;
  starter: boolean;
  retiredAt: number | null;
  updatedAt: number;
}

export type MasterValues = Record<string, string>;
export type MasterErrors = Record<string, string>;

export type MasterFormRead =
  | { ok: true; values: Record<string, string | number> }
  | { ok: false; values: MasterValues; errors: MasterErrors };

const NUMBER = /^-?\d+(\.\d+)?$/;

/** The row's values as its form shows them; a new row's from the fields' starting values (given the rows there are). */
export function formValues(
  definition: MasterDefinition,
  row: MasterRow | null,
  rows: readonly MasterRow[] = [],
): MasterValues {
  return Object.fromEntries(
    definition.fields.map((field) => [
      field.name,
      row ? String(row.values[field.name]) : (field.initial?.(rows) ?? ''),
    ]),
  );
}

/** One field of a master's form: filled in, within its length, one of its choices or a number. */
function fieldSchema(field: MasterField) {
  const label = field.label.toLowerCase();
  const text = z
    .string()
    .check(
      z.minLength(1, field.type === 'choice' ? `Choose the ${label}.` : 'Fill this in.'),
      z.maxLength(field.maxLength, `At most ${field.maxLength} characters.`),
    );
  if (field.type === 'number')
    return z.pipe(text.check(z.regex(NUMBER, 'Write a number, such as 60 or 37.5.')), z.transform(Number));
  if (field.type === 'choice')
    return text.check(
      z.refine(
        (value) => field.choices?.some((choice) => choice.value === value),
        `Choose the ${label} from the list.`,
      ),
    );
  return text;
}

/** A vital's range: a whole display order, 0 to 2 decimals, the highest reading above the lowest. */
const vitalRange = across<Record<string, string | number>>((read) => {
  const { min_value: min, max_value: max, decimals, display_order: order } = read;
  const problems: MasterErrors = {};
  if (typeof order === 'number' && !(Number.isInteger(order) && order >= 0 && order <= 9999))
    problems.display_order = 'Write a whole number from 0 to 9999.';
  if (typeof decimals === 'number' && ![0, 1, 2].includes(decimals)) problems.decimals = 'Write 0, 1 or 2.';
  if (typeof min === 'number' && typeof max === 'number' && max <= min)
    problems.max_value = 'The highest reading must be above the lowest.';
  return problems;
});

/** A posted form: the row's values, or each wrong field's message. */
export function readMasterForm(definition: MasterDefinition, fields: Record<string, string>): MasterFormRead {
  const values: MasterValues = Object.fromEntries(
    definition.fields.map((field) => [field.name, (fields[field.name] ?? '').trim().replace(/\s+/g, ' ')]),
  );
  const schema = z.object(Object.fromEntries(definition.fields.map((field) => [field.name, fieldSchema(field)])));
  const checked = checkFields(definition.kind === 'vitals' ? schema.check(vitalRange) : schema, values);
  if (!checked.ok) return { ok: false, values, errors: checked.problems as MasterErrors };
  return { ok: true, values: checked.value as Record<string, string | number> };
}

/** The slug a new row's id starts from: 'Blood sugar (fasting)' → 'blood-sugar-fasting'. */
export function slugOf(definition: MasterDefinition, values: Record<string, string | number>): string {
  const parts =
    definition.kind === 'medicines'
      ? [values.generic_name, values.strength, values.form]
      : definition.kind === 'vitals'
        ? [values.name, values.unit]
        : [values.name];
  const slug = parts
    .join(' ')
    .toLowerCase()
    .replace(/°c/g, 'c')
    .replace(/°f/g, 'f')
    .replace(/%/g, ' percent ')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return slug.length >= 2 ? slug : `${definition.singular}-${slug || 'new'}`;
}

/** How a row is named in sentences and the list: 'Paracetamol 500 mg tablet', 'Pulse (/min)'. */
export function rowName(definition: MasterDefinition, values: Record<string, string | number>): string {
  if (definition.kind === 'medicines') return `${values.generic_name} ${values.strength} ${values.form}`;
  if (definition.kind === 'vitals') return `${values.name} (${values.unit})`;
  return String(values.name);
}

export type { MedicineCategory };
