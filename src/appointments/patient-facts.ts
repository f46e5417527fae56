// Who an appointment's patient is, for a message about it that another area writes (the records area's mail when a
// prescription is issued): the e-mail and mobile on the appointment (and the WhatsApp consent), the patient's name, the appointment's language and start,
// and the doctor's name in that language.

export interface PatientFacts {
  email: string | null;
  /** '+91' and ten digits. */
  phone: string;
  /** The patient agreed to WhatsApp messages for this booking. */
  whatsapp: boolean;
  name: string;
  locale: 'en' | 'hi';
  startsAt: number;
  doctorName: string;
}

/** The patient facts of an appointment by its id, or null when there is none. One D1 query. */
export async function patientFactsOf(db: D1Database, appointmentId: number): Promise<PatientFacts | null> {
  const row = await db
    .prepare(
      `SELECT a.patient_email AS email, a.patient_phone AS phone, a.whatsapp_consent AS whatsapp,
         a.patient_name AS name, a.locale, a.starts_at AS startsAt, d.name AS doctor,
         json_extract(d.words_hi, '$.name') AS doctorHi
       FROM appointments a JOIN doctors d ON d.id = a.doctor_id WHERE a.id = ?1`,
    )
    .bind(appointmentId)
    .first<{
      email: string | null;
      phone: string;
      whatsapp: number;
      name: string;
      locale: string;
      startsAt: number;
      doctor: string;
      doctorHi: unknown;
    }>();
  if (!row) return null;
  const locale = row.locale === 'hi' ? 'hi' : 'en';
  const doctorName =
    locale === 'hi' && typeof row.doctorHi === 'string' && row.doctorHi !== '' ? row.doctorHi : row.doctor;
  return {
    email: row.email,
    phone: row.phone,
    whatsapp: row.whatsapp === 1,
    name: row.name,
    locale,
    startsAt: row.startsAt,
    doctorName,
  };
}
