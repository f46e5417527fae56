// What the doctor reads before and during a consultation: the intake answers and the list of files. One call for any
// page that shows them to the appointment's doctor (the record page now, the consult room later); the caller has
// checked that the reader is that doctor. Listing is not reading: each file's bytes are logged when opened.
import { intakeOf, type IntakeAnswers } from './answers';
import { filesOf, type IntakeFile } from './files';

export interface ConsultBriefing {
  answers: IntakeAnswers | null;
  files: IntakeFile[];
}

export async function consultBriefing(db: D1Database, appointmentId: number): Promise<ConsultBriefing> {
  const [answers, files] = await Promise.all([intakeOf(db, appointmentId), filesOf(db, appointmentId)]);
  return { answers, files };
}
