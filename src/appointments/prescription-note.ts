// What the patient's appointment page says of a prescription: only that one was issued, and when. Its content stays in
// the signed-in area (/account/records: the account linking rule and the access log, src/records), as the
// prescription mail does: the keyed page shows no number, no medicine, nothing a record says. Drafts never count.
// (The records area imports this one, so the one query it needs is written here rather than imported from there.)

/** When the latest issued prescription of this appointment's consultation was issued; null when none is. */
export async function prescriptionIssuedAt(db: D1Database, appointmentId: number): Promise<number | null> {
  const row = await db
    .prepare(
      `SELECT MAX(p.issued_at) AS issuedAt FROM prescriptions p JOIN consultation_records r ON r.id = p.record_id
       WHERE r.appointment_id = ?1 AND p.status = 'issued'`,
    )
    .bind(appointmentId)
    .first<{ issuedAt: number | null }>();
  return row?.issuedAt ?? null;
}
