-- What Reports & Analytics and the dashboard read about each request, kept on the request itself so that a period of
-- 180,000 requests is one range of one index (requests_report) instead of a lookup per request:
--   * first_contacted_at: the first time a coordinator marked it contacted. It was read from audit_log (the status
--     rows "… → contacted"); a trigger on that log now keeps it, so the definition stays the log's.
--   * booked: how many appointments made from it are not holds that lapsed (a request with one "became an
--     appointment"). Triggers on appointments keep it, counting again whenever one is made, changes or goes.
--   * topic: the booking button's topic from the form's fields (a generated column, nothing to keep).

ALTER TABLE requests ADD COLUMN first_contacted_at INTEGER;
ALTER TABLE requests ADD COLUMN booked INTEGER NOT NULL DEFAULT 0;
ALTER TABLE requests ADD COLUMN topic TEXT GENERATED ALWAYS AS (json_extract(fields, '$.topic')) VIRTUAL;

CREATE TRIGGER requests_first_contact AFTER INSERT ON audit_log
WHEN NEW.action = 'status' AND NEW.reference IS NOT NULL AND NEW.detail LIKE '% contacted'
BEGIN
  UPDATE requests SET first_contacted_at = MIN(COALESCE(first_contacted_at, NEW.at), NEW.at)
  WHERE reference = NEW.reference;
END;

CREATE TRIGGER requests_booked_on_insert AFTER INSERT ON appointments
WHEN NEW.request_reference IS NOT NULL
BEGIN
  UPDATE requests SET booked = (
    SELECT COUNT(*) FROM appointments WHERE request_reference = NEW.request_reference AND status <> 'lapsed'
  ) WHERE reference = NEW.request_reference;
END;

CREATE TRIGGER requests_booked_on_change AFTER UPDATE OF status, request_reference ON appointments
WHEN OLD.request_reference IS NOT NULL OR NEW.request_reference IS NOT NULL
BEGIN
  UPDATE requests SET booked = (
    SELECT COUNT(*) FROM appointments a WHERE a.request_reference = requests.reference AND a.status <> 'lapsed'
  ) WHERE reference IN (OLD.request_reference, NEW.request_reference);
END;

CREATE TRIGGER requests_booked_on_delete AFTER DELETE ON appointments
WHEN OLD.request_reference IS NOT NULL
BEGIN
  UPDATE requests SET booked = (
    SELECT COUNT(*) FROM appointments WHERE request_reference = OLD.request_reference AND status <> 'lapsed'
  ) WHERE reference = OLD.request_reference;
END;

-- The requests already stored.
UPDATE requests SET first_contacted_at = (
  SELECT MIN(l.at) FROM audit_log l
  WHERE l.action = 'status' AND l.reference = requests.reference AND l.detail LIKE '% contacted'
) WHERE reference IN (SELECT reference FROM audit_log WHERE action = 'status');

UPDATE requests SET booked = (
  SELECT COUNT(*) FROM appointments a WHERE a.request_reference = requests.reference AND a.status <> 'lapsed'
) WHERE reference IN (SELECT request_reference FROM appointments WHERE request_reference IS NOT NULL);

CREATE INDEX requests_report ON requests (created_at, kind, locale, topic, booked, first_contacted_at);
