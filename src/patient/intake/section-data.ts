// What "Before your consultation" shows for an appointment: its files, its answers, and what the patient may still do.
import type { Locale } from '../../../shared/i18n/locales';
import type { Appointment } from '../../appointments';
import { filesOf, hasRecord, intakeOf, intakeOpen } from '../../intake';
import type { IntakeSectionData } from './IntakeSection';
import { INTAKE_COPY } from './copy';

/** Statuses in which files may be added (before and during the consultation). */
const ADDING = new Set(['requested', 'scheduled', 'confirmed', 'in-consultation']);

export async function intakeSectionData(
  db: D1Database,
  appointment: Appointment,
  now: number,
): Promise<IntakeSectionData> {
  const [files, answers, recorded] = await Promise.all([
    filesOf(db, appointment.id),
    intakeOf(db, appointment.id),
    hasRecord(db, appointment.id),
  ]);
  return {
    files,
    answers,
    canAdd: ADDING.has(appointment.status),
    canRemove: !recorded,
    canAnswer: intakeOpen(appointment, now),
  };
}

/** The notices a redirect after a change names in `?done=`. */
export const DONE = ['file-added', 'file-removed', 'intake-saved'] as const;
export type Done = (typeof DONE)[number];

export function doneNotice(locale: Locale, done: string | undefined): string | undefined {
  const words = INTAKE_COPY[locale];
  if (done === 'file-added') return words.files.added;
  if (done === 'file-removed') return words.files.removed;
  if (done === 'intake-saved') return words.intake.saved;
  return undefined;
}
