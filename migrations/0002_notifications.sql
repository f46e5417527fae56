-- The notification outbox: every message to a person, written in the same D1 batch as the change that causes it,
-- then handed to the queue and sent by its consumer (src/notifications/). All SQL that reads or writes these tables
-- is in src/notifications/store.ts.

CREATE TABLE notifications (
  -- Random; also the idempotency key the transport sees.
  id TEXT PRIMARY KEY,
  -- What happened, e.g. 'request.coordinators' (src/notifications/events.ts).
  event TEXT NOT NULL,
  -- The request (or later, appointment) it is about; NULL for none.
  reference TEXT,
  recipient TEXT NOT NULL,
  -- The language the message is written in ('en' or 'hi').
  locale TEXT NOT NULL,
  -- What the template needs, as a JSON object: never free text a visitor typed about their health.
  payload TEXT NOT NULL,
  -- queued: waiting to be sent (or retried); sent; failed: refused, or given up after the last retry;
  -- skipped: not sent on purpose (the address unsubscribed).
  state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sent', 'failed', 'skipped')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  -- When it was last handed to the queue; NULL until then (the sweep finds rows the Worker wrote but never queued).
  enqueued_at INTEGER,
  -- A consumer holds the row while it sends, until this time; another delivery of the same message waits.
  lease_until INTEGER,
  -- When it reached its final state (sent, failed or skipped).
  finished_at INTEGER,
  -- The transport's id for the message sent.
  provider_id TEXT,
  UNIQUE (reference, event, recipient)
);

CREATE INDEX notifications_by_time ON notifications (created_at DESC);
CREATE INDEX notifications_by_state ON notifications (state, created_at DESC);

-- Every attempt to send, and what came of it.
CREATE TABLE notification_attempts (
  id INTEGER PRIMARY KEY,
  notification_id TEXT NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  at INTEGER NOT NULL,
  -- 'sent', 'refused' (the transport will never take it), 'error' (worth another try), 'skipped'.
  outcome TEXT NOT NULL,
  detail TEXT
);

CREATE INDEX notification_attempts_by_notification ON notification_attempts (notification_id, at);

-- Addresses that asked for no more mail (the signed link in every mail to a visitor, or List-Unsubscribe).
CREATE TABLE unsubscribes (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  at INTEGER NOT NULL
);
