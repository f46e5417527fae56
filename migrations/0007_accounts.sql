-- Accounts: what links records to a signed-in person, and what a doctor asks of the admins.
-- A request or an appointment belongs to an account when it was made while signed in (account_id), or when its
-- e-mail equals the account's confirmed e-mail; never by a phone number alone.

ALTER TABLE requests ADD COLUMN account_id TEXT;
CREATE INDEX requests_by_account ON requests (account_id, created_at DESC) WHERE account_id IS NOT NULL;
CREATE INDEX requests_by_email ON requests (lower(email), created_at DESC) WHERE email IS NOT NULL;

CREATE INDEX appointments_by_account ON appointments (account_id, starts_at) WHERE account_id IS NOT NULL;
CREATE INDEX appointments_by_email ON appointments (lower(patient_email), starts_at) WHERE patient_email IS NOT NULL;
-- A doctor's day and week read appointments_by_doctor (migration 0004).

-- A doctor's request to change their working hours: the admins change the calendar and mark it handled.
CREATE TABLE hours_change_requests (
  id INTEGER PRIMARY KEY,
  doctor_id TEXT NOT NULL REFERENCES doctors (id),
  account_id TEXT NOT NULL,
  message TEXT NOT NULL CHECK (length(message) BETWEEN 1 AND 1000),
  created_at INTEGER NOT NULL,
  handled_at INTEGER,
  handled_by TEXT,
  CHECK ((handled_at IS NULL) = (handled_by IS NULL))
);
CREATE INDEX hours_change_requests_open ON hours_change_requests (created_at) WHERE handled_at IS NULL;
CREATE INDEX hours_change_requests_by_doctor ON hours_change_requests (doctor_id, created_at DESC);
