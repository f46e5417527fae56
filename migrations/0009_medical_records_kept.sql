-- Medical records are kept for the retention the privacy notice states (POLICY_LIMITS.medicalRecordYears, from the
-- patient's last consultation), not deleted earlier even on an erasure request, and out of reach of the request and
-- notification sweeps (docs/decisions/0022-medical-record-retention.md). The database holds it, whatever code runs:
--   * a consultation record is never deleted (an issued prescription and the access log already refuse it, 0008);
--   * an appointment that has a record is never deleted;
--   * the patient's name and phone on an appointment with an issued prescription never change (the prescription
--     prints them), and the name of one with a record is never blanked.
-- The job that deletes records past their retention (the first reach it in 2036) replaces these triggers.

CREATE TRIGGER consultation_records_kept BEFORE DELETE ON consultation_records
BEGIN
  SELECT RAISE(ABORT, 'medical records are kept for their retention period');
END;

CREATE TRIGGER appointment_with_record_kept BEFORE DELETE ON appointments
WHEN EXISTS (SELECT 1 FROM consultation_records WHERE appointment_id = OLD.id)
BEGIN
  SELECT RAISE(ABORT, 'medical records are kept for their retention period');
END;

CREATE TRIGGER appointment_patient_kept_for_prescription BEFORE UPDATE OF patient_name, patient_phone ON appointments
WHEN (NEW.patient_name IS NOT OLD.patient_name OR NEW.patient_phone IS NOT OLD.patient_phone) AND EXISTS (
  SELECT 1 FROM consultation_records r JOIN prescriptions p ON p.record_id = r.id
  WHERE r.appointment_id = OLD.id AND p.status = 'issued'
)
BEGIN
  SELECT RAISE(ABORT, 'the patient named on an issued prescription stays');
END;

CREATE TRIGGER appointment_patient_named_for_record BEFORE UPDATE OF patient_name ON appointments
WHEN trim(NEW.patient_name) = '' AND EXISTS (SELECT 1 FROM consultation_records WHERE appointment_id = OLD.id)
BEGIN
  SELECT RAISE(ABORT, 'medical records are kept for their retention period');
END;

-- The admins' medical-record access log (/admin/audit/medical-records) is filtered by prescription number and by the
-- e-mail of who read; 0008 indexes the log by record, by time and by account id only, so each of these filters would
-- read the whole log. Newest first within each, as the page lists them.
CREATE INDEX medical_record_access_by_number ON medical_record_access (prescription_number, at DESC);
CREATE INDEX medical_record_access_by_email ON medical_record_access (lower(actor_email), at DESC);
