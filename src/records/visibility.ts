// When the patient sees a consultation: its record and its issued prescriptions show in /account once the
// consultation is completed OR a prescription of it is issued (the mail goes at issue time, usually while the
// appointment is still in consultation, and points to Records: the prescription must be there). A draft of a
// consultation still going on shows nothing. Written once; every patient query (store.ts recordsOfPatient,
// patient.ts prescriptionsOfPatient, document.ts documentForPatient) puts it in its WHERE.

/**
 * The SQL condition, for a query that names the appointment `a` (appointments' published view of it) and the
 * consultation record `r` (`... JOIN consultation_records r ... JOIN appointments_view_appointments a
 * ON a.id = r.appointment_id WHERE ${PATIENT_SEES}`).
 */
export const PATIENT_SEES = `(a.status = 'completed'
  OR EXISTS (SELECT 1 FROM prescriptions seen WHERE seen.record_id = r.id AND seen.status = 'issued'))`;
