-- The admins' medical-record access log (/admin/audit/medical-records) is filtered by prescription number and by the
-- e-mail of who read; migration 0008 indexes the log by record, by time and by account id only, so each of these
-- filters would read the whole log. Newest first within each, as the page lists them.
CREATE INDEX IF NOT EXISTS medical_record_access_by_number ON medical_record_access (prescription_number, at DESC);
CREATE INDEX IF NOT EXISTS medical_record_access_by_email ON medical_record_access (lower(actor_email), at DESC);
