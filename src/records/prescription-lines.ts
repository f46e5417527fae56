// The prescription's lines as the doctor's form sends them, checked before anything is written: each field with its
// message, each medicine with the guideline rule that refuses it in this consultation, and a re-fill against the
// patient's own issued prescriptions. A fixed number of queries, whatever the number of lines.
import { checkFields, readOr, z } from '../http/validate';
import { checkDose, checkDuration, checkFrequency, checkText } from './fields';
import { checkMedicine, type MedicineCategory, type PrescribingRule } from './rules';
import { SUPERSEDED_BY } from './sql';

/** One line as the doctor's form sends it. */
export interface LineInput {
  medicineId: string;
  dose: string;
  doseUnit: string;
  frequency: string;
  durationDays: string;
  instructions: string;
  /** The number of an earlier issued prescription of this patient with the same medicine, or ''. */
  refillOf?: string;
}

/** What refused one line: a field's message, or the guideline rule and its reason. */
export interface LineRefusal {
  index: number;
  field?: string;
  rule?: PrescribingRule;
  reason: string;
}

export type LinesRefusal = { ok: false; status: 400; message: string; lines: LineRefusal[] };

export interface CheckedLine {
  medicineId: string;
  medicineText: string;
  category: MedicineCategory;
  dose: number;
  doseUnit: string;
  frequency: string;
  durationDays: number;
  instructions: string;
  refillOf: string | null;
}

const MAX_LINES = 30;

interface MedicineFacts {
  id: string;
  generic_name: string;
  form: string;
  strength: string;
  category: MedicineCategory;
}

interface RefillSource {
  number: string;
  medicineId: string;
  patientName: string;
  supersededBy: string | null;
}

/** A line's own fields, in the order their messages are listed; the dose is read with its unit. */
const lineSchema = (doseUnit: string) =>
  z.object({
    dose: readOr((text) => checkDose(text, doseUnit)),
    frequency: readOr(checkFrequency),
    duration: readOr(checkDuration),
    instructions: readOr((text) => checkText(text, 'The instructions', 500)),
  });

/** A name as a person is known by it: case and spaces do not make another patient. */
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Checks the lines with two queries, whatever their number: the medicines of all lines (active ones), and the
 * issued prescriptions of this patient (same phone) the lines re-fill. A re-fill is of the same patient (same phone
 * and name: a family may share a phone) and of a prescription still valid (a superseded one names its successor).
 */
export async function checkLines(
  db: D1Database,
  appointment: { mode: 'video' | 'audio' | 'chat'; patientPhone: string; patientName: string },
  record: { followUpOf: number | null; ageYears: number | null; sex: string | null },
  lines: readonly LineInput[],
): Promise<{ ok: true; lines: CheckedLine[] } | LinesRefusal> {
  if (lines.length > MAX_LINES) {
    return {
      ok: false,
      status: 400,
      message: 'Some lines are refused.',
      lines: [{ index: MAX_LINES, reason: `At most ${MAX_LINES} medicines.` }],
    };
  }
  const refills = [...new Set(lines.map((line) => line.refillOf?.trim() ?? '').filter((n) => n !== ''))];
  const [medicineRows, refillRows] = await db.batch([
    db
      .prepare(
        `SELECT id, generic_name, form, strength, category FROM medicines
         WHERE id IN (SELECT value FROM json_each(?1)) AND retired_at IS NULL`,
      )
      .bind(JSON.stringify([...new Set(lines.map((line) => line.medicineId))])),
    db
      .prepare(
        `SELECT p.number, i.medicine_id AS medicineId, a.patient_name AS patientName, ${SUPERSEDED_BY} AS supersededBy
         FROM prescriptions p JOIN prescription_items i ON i.prescription_id = p.id
         JOIN consultation_records r ON r.id = p.record_id
         JOIN appointments_view_appointments a ON a.id = r.appointment_id
         WHERE p.number IN (SELECT value FROM json_each(?1)) AND p.status = 'issued' AND a.patient_phone = ?2`,
      )
      .bind(JSON.stringify(refills), appointment.patientPhone),
  ]);
  const medicines = new Map(((medicineRows?.results ?? []) as MedicineFacts[]).map((row) => [row.id, row]));
  const sources = (refillRows?.results ?? []) as RefillSource[];
  const context = {
    mode: appointment.mode,
    followUpOfSameDoctor: record.followUpOf !== null,
    patientAgeYears: record.ageYears,
    patientSex: record.sex,
  };
  const refused: LineRefusal[] = [];
  const checked: CheckedLine[] = [];
  for (const [index, line] of lines.entries()) {
    const medicine = medicines.get(line.medicineId);
    if (!medicine) {
      refused.push({ index, field: 'medicine', reason: 'Choose the medicine from the list.' });
      continue;
    }
    const fields = checkFields(lineSchema(line.doseUnit), { ...line, duration: line.durationDays });
    if (!fields.ok) {
      for (const [field, reason] of Object.entries(fields.problems)) refused.push({ index, field, reason });
    }
    let refillOf: string | null = null;
    const refill = line.refillOf?.trim() ?? '';
    if (refill !== '') {
      const source = sources.find(
        (row) =>
          row.number === refill &&
          row.medicineId === line.medicineId &&
          sameName(row.patientName, appointment.patientName),
      );
      if (source?.supersededBy) {
        refused.push({
          index,
          field: 'refill',
          reason: `${refill} is superseded by ${source.supersededBy}: re-fill from ${source.supersededBy}.`,
        });
      } else if (source) refillOf = source.number;
      else {
        refused.push({
          index,
          field: 'refill',
          reason: `A re-fill names an issued prescription of this patient with ${medicine.generic_name}.`,
        });
      }
    }
    if (fields.ok) {
      const { dose, frequency, duration, instructions } = fields.value;
      checked.push({
        medicineId: line.medicineId,
        medicineText: `${medicine.generic_name} ${medicine.strength} ${medicine.form}`,
        category: medicine.category,
        dose: dose.dose,
        doseUnit: dose.unit,
        frequency,
        durationDays: duration,
        instructions,
        refillOf,
      });
    }
    const verdict = checkMedicine(context, {
      name: medicine.generic_name,
      category: medicine.category,
      refill: refillOf !== null,
    });
    if (!verdict.ok) refused.push({ index, rule: verdict.rule, reason: verdict.reason });
  }
  if (refused.length > 0) return { ok: false, status: 400, message: 'Some lines are refused.', lines: refused };
  return { ok: true, lines: checked };
}
