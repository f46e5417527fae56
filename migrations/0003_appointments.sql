-- Doctors, their calendars and their appointments. All SQL that reads or writes these tables is in
-- src/appointments/store.ts. Money is integer paise; instants are UTC milliseconds; times of day are minutes after
-- midnight in India time (UTC+05:30 all year).

CREATE TABLE doctors (
  -- A slug that stays: 'priya-raman'.
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  specialization TEXT NOT NULL,
  department TEXT NOT NULL,
  qualifications TEXT NOT NULL,
  -- The Telemedicine Practice Guidelines 2020 require the registration number and council on the site and receipts.
  registration_number TEXT NOT NULL,
  council TEXT NOT NULL,
  -- The languages the doctor consults in, as a JSON array of names.
  languages TEXT NOT NULL DEFAULT '[]',
  fee INTEGER NOT NULL CHECK (fee > 0),
  minutes INTEGER NOT NULL CHECK (minutes BETWEEN 5 AND 240),
  meeting_link TEXT,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  -- The doctor's sign-in account once an admin links it; one account is one doctor.
  account_id TEXT UNIQUE,
  -- 1 for the sample profiles shipped with the site, which a launch check refuses.
  sample INTEGER NOT NULL DEFAULT 0 CHECK (sample IN (0, 1)),
  updated_at INTEGER NOT NULL
);

-- A doctor's week: working hours and the breaks inside them, per weekday (0 Sunday ... 6 Saturday) in India time.
CREATE TABLE doctor_week (
  id INTEGER PRIMARY KEY,
  doctor_id TEXT NOT NULL REFERENCES doctors (id),
  kind TEXT NOT NULL CHECK (kind IN ('hours', 'break')),
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  start_minute INTEGER NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
  end_minute INTEGER NOT NULL CHECK (end_minute BETWEEN 1 AND 1440),
  CHECK (end_minute > start_minute)
);

CREATE INDEX doctor_week_by_doctor ON doctor_week (doctor_id, weekday);

-- India dates ('2026-12-25') a doctor does not work.
CREATE TABLE doctor_days_off (
  doctor_id TEXT NOT NULL REFERENCES doctors (id),
  date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  PRIMARY KEY (doctor_id, date)
);

CREATE TABLE appointments (
  id INTEGER PRIMARY KEY,
  -- What the patient quotes: AP- and six letters or digits (no I, L, O or U).
  reference TEXT NOT NULL UNIQUE,
  doctor_id TEXT NOT NULL REFERENCES doctors (id),
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  mode TEXT NOT NULL CHECK (mode IN ('video', 'audio', 'chat')),
  -- The fee when booked, in paise (a later change of the doctor's fee does not touch it).
  fee INTEGER NOT NULL CHECK (fee > 0),
  patient_name TEXT NOT NULL,
  -- +91 and ten digits.
  patient_phone TEXT NOT NULL CHECK (
    length(patient_phone) = 13 AND substr(patient_phone, 1, 3) = '+91' AND substr(patient_phone, 4) NOT GLOB '*[^0-9]*'
  ),
  patient_email TEXT,
  account_id TEXT,
  -- The request it was made from, if any.
  request_reference TEXT,
  -- The language the booking was made in; the patient's pages and messages use it.
  locale TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN (
    'requested', 'scheduled', 'confirmed', 'in-consultation', 'completed',
    'cancelled-by-patient', 'cancelled-by-provider', 'no-show', 'lapsed'
  )),
  payment TEXT NOT NULL DEFAULT 'unpaid' CHECK (payment IN ('unpaid', 'paid', 'refund-due', 'refunded')),
  -- A patient's pick is held until then, unless a coordinator confirms it first.
  hold_expires_at INTEGER,
  -- A hash of the form's one-time token and its content: the same booking sent twice is stored once.
  dedupe_key TEXT UNIQUE,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CHECK (ends_at > starts_at)
);

-- A doctor's slot is booked at most once: among appointments that still hold their time, one per doctor and start.
-- Concurrent bookings of the same slot give one success; the others are refused by the database itself.
CREATE UNIQUE INDEX one_booking_per_slot ON appointments (doctor_id, starts_at)
  WHERE status NOT IN ('cancelled-by-patient', 'cancelled-by-provider', 'lapsed');

CREATE INDEX appointments_by_time ON appointments (starts_at);
CREATE INDEX appointments_by_status ON appointments (status, starts_at);
CREATE INDEX appointments_by_phone ON appointments (patient_phone);

-- Every change of an appointment: what, who, when.
CREATE TABLE appointment_history (
  id INTEGER PRIMARY KEY,
  appointment_id INTEGER NOT NULL REFERENCES appointments (id),
  at INTEGER NOT NULL,
  actor TEXT NOT NULL,
  -- 'created', 'status', 'payment', 'rescheduled'.
  change TEXT NOT NULL,
  detail TEXT NOT NULL
);

CREATE INDEX appointment_history_by_appointment ON appointment_history (appointment_id, at);
