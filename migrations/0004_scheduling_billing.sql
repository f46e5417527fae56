-- What the public Doctors page shows beside a doctor's record, the slots a coordinator blocks, and billing: payments
-- recorded by a coordinator (UPI, no gateway) and the refunds the rules give. Money is integer paise; instants are
-- UTC milliseconds.

-- The card's figures (sample doctors carry the spec's) and the doctor's words in Hindi as a JSON object
-- {"name", "specialization", "qualifications", "council"}; a word missing there is shown in English.
ALTER TABLE doctors ADD COLUMN experience_years INTEGER CHECK (experience_years BETWEEN 0 AND 70);
ALTER TABLE doctors ADD COLUMN rating REAL CHECK (rating BETWEEN 0 AND 5);
ALTER TABLE doctors ADD COLUMN words_hi TEXT NOT NULL DEFAULT '{}';

-- A patient who asked for another time, until a coordinator answers.
ALTER TABLE appointments ADD COLUMN reschedule_asked_at INTEGER;

CREATE INDEX appointments_by_request ON appointments (request_reference) WHERE request_reference IS NOT NULL;
CREATE INDEX appointments_by_doctor ON appointments (doctor_id, starts_at);

-- A slot a coordinator took out of the offer (a doctor's errand, a clinic meeting). No booking can land on it: the
-- trigger below refuses one in the database, as the unique index refuses a second booking.
CREATE TABLE slot_blocks (
  doctor_id TEXT NOT NULL REFERENCES doctors (id),
  starts_at INTEGER NOT NULL,
  blocked_by TEXT NOT NULL,
  blocked_at INTEGER NOT NULL,
  PRIMARY KEY (doctor_id, starts_at)
);

CREATE TRIGGER no_booking_on_blocked_slot BEFORE INSERT ON appointments
WHEN EXISTS (SELECT 1 FROM slot_blocks WHERE doctor_id = NEW.doctor_id AND starts_at = NEW.starts_at)
BEGIN
  SELECT RAISE(ABORT, 'slot blocked');
END;

CREATE TRIGGER no_move_onto_blocked_slot BEFORE UPDATE OF starts_at ON appointments
WHEN EXISTS (SELECT 1 FROM slot_blocks WHERE doctor_id = NEW.doctor_id AND starts_at = NEW.starts_at)
BEGIN
  SELECT RAISE(ABORT, 'slot blocked');
END;

-- A payment a coordinator recorded: one per appointment, and a UPI transaction reference is recorded once.
CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  appointment_id INTEGER NOT NULL UNIQUE REFERENCES appointments (id),
  -- The receipt's number: RC- and six letters or digits.
  receipt_number TEXT NOT NULL UNIQUE,
  amount INTEGER NOT NULL CHECK (amount > 0),
  -- The UPI transaction reference (UTR, 12 digits) the patient's app showed.
  upi_reference TEXT NOT NULL UNIQUE,
  paid_at INTEGER NOT NULL,
  recorded_by TEXT NOT NULL,
  recorded_at INTEGER NOT NULL
);

CREATE INDEX payments_by_time ON payments (paid_at DESC);

-- A refund the rules give on a paid appointment that was cancelled: due until a coordinator pays it back.
CREATE TABLE refunds (
  id INTEGER PRIMARY KEY,
  appointment_id INTEGER NOT NULL UNIQUE REFERENCES appointments (id),
  amount INTEGER NOT NULL CHECK (amount >= 0),
  -- The refund policy's rule (src/content/refunds/facts.ts) and its percentage.
  rule_id TEXT NOT NULL,
  percent INTEGER NOT NULL CHECK (percent BETWEEN 0 AND 100),
  status TEXT NOT NULL DEFAULT 'due' CHECK (status IN ('due', 'paid')),
  created_at INTEGER NOT NULL,
  created_by TEXT NOT NULL,
  upi_reference TEXT UNIQUE,
  paid_at INTEGER,
  paid_by TEXT,
  CHECK (status = 'due' OR (upi_reference IS NOT NULL AND paid_at IS NOT NULL))
);

CREATE INDEX refunds_by_status ON refunds (status, created_at DESC);
