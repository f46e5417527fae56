// The public verification of a prescription at /rx/<number>: whether it is valid, when it was issued and by which
// doctor (name, registration, council), never anything of the patient or of what was prescribed.
import { SUPERSEDED_BY } from './sql';

/** A prescription number as printed: RX- and 8 Crockford base-32 characters. */
export const PRESCRIPTION_NUMBER = /^RX-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{8}$/;

/** What a pharmacist sees at /rx/<number>: whether it is valid, when and by whom, never anything of the patient. */
export interface Verification {
  number: string;
  valid: boolean;
  issuedAt: number;
  supersededBy: string | null;
  doctorName: string;
  registrationNumber: string;
  council: string;
}

/** The verification answer, or null when no issued prescription has that number (a draft does not exist yet). */
export async function prescriptionForVerification(db: D1Database, number: string): Promise<Verification | null> {
  const text = number.trim().toUpperCase();
  if (!PRESCRIPTION_NUMBER.test(text)) return null;
  const row = await db
    .prepare(
      `SELECT p.number, p.issued_at AS issuedAt, d.name AS doctorName, d.registration_number AS registrationNumber,
         d.council, ${SUPERSEDED_BY} AS supersededBy
       FROM prescriptions p JOIN consultation_records r ON r.id = p.record_id
       JOIN appointments_view_doctors d ON d.id = r.doctor_id
       WHERE p.number = ?1 AND p.status = 'issued'`,
    )
    .bind(text)
    .first<Omit<Verification, 'valid'>>();
  if (!row) return null;
  return { ...row, valid: row.supersededBy === null };
}
