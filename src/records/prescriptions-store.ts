// The prescription's SQL: the draft's lines checked with the guideline rules against the appointment's mode, the
// follow-up and re-fill facts; issue (once, for good) and supersede; and the public verification answer, which names
// the doctor and never the patient. Every query is scoped to the doctor's own appointment; every change is one D1
// batch with its audit row.
import { auditStatement, type Actor } from '../audit';
import { newReference } from '../references';
import { issuedMail } from './issue-mail';
import { checkLines, type LineInput, type LinesRefusal } from './prescription-lines';
import { checkPrescription, type MedicineCategory, type PrescribingRule } from './rules';
import { SUPERSEDED_BY } from './sql';
import { doctorAppointment, recordForDoctor, type Refusal } from './store';

export type { LineInput, LineRefusal, LinesRefusal } from './prescription-lines';

const CHANGED: Refusal = {
  ok: false,
  status: 409,
  message: 'The prescription changed meanwhile: reload and try again.',
};

const MEDICINES_CHANGED: Refusal = {
  ok: false,
  status: 409,
  message: 'The medicines list changed meanwhile: reload and try again.',
};

/** What the database's triggers (0008, 0010) say when the prescription or a master changed between check and write. */
const CHANGED_BY: [RegExp, Refusal][] = [
  [/issued prescription cannot change|UNIQUE constraint failed|supersedes must name/, CHANGED],
  [/prescription needs (the patient's|a medicine)/, CHANGED],
  [/medicine prohibited or retired|a re-fill names an issued prescription/, MEDICINES_CHANGED],
];

/** The 409 for a trigger's refusal of a prescription's batch, or null for any other error. */
export function prescriptionRefusalOf(error: unknown): Refusal | null {
  return CHANGED_BY.find(([pattern]) => pattern.test(String(error)))?.[1] ?? null;
}

/** Runs the batch; a refusal (409) when the database's invariants refused it (issued meanwhile, a second draft). */
async function batchUnlessChanged(db: D1Database, statements: D1PreparedStatement[]): Promise<Refusal | null> {
  try {
    await db.batch(statements);
    return null;
  } catch (error) {
    const refusal = prescriptionRefusalOf(error);
    if (refusal) return refusal;
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
  actor: Actor,
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
    // One statement for the lines, whatever their number (json_each of the checked lines, in order).
    db
      .prepare(
        `INSERT INTO prescription_items (prescription_id, position, medicine_id, medicine_text, category, dose,
           dose_unit, frequency, duration_days, instructions, refill_of)
         SELECT ${id}, key + 1, value ->> 'medicineId', value ->> 'medicineText', value ->> 'category',
           value ->> 'dose', value ->> 'doseUnit', value ->> 'frequency', value ->> 'durationDays',
           value ->> 'instructions', value ->> 'refillOf'
         FROM json_each(?2)`,
      )
      .bind(number, JSON.stringify(checked.lines)),
    auditStatement(db, {
      at: now,
      actor,
      action: 'prescription-draft',
      reference: number,
      detail: `${checked.lines.length} line(s) for ${reference}`,
    }),
  ];
  return (await batchUnlessChanged(db, statements)) ?? { ok: true, number };
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

/** A stored line as the form would send it, to write the draft again with it (adding or removing a line). */
export function lineInputOf(line: PrescriptionLine): LineInput {
  return {
    medicineId: line.medicineId,
    dose: String(line.dose),
    doseUnit: line.doseUnit,
    frequency: line.frequency,
    durationDays: String(line.durationDays),
    instructions: line.instructions,
    refillOf: line.refillOf ?? '',
  };
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
         ${SUPERSEDED_BY} AS supersededBy
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

/**
 * Issues the draft for good: refused with the rule when the age or sex is missing, nothing is prescribed or a line
 * fails, judged by each medicine's current master row (a medicine retired or re-categorised since it was put on the
 * draft is judged as it is now). The lines take the current category in the issue's own batch; the database's
 * triggers refuse the issue if a master changed since (409), and a lost race writes neither audit row nor mail.
 */
export async function issuePrescription(
  db: D1Database,
  doctorId: string,
  reference: string,
  actor: Actor,
  now = Date.now(),
): Promise<
  { ok: true; number: string; notifications: string[] } | Refusal | (LinesRefusal & { rule?: PrescribingRule })
> {
  const appointment = await doctorAppointment(db, doctorId, reference);
  const record = appointment ? await recordForDoctor(db, doctorId, reference) : null;
  if (!appointment) return { ok: false, status: 404, message: 'No such appointment of yours.' };
  const draft = record ? await draftOf(db, record.id) : null;
  if (!record || !draft) return { ok: false, status: 409, message: 'There is no draft prescription to issue.' };
  // The guidelines ask the doctor to confirm who the patient is before prescribing: done in the consultation room.
  if (appointment.identityAt === null) {
    return {
      ok: false,
      status: 409,
      message:
        "Confirm the patient's identity (name and age) in the consultation room before issuing the prescription.",
    };
  }
  const { results } = await db
    .prepare(
      `SELECT m.category, m.retired_at IS NOT NULL AS retired, i.refill_of, m.generic_name
       FROM prescription_items i JOIN medicines m ON m.id = i.medicine_id
       WHERE i.prescription_id = ?1 ORDER BY i.position`,
    )
    .bind(draft.id)
    .all<{ category: MedicineCategory; retired: number; refill_of: string | null; generic_name: string }>();
  const verdict = checkPrescription(
    {
      mode: appointment.mode,
      followUpOfSameDoctor: record.followUpOf !== null,
      patientAgeYears: record.ageYears,
      patientSex: record.sex,
    },
    results.map((item) => ({ name: item.generic_name, category: item.category, refill: item.refill_of !== null })),
  );
  const retired = results.flatMap((item, index) =>
    item.retired === 1 && item.category !== 'prohibited'
      ? [
          {
            index,
            rule: 'retired' as const,
            reason: `${item.generic_name} is no longer on the medicines list: remove it from the draft, or choose another.`,
          },
        ]
      : [],
  );
  if (!verdict.ok || retired.length > 0) {
    const whole = verdict.ok ? undefined : verdict.whole;
    const lines = [...(verdict.ok ? [] : verdict.lines), ...retired].sort((a, b) => a.index - b.index);
    return {
      ok: false,
      status: 400,
      message: whole?.reason ?? 'Some lines are refused.',
      ...(whole ? { rule: whole.rule } : {}),
      lines,
    };
  }
  // The patient's mail (who and when, never what) in the same batch, written only once the issue holds. The status
  // update has no "still a draft" condition: a prescription issued meanwhile makes the 0008 trigger refuse the whole
  // batch (mail included); the audit row is written only when the update changed the row.
  const mail = await issuedMail(db, appointment.id, draft.number, now);
  const refused = await batchUnlessChanged(db, [
    db
      .prepare(
        `UPDATE prescription_items SET category = (SELECT m.category FROM medicines m WHERE m.id = medicine_id)
         WHERE prescription_id = ?1 AND category <> (SELECT m.category FROM medicines m WHERE m.id = medicine_id)
           AND (SELECT m.category FROM medicines m WHERE m.id = medicine_id) <> 'prohibited'`,
      )
      .bind(draft.id),
    db
      .prepare(
        "UPDATE prescriptions SET status = 'issued', issued_at = ?2, issued_by = ?3, updated_at = ?2 WHERE id = ?1",
      )
      .bind(draft.id, now, actor.id),
    auditStatement(
      db,
      { at: now, actor, action: 'prescription-issue', reference: draft.number, detail: `issued for ${reference}` },
      { onlyIf: 'changes() = 1' },
    ),
    ...mail.statements,
  ]);
  if (refused) return refused;
  return { ok: true, number: draft.number, notifications: mail.ids };
}

/** Starts a correction: a new draft of the same record that supersedes an issued prescription, with its lines. */
export async function supersede(
  db: D1Database,
  doctorId: string,
  reference: string,
  number: string,
  actor: Actor,
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
  // The lines as issued, each with its medicine's current category (retired and prohibited ones left out).
  const refused = await batchUnlessChanged(db, [
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
           m.category, i.dose, i.dose_unit, i.frequency, i.duration_days, i.instructions, i.refill_of
         FROM prescription_items i JOIN medicines m ON m.id = i.medicine_id
         WHERE i.prescription_id = ?2 AND m.retired_at IS NULL AND m.category <> 'prohibited'`,
      )
      .bind(fresh, issued.id),
    auditStatement(db, {
      at: now,
      actor,
      action: 'prescription-supersede',
      reference: fresh,
      detail: `draft superseding ${number}`,
    }),
  ]);
  return refused ?? { ok: true, number: fresh };
}

/** Adds one line to the draft (the lines already there as they are), checked as replaceDraftLines checks. */
export async function addDraftLine(
  db: D1Database,
  doctorId: string,
  reference: string,
  line: LineInput,
  actor: Actor,
  now = Date.now(),
): Promise<{ ok: true; number: string } | Refusal | LinesRefusal> {
  const prescriptions = await prescriptionsForDoctor(db, doctorId, reference);
  const draft = prescriptions?.find((prescription) => prescription.status === 'draft');
  return replaceDraftLines(db, doctorId, reference, [...(draft?.lines ?? []).map(lineInputOf), line], actor, now);
}
