-- What Reports & Analytics and the dashboard read about requests, kept up to date by the database as rows change, so
-- that a period of 180,000 requests is a few thousand rows to add up instead of every request to group and sort:
--   * requests.first_contacted_at: the first time a coordinator marked it contacted. It was read from audit_log (the
--     status rows "… → contacted"); a trigger on that log now keeps it, so the definition stays the log's.
--   * requests.booked: how many appointments made from it are not holds that lapsed (a request with one "became an
--     appointment"). Triggers on appointments keep it, counting again whenever one is made, changes or goes.
--   * request_days: per India day of arrival (days since 1970-01-01 in India time), kind, language and the booking
--     button's topic: requests received and how many of them became an appointment.
--   * request_first_waits: per India day of arrival and wait, how many requests were first contacted after that long.
--     Waits are kept to the minute up to 2 hours, to the quarter hour up to a day, and to the hour beyond, so a day
--     holds a few hundred rows at most; the median and 90th percentile are read from it at that precision.
-- A request's kind, language, fields and arrival never change once stored (no code updates them); the triggers rely
-- on it. Rows whose count falls to 0 are deleted.

ALTER TABLE requests ADD COLUMN first_contacted_at INTEGER;
ALTER TABLE requests ADD COLUMN booked INTEGER NOT NULL DEFAULT 0;
ALTER TABLE requests ADD COLUMN arrival_day INTEGER GENERATED ALWAYS AS (
  CAST((created_at + 19800000) / 86400000 AS INTEGER)
) VIRTUAL;
ALTER TABLE requests ADD COLUMN topic TEXT GENERATED ALWAYS AS (
  CASE WHEN json_valid(fields) THEN COALESCE(json_extract(fields, '$.topic'), '') ELSE '' END
) VIRTUAL;
-- Whole minutes waited, then the step it is kept at (CAST: a time stored with a fraction still counts whole minutes).
ALTER TABLE requests ADD COLUMN first_wait_minutes INTEGER GENERATED ALWAYS AS (
  CASE
    WHEN first_contacted_at IS NULL THEN NULL
    WHEN CAST((first_contacted_at - created_at) / 60000 AS INTEGER) < 120
      THEN CAST((first_contacted_at - created_at) / 60000 AS INTEGER)
    WHEN CAST((first_contacted_at - created_at) / 60000 AS INTEGER) < 1440
      THEN CAST((first_contacted_at - created_at) / 60000 AS INTEGER) / 15 * 15
    ELSE CAST((first_contacted_at - created_at) / 60000 AS INTEGER) / 60 * 60
  END
) VIRTUAL;

CREATE TABLE request_days (
  day INTEGER NOT NULL,
  kind TEXT NOT NULL,
  locale TEXT NOT NULL,
  topic TEXT NOT NULL,
  received INTEGER NOT NULL DEFAULT 0,
  converted INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, kind, locale, topic)
) WITHOUT ROWID;

CREATE TABLE request_first_waits (
  day INTEGER NOT NULL,
  minutes INTEGER NOT NULL,
  requests INTEGER NOT NULL,
  PRIMARY KEY (day, minutes)
) WITHOUT ROWID;

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

CREATE TRIGGER request_days_on_insert AFTER INSERT ON requests
BEGIN
  INSERT INTO request_days (day, kind, locale, topic, received, converted)
  VALUES (NEW.arrival_day, NEW.kind, NEW.locale, NEW.topic, 1, NEW.booked > 0)
  ON CONFLICT (day, kind, locale, topic) DO UPDATE SET received = received + 1, converted = converted + excluded.converted;
  INSERT INTO request_first_waits (day, minutes, requests)
  SELECT NEW.arrival_day, NEW.first_wait_minutes, 1 WHERE NEW.first_wait_minutes IS NOT NULL
  ON CONFLICT (day, minutes) DO UPDATE SET requests = requests + 1;
END;

CREATE TRIGGER request_days_on_booked AFTER UPDATE OF booked ON requests
WHEN (OLD.booked > 0) <> (NEW.booked > 0)
BEGIN
  UPDATE request_days SET converted = converted + (CASE WHEN NEW.booked > 0 THEN 1 ELSE -1 END)
  WHERE day = NEW.arrival_day AND kind = NEW.kind AND locale = NEW.locale AND topic = NEW.topic;
END;

CREATE TRIGGER request_first_waits_on_contact AFTER UPDATE OF first_contacted_at ON requests
WHEN OLD.first_wait_minutes IS NOT NEW.first_wait_minutes
BEGIN
  UPDATE request_first_waits SET requests = requests - 1
  WHERE day = OLD.arrival_day AND minutes = OLD.first_wait_minutes;
  DELETE FROM request_first_waits WHERE day = OLD.arrival_day AND minutes = OLD.first_wait_minutes AND requests <= 0;
  INSERT INTO request_first_waits (day, minutes, requests)
  SELECT NEW.arrival_day, NEW.first_wait_minutes, 1 WHERE NEW.first_wait_minutes IS NOT NULL
  ON CONFLICT (day, minutes) DO UPDATE SET requests = requests + 1;
END;

CREATE TRIGGER request_days_on_delete AFTER DELETE ON requests
BEGIN
  UPDATE request_days SET received = received - 1, converted = converted - (OLD.booked > 0)
  WHERE day = OLD.arrival_day AND kind = OLD.kind AND locale = OLD.locale AND topic = OLD.topic;
  DELETE FROM request_days
  WHERE day = OLD.arrival_day AND kind = OLD.kind AND locale = OLD.locale AND topic = OLD.topic AND received <= 0;
  UPDATE request_first_waits SET requests = requests - 1
  WHERE day = OLD.arrival_day AND minutes = OLD.first_wait_minutes;
  DELETE FROM request_first_waits WHERE day = OLD.arrival_day AND minutes = OLD.first_wait_minutes AND requests <= 0;
END;

-- The requests already stored: their columns first, then the counts from them.
UPDATE requests SET first_contacted_at = (
  SELECT MIN(l.at) FROM audit_log l
  WHERE l.action = 'status' AND l.reference = requests.reference AND l.detail LIKE '% contacted'
) WHERE reference IN (SELECT reference FROM audit_log WHERE action = 'status');

UPDATE requests SET booked = (
  SELECT COUNT(*) FROM appointments a WHERE a.request_reference = requests.reference AND a.status <> 'lapsed'
) WHERE reference IN (SELECT request_reference FROM appointments WHERE request_reference IS NOT NULL);

DELETE FROM request_days;
INSERT INTO request_days (day, kind, locale, topic, received, converted)
SELECT arrival_day, kind, locale, topic, COUNT(*), SUM(booked > 0) FROM requests GROUP BY 1, 2, 3, 4;

DELETE FROM request_first_waits;
INSERT INTO request_first_waits (day, minutes, requests)
SELECT arrival_day, first_wait_minutes, COUNT(*) FROM requests WHERE first_wait_minutes IS NOT NULL GROUP BY 1, 2;
