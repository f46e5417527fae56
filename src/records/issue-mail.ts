// The patient's mail when a prescription is issued (issuePrescription writes it in the issue's own batch): to the
// e-mail on the appointment, in the appointment's language, naming the doctor in that language. Only who and when:
// the notifications area's template says nothing of what was prescribed.
import { prescriptionIssuedOutbox } from '../notifications';

export async function issuedMail(
  db: D1Database,
  appointmentId: number,
  number: string,
  now: number,
): Promise<{ statements: D1PreparedStatement[]; ids: string[] }> {
  const row = await db
    .prepare(
      `SELECT a.patient_email AS email, a.patient_name AS name, a.locale, a.starts_at AS startsAt, d.name AS doctor,
         json_extract(d.words_hi, '$.name') AS doctorHi
       FROM appointments a JOIN doctors d ON d.id = a.doctor_id WHERE a.id = ?1`,
    )
    .bind(appointmentId)
    .first<{
      email: string | null;
      name: string;
      locale: string;
      startsAt: number;
      doctor: string;
      doctorHi: unknown;
    }>();
  if (!row) return { statements: [], ids: [] };
  const locale = row.locale === 'hi' ? 'hi' : 'en';
  const doctorName =
    locale === 'hi' && typeof row.doctorHi === 'string' && row.doctorHi !== '' ? row.doctorHi : row.doctor;
  return prescriptionIssuedOutbox(
    db,
    number,
    row.email,
    { patientName: row.name, doctorName, consultationAt: row.startsAt, issuedAt: now, locale },
    now,
    // Written only if the prescription (the row's reference, ?3) is issued by then.
    { onlyIf: "EXISTS (SELECT 1 FROM prescriptions WHERE number = ?3 AND status = 'issued')" },
  );
}
