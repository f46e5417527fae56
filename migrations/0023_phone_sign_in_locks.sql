-- Wrong sign-in codes per mobile number, and the lock they lead to (src/sign-in-guard/, decision 0028's addendum).
-- One row per number ('+91' and ten digits) that has had a code tried since its last right code: the tries counted in
-- the current window (from window_start, ms since the epoch), and locked_until (ms) once five wrong codes came within
-- the window. A right code deletes the row. Every change is one statement, so parallel tries are counted one by one.
CREATE TABLE phone_sign_in_locks (
  phone TEXT PRIMARY KEY CHECK (phone GLOB '+91[6-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'),
  tries INTEGER NOT NULL CHECK (tries >= 0),
  window_start INTEGER NOT NULL,
  locked_until INTEGER
);
