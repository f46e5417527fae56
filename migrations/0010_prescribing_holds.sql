-- The prescribing rules the database holds on its own, beyond 0008 (whatever code writes):
--   * a follow-up follows an earlier consultation of the same patient (same phone on both appointments): List B
--     depends on it, so another patient's consultation, or a later one, is refused (0008 held only "same doctor");
--   * a prescription is issued only when every medicine on it is, at that moment, still on the medicines list and
--     not prohibited (0008 checked this when the line was written, not at issue);
--   * a prescription is issued only with the patient's sex recorded (the prescription prints it; 'not-stated' is an
--     answer), as 0008 holds it for the age.
-- Rows written before this migration are left as they are: the triggers judge only new writes.

CREATE TRIGGER consultation_follow_up_same_patient BEFORE INSERT ON consultation_records
WHEN NEW.follow_up_of IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM consultation_records f
  JOIN appointments e ON e.id = f.appointment_id
  JOIN appointments a ON a.id = NEW.appointment_id
  WHERE f.id = NEW.follow_up_of AND e.patient_phone = a.patient_phone AND e.starts_at < a.starts_at
)
BEGIN
  SELECT RAISE(ABORT, 'follow-up must follow an earlier consultation of the same patient');
END;
CREATE TRIGGER consultation_follow_up_same_patient_update BEFORE UPDATE OF follow_up_of, appointment_id
ON consultation_records
WHEN NEW.follow_up_of IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM consultation_records f
  JOIN appointments e ON e.id = f.appointment_id
  JOIN appointments a ON a.id = NEW.appointment_id
  WHERE f.id = NEW.follow_up_of AND e.patient_phone = a.patient_phone AND e.starts_at < a.starts_at
)
BEGIN
  SELECT RAISE(ABORT, 'follow-up must follow an earlier consultation of the same patient');
END;

CREATE TRIGGER prescription_issue_medicines_allowed BEFORE UPDATE OF status ON prescriptions
WHEN NEW.status = 'issued' AND EXISTS (
  SELECT 1 FROM prescription_items i JOIN medicines m ON m.id = i.medicine_id
  WHERE i.prescription_id = NEW.id AND (m.category = 'prohibited' OR m.retired_at IS NOT NULL)
)
BEGIN
  SELECT RAISE(ABORT, 'medicine prohibited or retired');
END;

CREATE TRIGGER prescription_issue_needs_sex BEFORE UPDATE OF status ON prescriptions
WHEN NEW.status = 'issued' AND EXISTS (
  SELECT 1 FROM consultation_records WHERE id = NEW.record_id AND patient_sex IS NULL
)
BEGIN
  SELECT RAISE(ABORT, 'prescription needs the patient''s sex');
END;
