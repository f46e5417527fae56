-- Revenue by doctor over a report period without reading each payment's appointment: every payment and refund
-- carries the doctor of its appointment, kept by triggers (set when the row is written, moved when the appointment
-- moves to another doctor), and an index by time holds the doctor and the amount.
ALTER TABLE payments ADD COLUMN doctor_id TEXT;
ALTER TABLE refunds ADD COLUMN doctor_id TEXT;

CREATE TRIGGER payments_doctor_on_insert AFTER INSERT ON payments
BEGIN
  UPDATE payments SET doctor_id = (SELECT doctor_id FROM appointments WHERE id = NEW.appointment_id)
  WHERE id = NEW.id;
END;

CREATE TRIGGER payments_doctor_on_move AFTER UPDATE OF appointment_id ON payments
BEGIN
  UPDATE payments SET doctor_id = (SELECT doctor_id FROM appointments WHERE id = NEW.appointment_id)
  WHERE id = NEW.id;
END;

CREATE TRIGGER refunds_doctor_on_insert AFTER INSERT ON refunds
BEGIN
  UPDATE refunds SET doctor_id = (SELECT doctor_id FROM appointments WHERE id = NEW.appointment_id)
  WHERE id = NEW.id;
END;

CREATE TRIGGER refunds_doctor_on_move AFTER UPDATE OF appointment_id ON refunds
BEGIN
  UPDATE refunds SET doctor_id = (SELECT doctor_id FROM appointments WHERE id = NEW.appointment_id)
  WHERE id = NEW.id;
END;

CREATE TRIGGER appointment_doctor_to_money AFTER UPDATE OF doctor_id ON appointments
WHEN OLD.doctor_id IS NOT NEW.doctor_id
BEGIN
  UPDATE payments SET doctor_id = NEW.doctor_id WHERE appointment_id = NEW.id;
  UPDATE refunds SET doctor_id = NEW.doctor_id WHERE appointment_id = NEW.id;
END;

UPDATE payments SET doctor_id = (SELECT doctor_id FROM appointments WHERE id = payments.appointment_id);
UPDATE refunds SET doctor_id = (SELECT doctor_id FROM appointments WHERE id = refunds.appointment_id);

DROP INDEX payments_by_time;
CREATE INDEX payments_by_time ON payments (paid_at, appointment_id, amount, doctor_id);
DROP INDEX refunds_by_paid_time;
CREATE INDEX refunds_by_paid_time ON refunds (status, paid_at, amount, doctor_id);
