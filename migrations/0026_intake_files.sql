-- Before the consultation (src/intake/, decision 0033): the files a patient adds to an appointment (reports, scans,
-- earlier prescriptions, photos), kept in the private R2 bucket FILES under r2_key, and the intake answers the doctor
-- reads before the call. Both belong to the consultation and follow the medical-record retention (decision 0022).

-- One file of an appointment. 'uploading' while its bytes go to R2 (the row is written first, so the limit of files an
-- appointment holds is kept by the database even when two uploads race); 'stored' once R2 has them; 'deleted' when
-- the patient removed it before a record existed, or the daily sweep removed the files of an appointment that never
-- took place. A deleted row stays (its object is gone) so the access log keeps naming what was read.
CREATE TABLE intake_files (
  id INTEGER PRIMARY KEY,
  appointment_id INTEGER NOT NULL,
  -- Who added it: an account id, or 'patient' for the appointment's key.
  uploaded_by TEXT NOT NULL,
  label TEXT NOT NULL CHECK (label IN ('report', 'scan', 'prescription', 'photo', 'other')),
  note TEXT NOT NULL DEFAULT '' CHECK (length(note) <= 300),
  -- The name the patient's device gave it, shown in lists and offered when it is downloaded.
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  -- Checked by its first bytes, not by its name or the browser's word.
  content_type TEXT NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png', 'image/heic')),
  size INTEGER NOT NULL CHECK (size > 0),
  r2_key TEXT NOT NULL UNIQUE,
  state TEXT NOT NULL DEFAULT 'uploading' CHECK (state IN ('uploading', 'stored', 'deleted')),
  created_at INTEGER NOT NULL,
  deleted_at INTEGER,
  CHECK ((state = 'deleted') = (deleted_at IS NOT NULL))
);
CREATE INDEX intake_files_by_appointment ON intake_files (appointment_id, state);
CREATE INDEX intake_files_by_state ON intake_files (state, created_at);

-- The intake answers of an appointment, one row, in the booking's language. Changed by the patient until the
-- consultation starts (the statements that write it check the appointment's status and time).
CREATE TABLE intake_answers (
  appointment_id INTEGER PRIMARY KEY,
  complaint TEXT NOT NULL CHECK (length(complaint) BETWEEN 1 AND 1000),
  since TEXT NOT NULL CHECK (length(since) BETWEEN 1 AND 100),
  medicines TEXT NOT NULL DEFAULT '' CHECK (length(medicines) <= 1000),
  allergies TEXT NOT NULL DEFAULT '' CHECK (length(allergies) <= 500),
  conditions TEXT NOT NULL DEFAULT '' CHECK (length(conditions) <= 1000),
  -- Asked only where it applies; 'not-asked' when the patient said it does not.
  pregnancy TEXT NOT NULL CHECK (pregnancy IN ('not-asked', 'no', 'yes', 'unsure')),
  -- When the patient consented to a consultation by phone or video as the Telemedicine Practice Guidelines describe.
  consent_at INTEGER NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('en', 'hi')),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- Every view and download of a file: who, in what role, when, which file. Part of the medical-record access log the
-- patient reads (the Access tab of /account shows both tables). Append-only, kept as long as the records it names.
CREATE TABLE intake_file_access (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  file_id INTEGER NOT NULL REFERENCES intake_files (id),
  appointment_id INTEGER NOT NULL,
  actor_id TEXT NOT NULL,
  actor_email TEXT,
  actor_role TEXT NOT NULL CHECK (actor_role IN ('patient', 'doctor')),
  action TEXT NOT NULL CHECK (action IN ('view', 'download'))
);
CREATE INDEX intake_file_access_by_appointment ON intake_file_access (appointment_id, id DESC);

CREATE TRIGGER intake_file_access_append_only BEFORE UPDATE ON intake_file_access
BEGIN
  SELECT RAISE(ABORT, 'access log is append-only');
END;
CREATE TRIGGER intake_file_access_kept BEFORE DELETE ON intake_file_access
BEGIN
  SELECT RAISE(ABORT, 'access log is append-only');
END;

-- records: which appointments have a consultation record (a file can no longer be deleted by the patient once one
-- exists). No content of the record.
CREATE VIEW records_view_record_appointments AS
  SELECT appointment_id
  FROM consultation_records;
