// What the patient's appointment page says of a prescription: only that one was issued, and when. Its content stays in
// the signed-in area (/account/records: the account linking rule and the access log, src/records), as the
// prescription mail does: the keyed page shows no number, no medicine, nothing a record says. Drafts never count.
// The records area imports this one, so this module cannot ask it back: it reads the view records publishes for it
// (records_view_issued_prescriptions, migrations/0019_published_views.sql), in the same one query as before.

/** When the latest issued prescription of this appointment's consultation was issued; null when none is. */
export async function prescriptionIssuedAt(db: D1Database, appointmentId: number): Promise<number | null> {
  const row = await db
    .prepare('SELECT MAX(issued_at) AS issuedAt FROM records_view_issued_prescriptions WHERE appointment_id = ?1')
    .bind(appointmentId)
    .first<{ issuedAt: number | null }>();
  return row?.issuedAt ?? null;
}
