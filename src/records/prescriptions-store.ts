// The prescription's SQL: the draft's lines checked with the guideline rules against the appointment's mode, the
// follow-up and re-fill facts; issue (once, for good) and supersede; and the public verification answer, which names
// the doctor and never the patient. Every query is scoped to the doctor's own appointment; every change is one D1
// batch with its audit row.
import { newReference } from '../references';
import { checkDose, checkDuration, checkFrequency, checkText } from './fields';
import { issuedMail } from './issue-mail';
import { checkPrescription, type MedicineCategory, type PrescribingRule } from './rules';
import { auditStatement, doctorAppointment, recordForDoctor, type RecordActor, type Refusal } from './store';

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

interface CheckedLine {
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

async function checkLines(
  db: D1Database,
  appointment: { mode: 'video' | 'audio' | 'chat'; patientPhone: string },
  record: { followUpOf: number | null; ageYears: number | null },
  lines: readonly LineInput[],
): Promise<{ ok: true; lines: CheckedLine[] } | LinesRefusal> {
  const refused: LineRefusal[] = [];
  const checked: CheckedLine[] = [];
  for (const [index, line] of lines.entries()) {
    const medicine = await db
      .prepare('SELECT generic_name, form, strength, category FROM medicines WHERE id = ?1 AND retired_at IS NULL')
      .bind(line.medicineId)
      .first<{ generic_name: string; form: string; strength: string; category: MedicineCategory }>();
    if (!medicine) {
      refused.push({ index, field: 'medicine', reason: 'Choose the medicine from the list.' });
      continue;
    }
    const dose = checkDose(line.dose, line.doseUnit);
    const frequency = checkFrequency(line.frequency);
    const duration = checkDuration(line.durationDays);
    const instructions = checkText(line.instructions, 'The instructions', 500);
    for (const [field, result] of [
      ['dose', dose],
      ['frequency', frequency],
      ['duration', duration],
      ['instructions', instructions],
    ] as const) {
      if (!result.ok) refused.push({ index, field, reason: result.message });
    }
    let refillOf: string | null = null;
    const refill = line.refillOf?.trim() ?? '';
    if (refill !== '') {
      // An issued prescription of the same patient (same phone) that has this medicine.
      const earlier = await db
        .prepare(
          `SELECT p.number FROM prescriptions p
           JOIN prescription_items i ON i.prescription_id = p.id
           JOIN consultation_records r ON r.id = p.record_id JOIN appointments a ON a.id = r.appointment_id
           WHERE p.number = ?1 AND p.status = 'issued' AND i.medicine_id = ?2 AND a.patient_phone = ?3`,
        )
        .bind(refill, line.medicineId, appointment.patientPhone)
        .first<{ number: string }>();
      if (earlier) refillOf = earlier.number;
      else {
        refused.push({
          index,
          field: 'refill',
          reason: `A re-fill names an issued prescription of this patient with ${medicine.generic_name}.`,
        });
      }
    }
    if (dose.ok && frequency.ok && duration.ok && instructions.ok) {
      checked.push({
        medicineId: line.medicineId,
        medicineText: `${medicine.generic_name} ${medicine.strength} ${medicine.form}`,
        category: medicine.category,
        dose: dose.value.dose,
        doseUnit: dose.value.unit,
        frequency: frequency.value,
        durationDays: duration.value,
        instructions: instructions.value,
        refillOf,
      });
    }
    const verdict = checkPrescription(
      { mode: appointment.mode, followUpOfSameDoctor: record.followUpOf !== null, patientAgeYears: 0 },
      [{ name: medicine.generic_name, category: medicine.category, refill: refillOf !== null }],
    );
    if (!verdict.ok) for (const line of verdict.lines) refused.push({ index, rule: line.rule, reason: line.reason });
  }
  if (lines.length > MAX_LINES) refused.push({ index: MAX_LINES, reason: `At most ${MAX_LINES} medicines.` });
  if (refused.length > 0) return { ok: false, status: 400, message: 'Some lines are refused.', lines: refused };
  return { ok: true, lines: checked };
}

const CHANGED: Refusal = {
  ok: false,
  status: 409,
  message: 'The prescription changed meanwhile: reload and try again.',
};

/** Runs the batch; false when the database's invariants refused it (issued meanwhile, a second draft). */
async function batchUnlessChanged(db: D1Database, statements: D1PreparedStatement[]): Promise<boolean> {
  try {
    await db.batch(statements);
    return true;
  } catch (error) {
    if (/issued prescription cannot change|UNIQUE constraint failed|supersedes must name/.test(String(error)))
      return false;
    throw error;
  }
}

async function draftOf(db: D1Database, recordId: number) {
  return db
    .prepare("SELECT id, number FROM prescriptions WHERE record_id = ?1 AND status = 'draft'")
    .bind(recordId)
    .first<{ id: number; number: string }>();
}

/**
 * Replaces the draft prescription's lines (creating the draft when the record has none and nothing is issued yet).
 * Every line is checked first; a refused line refuses the whole change, saying which rule refused which line.
 */
export async function replaceDraftLines(
  db: D1Database,
  doctorId: string,
  reference: string,
  lines: readonly LineInput[],
  actor: RecordActor,
  now = Date.now(),
): Promise<{ ok: true; number: string } | Refusal | LinesRefusal> {
  const appointment = await doctorAppointment(db, doctorId, reference);
  const record = appointment ? await recordForDoctor(db, doctorId, reference) : null;
  if (!appointment) return { ok: false, status: 404, message: 'No such appointment of yours.' };
  if (!record) return { ok: false, status: 409, message: 'Write the consultation record before prescribing.' };
  const checked = await checkLines(db, appointment, record, lines);
  if (!checked.ok) return checked;
  const draft = await draftOf(db, record.id);
  if (!draft && record.locked) {
    return { ok: false, status: 409, message: 'This prescription is issued: supersede it to correct it.' };
  }
  const number = draft?.number ?? newReference('RX');
  const id = '(SELECT id FROM prescriptions WHERE number = ?1)';
  const statements = [
    ...(draft
      ? [db.prepare('UPDATE prescriptions SET updated_at = ?2 WHERE id = ?1').bind(draft.id, now)]
      : [
          db
            .prepare(
              "INSERT INTO prescriptions (number, record_id, status, created_at, updated_at) VALUES (?1, ?2, 'draft', ?3, ?3)",
            )
            .bind(number, record.id, now),
        ]),
    db.prepare(`DELETE FROM prescription_items WHERE prescription_id = ${id}`).bind(number),
    ...checked.lines.map((line, index) =>
      db
        .prepare(
          `INSERT INTO prescription_items (prescription_id, position, medicine_id, medicine_text, category, dose,
             dose_unit, frequency, duration_days, instructions, refill_of)
           VALUES (${id}, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)`,
        )
        .bind(
          number,
          index + 1,
          line.medicineId,
          line.medicineText,
          line.category,
          line.dose,
          line.doseUnit,
          line.frequency,
          line.durationDays,
          line.instructions,
          line.refillOf,
        ),
    ),
    auditStatement(db, actor, 'prescription-draft', number, `${checked.lines.length} line(s) for ${reference}`, now),
  ];
  if (!(await batchUnlessChanged(db, statements))) return CHANGED;
  return { ok: true, number };
}

export interface PrescriptionLine {
  position: number;
  medicineId: string;
  medicineText: string;
  category: string;
  dose: number;
  doseUnit: string;
  frequency: string;
  durationDays: number;
  instructions: string;
  refillOf: string | null;
}

export interface Prescription {
  number: string;
  status: 'draft' | 'issued';
  issuedAt: number | null;
  supersedes: string | null;
  /** The number of the issued prescription that replaces this one, if any. */
  supersededBy: string | null;
  lines: PrescriptionLine[];
}

/** The prescriptions of this doctor's appointment's record, oldest first, with their lines. */
export async function prescriptionsForDoctor(
  db: D1Database,
  doctorId: string,
  reference: string,
): Promise<Prescription[] | null> {
  const record = await recordForDoctor(db, doctorId, reference);
  if (!record) return null;
  const { results } = await db
    .prepare(
      `SELECT p.id, p.number, p.status, p.issued_at AS issuedAt, p.supersedes,
         (SELECT s.number FROM prescriptions s WHERE s.supersedes = p.number AND s.status = 'issued') AS supersededBy
       FROM prescriptions p WHERE p.record_id = ?1 ORDER BY p.created_at, p.id`,
    )
    .bind(record.id)
    .all<Omit<Prescription, 'lines'> & { id: number }>();
  return Promise.all(
    results.map(async ({ id, ...prescription }) => {
      const items = await db
        .prepare(
          `SELECT position, medicine_id AS medicineId, medicine_text AS medicineText, category, dose,
             dose_unit AS doseUnit, frequency, duration_days AS durationDays, instructions, refill_of AS refillOf
           FROM prescription_items WHERE prescription_id = ?1 ORDER BY position`,
        )
        .bind(id)
        .all<PrescriptionLine>();
      return { ...prescription, lines: items.results };
    }),
  );
}

/** Issues the draft for good: refused with the rule when the age is missing, nothing is prescribed or a line fails. */
export async function issuePrescription(
  db: D1Database,
  doctorId: string,
  reference: string,
  actor: RecordActor,
  now = Date.now(),
): Promise<
  { ok: true; number: string; notifications: string[] } | Refusal | (LinesRefusal & { rule?: PrescribingRule })
> {
  const appointment = await doctorAppointment(db, doctorId, reference);
  const record = appointment ? await recordForDoctor(db, doctorId, reference) : null;
  if (!appointment) return { ok: false, status: 404, message: 'No such appointment of yours.' };
  const draft = record ? await draftOf(db, record.id) : null;
  if (!record || !draft) return { ok: false, status: 409, message: 'There is no draft prescription to issue.' };
  const { results } = await db
    .prepare(
      `SELECT i.category, i.refill_of, m.generic_name FROM prescription_items i JOIN medicines m ON m.id = i.medicine_id
       WHERE i.prescription_id = ?1 ORDER BY i.position`,
    )
    .bind(draft.id)
    .all<{ category: MedicineCategory; refill_of: string | null; generic_name: string }>();
  const verdict = checkPrescription(
    { mode: appointment.mode, followUpOfSameDoctor: record.followUpOf !== null, patientAgeYears: record.ageYears },
    results.map((item) => ({ name: item.generic_name, category: item.category, refill: item.refill_of !== null })),
  );
  if (!verdict.ok) {
    return {
      ok: false,
      status: 400,
      message: verdict.whole?.reason ?? 'Some lines are refused.',
      ...(verdict.whole ? { rule: verdict.whole.rule } : {}),
      lines: verdict.lines,
    };
  }
  // The patient's mail (who and when, never what) in the same batch, written only once the issue holds.
  const mail = await issuedMail(db, appointment.id, draft.number, now);
  const [updated] = await db.batch([
    db
      .prepare(
        "UPDATE prescriptions SET status = 'issued', issued_at = ?2, issued_by = ?3, updated_at = ?2 WHERE id = ?1 AND status = 'draft'",
      )
      .bind(draft.id, now, actor.id),
    auditStatement(db, actor, 'prescription-issue', draft.number, `issued for ${reference}`, now),
    ...mail.statements,
  ]);
  if (updated?.meta.changes !== 1) return { ok: false, status: 409, message: 'The draft changed: try again.' };
  return { ok: true, number: draft.number, notifications: mail.ids };
}

/** Starts a correction: a new draft of the same record that supersedes an issued prescription, with its lines. */
export async function supersede(
  db: D1Database,
  doctorId: string,
  reference: string,
  number: string,
  actor: RecordActor,
  now = Date.now(),
): Promise<{ ok: true; number: string } | Refusal> {
  const record = await recordForDoctor(db, doctorId, reference);
  if (!record) return { ok: false, status: 404, message: 'No such appointment of yours.' };
  const issued = await db
    .prepare(
      `SELECT p.id, NOT EXISTS (SELECT 1 FROM prescriptions s WHERE s.supersedes = p.number) AS free
       FROM prescriptions p WHERE p.number = ?1 AND p.record_id = ?2 AND p.status = 'issued'`,
    )
    .bind(number, record.id)
    .first<{ id: number; free: number }>();
  if (!issued) return { ok: false, status: 404, message: 'No such issued prescription of this consultation.' };
  if (issued.free !== 1 || (await draftOf(db, record.id))) {
    return { ok: false, status: 409, message: 'A correction of this consultation is already under way.' };
  }
  const fresh = newReference('RX');
  const done = await batchUnlessChanged(db, [
    db
      .prepare(
        `INSERT INTO prescriptions (number, record_id, status, supersedes, created_at, updated_at)
         VALUES (?1, ?2, 'draft', ?3, ?4, ?4)`,
      )
      .bind(fresh, record.id, number, now),
    db
      .prepare(
        `INSERT INTO prescription_items (prescription_id, position, medicine_id, medicine_text, category, dose,
           dose_unit, frequency, duration_days, instructions, refill_of)
         SELECT (SELECT id FROM prescriptions WHERE number = ?1), i.position, i.medicine_id, i.medicine_text,
           i.category, i.dose, i.dose_unit, i.frequency, i.duration_days, i.instructions, i.refill_of
         FROM prescription_items i JOIN medicines m ON m.id = i.medicine_id
         WHERE i.prescription_id = ?2 AND m.retired_at IS NULL AND m.category <> 'prohibited'`,
      )
      .bind(fresh, issued.id),
    auditStatement(db, actor, 'prescription-supersede', fresh, `draft superseding ${number}`, now),
  ]);
  return done ? { ok: true, number: fresh } : CHANGED;
}

/** Adds one line to the draft (the lines already there as they are), checked as replaceDraftLines checks. */
export async function addDraftLine(
  db: D1Database,
  doctorId: string,
  reference: string,
  line: LineInput,
  actor: RecordActor,
  now = Date.now(),
): Promise<{ ok: true; number: string } | Refusal | LinesRefusal> {
  const prescriptions = await prescriptionsForDoctor(db, doctorId, reference);
  const draft = prescriptions?.find((prescription) => prescription.status === 'draft');
  const lines: LineInput[] = (draft?.lines ?? []).map((kept) => ({
    medicineId: kept.medicineId,
    dose: String(kept.dose),
    doseUnit: kept.doseUnit,
    frequency: kept.frequency,
    durationDays: String(kept.durationDays),
    instructions: kept.instructions,
    refillOf: kept.refillOf ?? '',
  }));
  return replaceDraftLines(db, doctorId, reference, [...lines, line], actor, now);
}
