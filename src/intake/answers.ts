// The intake answers of an appointment (intake_answers): written by the patient until the consultation starts, read
// by the appointment's doctor, pre-filling the consultation record.
import { type Actor, auditStatement } from '../audit';

export const PREGNANCY_ANSWERS = ['not-asked', 'no', 'yes', 'unsure'] as const;
export type PregnancyAnswer = (typeof PREGNANCY_ANSWERS)[number];

/** The answers as the form sends them, already checked at the boundary. */
export interface IntakeInput {
  complaint: string;
  since: string;
  medicines: string;
  allergies: string;
  conditions: string;
  pregnancy: PregnancyAnswer;
}

/** The stored answers. @table intake_answers */
export interface IntakeAnswers extends IntakeInput {
  consentAt: number;
  locale: 'en' | 'hi';
  updatedAt: number;
}

/** The limits the table holds, for the form's checks. */
export const INTAKE_MAX = { complaint: 1000, since: 100, medicines: 1000, allergies: 500, conditions: 1000 } as const;

/** Statuses in which the patient may still change the answers (and only before the start). */
const CHANGEABLE = `('requested', 'scheduled', 'confirmed')`;

export async function intakeOf(db: D1Database, appointmentId: number): Promise<IntakeAnswers | null> {
  return db
    .prepare(
      `SELECT complaint, since, medicines, allergies, conditions, pregnancy, consent_at AS consentAt, locale,
         updated_at AS updatedAt
       FROM intake_answers WHERE appointment_id = ?1`,
    )
    .bind(appointmentId)
    .first<IntakeAnswers>();
}

/**
 * Stores the answers (the first time, or over the last ones) with the patient's consent, only while the appointment
 * is still to come: false once the consultation has started, been cancelled or its time has passed.
 */
export async function saveIntake(
  db: D1Database,
  input: { appointmentId: number; reference: string; locale: 'en' | 'hi'; actor: Actor; answers: IntakeInput },
  now = Date.now(),
): Promise<boolean> {
  const { answers } = input;
  const [saved] = await db.batch([
    db
      .prepare(
        `INSERT INTO intake_answers (appointment_id, complaint, since, medicines, allergies, conditions, pregnancy,
           consent_at, locale, created_at, updated_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?8, ?8
         WHERE EXISTS (SELECT 1 FROM appointments_view_appointments
           WHERE id = ?1 AND status IN ${CHANGEABLE} AND starts_at > ?8)
         ON CONFLICT (appointment_id) DO UPDATE SET complaint = excluded.complaint, since = excluded.since,
           medicines = excluded.medicines, allergies = excluded.allergies, conditions = excluded.conditions,
           pregnancy = excluded.pregnancy, consent_at = excluded.consent_at, locale = excluded.locale,
           updated_at = excluded.updated_at`,
      )
      .bind(
        input.appointmentId,
        answers.complaint,
        answers.since,
        answers.medicines,
        answers.allergies,
        answers.conditions,
        answers.pregnancy,
        now,
        input.locale,
      ),
    auditStatement(
      db,
      { at: now, actor: input.actor, action: 'intake-save', reference: input.reference, detail: 'intake answers' },
      { onlyIf: 'changes() = 1' },
    ),
  ]);
  return (saved?.meta.changes ?? 0) === 1;
}

/** Whether the patient may still change the answers of an appointment in this status at this time. */
export function intakeOpen(appointment: { status: string; start: number }, now: number): boolean {
  return ['requested', 'scheduled', 'confirmed'].includes(appointment.status) && appointment.start > now;
}

/** The record form's first values from the answers: symptoms the master names, the rest as words. */
export interface RecordPrefill {
  symptomIds: string[];
  note: string;
}

/**
 * Splits the main complaint at commas, semicolons, "and"/"और" and new lines; a piece that names a symptom of the
 * master (by its English name or its Hindi words, any case) ticks that symptom; the rest, with since when, the
 * medicines, allergies, conditions and pregnancy, becomes the note in words.
 */
export function prefillFromIntake(
  answers: IntakeAnswers,
  symptoms: readonly { id: string; names: readonly string[] }[],
  words: { since: string; medicines: string; allergies: string; conditions: string; pregnancy: string },
): RecordPrefill {
  const byName = new Map<string, string>();
  for (const symptom of symptoms) for (const name of symptom.names) byName.set(name.trim().toLowerCase(), symptom.id);
  const symptomIds: string[] = [];
  const rest: string[] = [];
  for (const piece of answers.complaint.split(/[,;\n،।]|\s+(?:and|और)\s+/i)) {
    const text = piece.trim();
    if (!text) continue;
    const id = byName.get(text.toLowerCase());
    if (id && !symptomIds.includes(id)) symptomIds.push(id);
    else if (!id) rest.push(text);
  }
  const lines = [
    rest.length > 0 ? rest.join(', ') : '',
    `${words.since}: ${answers.since}`,
    answers.medicines ? `${words.medicines}: ${answers.medicines}` : '',
    answers.allergies ? `${words.allergies}: ${answers.allergies}` : '',
    answers.conditions ? `${words.conditions}: ${answers.conditions}` : '',
    answers.pregnancy === 'yes' || answers.pregnancy === 'unsure' ? `${words.pregnancy}: ${answers.pregnancy}` : '',
  ].filter(Boolean);
  return { symptomIds, note: lines.join('\n').slice(0, 2000) };
}
