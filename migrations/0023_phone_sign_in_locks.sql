-- Wrong sign-in codes per mobile number, and the lock they lead to (src/sign-in-guard/, decision 0028's addendum).
-- One row per number ('+91' and ten digits) that has had a code tried since its last right code: the tries counted in
-- the current window (from window_start, ms since the epoch), and locked_until (ms) once five wrong codes came within
-- the window. A right code deletes the row. Every change is one statement, so parallel tries are counted one by one.
CREATE TABLE phone_sign_in_locks (
  phone TEXT PRIMARY KEY CHECK (
    length(phone) = 13 AND substr(phone, 1, 3) = '+91' AND substr(phone, 4, 1) IN ('6', '7', '8', '9')
    AND substr(phone, 4) NOT GLOB '*[^0-9]*'
  ),
  tries INTEGER NOT NULL CHECK (tries >= 0),
  window_start INTEGER NOT NULL,
  locked_until INTEGER
);
