-- The audit log at a provider's volume (a year holds hundreds of thousands of records): its pages are read by key,
-- newest first, (at, id), with or without one action, so each page reads 51 index entries wherever it starts.
DROP INDEX audit_by_time;
CREATE INDEX audit_by_time ON audit_log (at, id);
CREATE INDEX audit_by_action ON audit_log (action, at, id);
