-- What the database refuses besides a second booking at the same start: a booking that overlaps another one of the
-- same doctor (a doctor's consultation length or hours changed after it was booked, so new slots fall across it), a
-- second active appointment made from the same request, and a receipt that changes when the doctor's record does.

CREATE TRIGGER no_overlapping_booking BEFORE INSERT ON appointments
WHEN NEW.status NOT IN ('cancelled-by-patient', 'cancelled-by-provider', 'lapsed')
  AND EXISTS (
    SELECT 1 FROM appointments
    WHERE doctor_id = NEW.doctor_id AND starts_at < NEW.ends_at AND ends_at > NEW.starts_at
      AND status NOT IN ('cancelled-by-patient', 'cancelled-by-provider', 'lapsed')
  )
BEGIN
  SELECT RAISE(ABORT, 'slot taken');
END;

CREATE TRIGGER no_move_onto_booking BEFORE UPDATE OF starts_at, ends_at ON appointments
WHEN EXISTS (
  SELECT 1 FROM appointments
  WHERE doctor_id = NEW.doctor_id AND id != NEW.id AND starts_at < NEW.ends_at AND ends_at > NEW.starts_at
    AND status NOT IN ('cancelled-by-patient', 'cancelled-by-provider', 'lapsed')
)
BEGIN
  SELECT RAISE(ABORT, 'slot taken');
END;

-- One active appointment per request: two coordinators booking from the same request get one booking.
CREATE UNIQUE INDEX one_booking_per_request ON appointments (request_reference)
  WHERE request_reference IS NOT NULL AND status NOT IN ('cancelled-by-patient', 'cancelled-by-provider', 'lapsed');

-- The receipt states the doctor as they were when it was issued (name, qualifications, registration, council).
ALTER TABLE payments ADD COLUMN doctor_snapshot TEXT;
