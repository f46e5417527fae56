// The patient's mail when a prescription is issued (issuePrescription writes it in the issue's own batch): to the
// e-mail on the appointment, and a message to its mobile, in the appointment's language, naming the doctor in that language. Only who and when:
// the notifications area's template says nothing of what was prescribed. The appointments area gives who the patient
// and the doctor are.
import { patientFactsOf } from '../appointments';
import { prescriptionIssuedOutbox } from '../notifications';

export async function issuedMail(
  db: D1Database,
  appointmentId: number,
  number: string,
  now: number,
): Promise<{ statements: D1PreparedStatement[]; ids: string[] }> {
  const patient = await patientFactsOf(db, appointmentId);
  if (!patient) return { statements: [], ids: [] };
  const { email, phone, whatsapp, name, locale, startsAt, doctorName } = patient;
  return prescriptionIssuedOutbox(
    db,
    number,
    email,
    { patientName: name, doctorName, consultationAt: startsAt, issuedAt: now, locale },
    now,
    // Written only if the prescription (the row's reference, ?3) is issued by then.
    { onlyIf: "EXISTS (SELECT 1 FROM prescriptions WHERE number = ?3 AND status = 'issued')" },
    { number: phone, whatsapp },
  );
}
