// Validation of the consultation record's and the prescription's fields, as the doctor types them into a form:
// each answer is the parsed value, or a message that says what is wrong and what to write instead. The limits match
// the CHECK constraints of migrations/0008_consultations.sql, so a value these accept the database accepts too.

import { type FieldRead, invalid as no, valid as ok } from '../http/validate';

/** A field's value, or the message that says what is wrong with it (readOr turns a reader into a schema). */
export type Checked<T> = FieldRead<T>;

export const SEXES = ['female', 'male', 'other', 'not-stated'] as const;
export type Sex = (typeof SEXES)[number];

export const DOSE_UNITS = [
  'tablet',
  'capsule',
  'ml',
  'mg',
  'g',
  'mcg',
  'IU',
  'units',
  'drop',
  'puff',
  'sachet',
  'lozenge',
  'application',
] as const;
export type DoseUnit = (typeof DOSE_UNITS)[number];

/** How often, by the usual abbreviation; the words a prescription prints beside it are in copy.en.ts / copy.hi.ts. */
export const FREQUENCIES = ['OD', 'BD', 'TDS', 'QID', 'HS', 'SOS', 'weekly', 'stat'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const MAX_DURATION_DAYS = 365;

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;

/** The patient's age in whole years, 0 to 120; blank is null (allowed while writing, refused when prescribing). */
export function checkAge(input: string): Checked<number | null> {
  const text = input.trim();
  if (text === '') return ok(null);
  if (!WHOLE.test(text)) return no('Write the age in whole years, as a number from 0 to 120 (0 for a baby under one).');
  const years = Number(text);
  if (years > 120) return no('The age must be from 0 to 120 years.');
  return ok(years);
}

export function checkSex(input: string): Checked<Sex> {
  const text = input.trim();
  if ((SEXES as readonly string[]).includes(text)) return ok(text as Sex);
  return no("Choose the patient's sex: female, male, other, or not stated.");
}

/** A dose: a positive number with its unit ('1' and 'tablet', '5' and 'ml'). */
export function checkDose(amount: string, unit: string): Checked<{ dose: number; unit: DoseUnit }> {
  const text = amount.trim().replace(/\s+/g, ' ');
  const unitText = unit.trim();
  if (text === '') return no('Write the dose, with its unit: for example 1 tablet or 5 ml.');
  if (!DECIMAL.test(text)) return no('Write the dose as a number (1, 2.5), and choose its unit.');
  const dose = Number(text);
  if (dose <= 0 || dose > 10000) return no('The dose must be more than 0 and at most 10000.');
  if (unitText === '') return no(`A dose needs its unit: ${text} what? Choose tablet, ml, mg, puff ...`);
  if (!(DOSE_UNITS as readonly string[]).includes(unitText)) {
    return no(`Choose the dose's unit from the list (${DOSE_UNITS.join(', ')}).`);
  }
  return ok({ dose, unit: unitText as DoseUnit });
}

export function checkFrequency(input: string): Checked<Frequency> {
  const text = input.trim();
  if ((FREQUENCIES as readonly string[]).includes(text)) return ok(text as Frequency);
  return no(
    'Choose how often: once a day (OD), twice (BD), three times (TDS), four times (QID), at bedtime, when needed, weekly or once.',
  );
}

/** How many days the medicine is taken: a whole number from 1 to 365. */
export function checkDuration(input: string): Checked<number> {
  const text = input.trim();
  if (text === '') return no('Write for how many days, from 1 to 365.');
  if (!WHOLE.test(text)) return no('Write the number of days as a whole number, from 1 to 365.');
  const days = Number(text);
  if (days < 1 || days > MAX_DURATION_DAYS) return no('The duration must be from 1 to 365 days.');
  return ok(days);
}

/** Free text up to a limit (advice, diagnosis, instructions ...); blank is allowed. */
export function checkText(input: string, label: string, max: number): Checked<string> {
  const text = input.replace(/\r\n/g, '\n').trim();
  if (text.length > max) return no(`${label} is too long: at most ${max} characters (it has ${text.length}).`);
  return ok(text);
}

/** A vital sign as the master describes it. */
export interface VitalMaster {
  name: string;
  unit: string;
  minValue: number;
  maxValue: number;
  decimals: number;
}

/** A reported reading: a number within the master's plausible range, with no more decimals than it allows. */
export function checkVital(master: VitalMaster, input: string, unit: string): Checked<{ value: number; unit: string }> {
  const text = input.trim();
  if (unit.trim() !== master.unit) {
    return no(`${master.name} is recorded in ${master.unit}: convert the reading to ${master.unit}.`);
  }
  if (!/^\d+(\.\d+)?$/.test(text)) return no(`Write ${master.name} as a number in ${master.unit}.`);
  const point = text.indexOf('.');
  const decimals = point < 0 ? 0 : text.length - point - 1;
  if (decimals > master.decimals) {
    return no(
      master.decimals === 0
        ? `Write ${master.name} as a whole number of ${master.unit}.`
        : `Write ${master.name} with at most ${master.decimals} decimal place${master.decimals === 1 ? '' : 's'}.`,
    );
  }
  const value = Number(text);
  if (value < master.minValue || value > master.maxValue) {
    return no(
      `${master.name} of ${text} ${master.unit} is outside ${master.minValue} to ${master.maxValue} ${master.unit}: check the reading and its unit.`,
    );
  }
  return ok({ value, unit: master.unit });
}
