-- Requests from visitors (call-backs, doctor requests, contact messages, newsletter sign-ups) and the record of what
-- admins did with them. All SQL that reads or writes these tables is in src/requests/store.ts.

CREATE TABLE requests (
  id INTEGER PRIMARY KEY,
  -- What the visitor quotes: CL- and six letters or digits (no I, L, O or U).
  reference TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'closed')),
  -- The language of the page the request came from (the coordinator calls back in it).
  locale TEXT NOT NULL,
  -- Searchable contact fields, copied out of `fields`; NULL when the kind has none.
  name TEXT,
  phone TEXT,
  email TEXT,
  -- Every field the form sent, validated, as a JSON object.
  fields TEXT NOT NULL,
  -- The version of the consent line shown under the form when it was sent.
  consent_version TEXT NOT NULL,
  -- A hash of the form's one-time token and its content: the same submission sent twice is stored once.
  dedupe_key TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  status_changed_at INTEGER,
  status_changed_by TEXT
);

CREATE INDEX requests_by_time ON requests (created_at DESC);
CREATE INDEX requests_by_status ON requests (status, created_at DESC);
CREATE INDEX requests_by_kind ON requests (kind, created_at DESC);
-- One newsletter sign-up per address.
CREATE UNIQUE INDEX newsletter_once_per_email ON requests (email) WHERE kind = 'newsletter';

CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  actor_id TEXT NOT NULL,
  actor_email TEXT,
  -- 'status' (a request's status changed) or 'export' (a CSV of requests downloaded).
  action TEXT NOT NULL,
  reference TEXT,
  detail TEXT NOT NULL
);

CREATE INDEX audit_by_time ON audit_log (at DESC);
