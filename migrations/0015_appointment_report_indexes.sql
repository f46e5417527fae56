-- Reports & Analytics over 90 days of a provider's appointments and payments, read from indexes that hold every
-- column the figures need (no row of the table itself is read):
--   * appointments per day, cancelled and no-shows: by start time (then id, the list's order) with the status;
--   * payments of the period: by time with the appointment and the amount (revenue by doctor then reads each
--     appointment's doctor by its key).
DROP INDEX appointments_by_time;
CREATE INDEX appointments_by_time ON appointments (starts_at, id, status);
DROP INDEX payments_by_time;
CREATE INDEX payments_by_time ON payments (paid_at, appointment_id, amount);
-- The dashboard's prescriptions issued this month, without reading every prescription ever written.
CREATE INDEX prescriptions_issued_by_time ON prescriptions (issued_at) WHERE status = 'issued';
