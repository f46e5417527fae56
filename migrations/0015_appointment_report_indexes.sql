-- Reports & Analytics over 90 days of a provider's appointments, read from an index that holds every
-- column the figures need (no row of the table itself is read):
--   * appointments per day, cancelled and no-shows: by start time (then id, the list's order) with the status
--     (payments and refunds by time: migration 0016).
DROP INDEX appointments_by_time;
CREATE INDEX appointments_by_time ON appointments (starts_at, id, status);
-- The dashboard's prescriptions issued this month, without reading every prescription ever written.
CREATE INDEX prescriptions_issued_by_time ON prescriptions (issued_at) WHERE status = 'issued';
