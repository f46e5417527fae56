-- Payments through a gateway (decision 0032): the links made for appointments, the payments the gateway's signed
-- webhooks recorded (beside the payments row a UPI entry writes), each webhook event once, refunds sent through the
-- gateway, the nightly reconciliation's findings, and what the patient is offered. Money is integer paise; instants
-- are milliseconds. The UNIQUE constraints are the invariants: a replayed event or two racing deliveries leave one
-- payment.

-- A hosted payment link made for an appointment: one per appointment and gateway (the gateway's reference_id is the
-- appointment's reference, which it takes once).
CREATE TABLE gateway_links (
  id INTEGER PRIMARY KEY,
  appointment_id INTEGER NOT NULL REFERENCES appointments (id),
  gateway TEXT NOT NULL CHECK (gateway IN ('razorpay', 'cashfree')),
  link_id TEXT NOT NULL UNIQUE,
  short_url TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  created_at INTEGER NOT NULL,
  UNIQUE (appointment_id, gateway)
);

-- A payment the gateway reported, recorded against its appointment (the payments row beside it holds the receipt).
CREATE TABLE gateway_payments (
  id INTEGER PRIMARY KEY,
  gateway TEXT NOT NULL CHECK (gateway IN ('razorpay', 'cashfree')),
  payment_id TEXT NOT NULL UNIQUE,
  appointment_id INTEGER NOT NULL UNIQUE REFERENCES appointments (id),
  link_id TEXT,
  -- upi, card, netbanking, wallet, as the gateway names it.
  method TEXT,
  amount INTEGER NOT NULL CHECK (amount > 0),
  -- The gateway's fee and the tax on it, where it says.
  fee INTEGER,
  tax INTEGER,
  state TEXT NOT NULL DEFAULT 'captured' CHECK (state IN ('captured', 'refunded')),
  -- 'webhook': recorded by the signed event; 'attached': by a coordinator from a reconciliation finding.
  how TEXT NOT NULL CHECK (how IN ('webhook', 'attached')),
  paid_at INTEGER NOT NULL,
  recorded_at INTEGER NOT NULL
);

-- Each webhook call the gateway made, once: its event id is the key, so a replay fails to insert and changes nothing.
CREATE TABLE gateway_events (
  event_id TEXT PRIMARY KEY,
  gateway TEXT NOT NULL CHECK (gateway IN ('razorpay', 'cashfree')),
  event TEXT NOT NULL,
  -- The payment or refund it is about.
  subject TEXT,
  -- What it did: paid, duplicate, finding, refund-paid, refund-failed, ignored.
  outcome TEXT NOT NULL,
  received_at INTEGER NOT NULL
);

CREATE INDEX gateway_events_by_subject ON gateway_events (subject);

-- A refund sent through the gateway for a refunds row (the rule's refund): started, then paid or failed.
CREATE TABLE gateway_refunds (
  id INTEGER PRIMARY KEY,
  refund_id INTEGER NOT NULL UNIQUE REFERENCES refunds (id),
  gateway TEXT NOT NULL CHECK (gateway IN ('razorpay', 'cashfree')),
  payment_id TEXT NOT NULL,
  -- The key of the current attempt (X-Refund-Idempotency): a retry of one attempt never pays twice.
  idempotency_key TEXT NOT NULL UNIQUE,
  attempts INTEGER NOT NULL DEFAULT 1 CHECK (attempts >= 1),
  gateway_refund_id TEXT UNIQUE,
  amount INTEGER NOT NULL CHECK (amount > 0),
  state TEXT NOT NULL CHECK (state IN ('started', 'paid', 'failed')),
  -- The gateway's words for a failure.
  reason TEXT,
  started_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CHECK (state <> 'paid' OR gateway_refund_id IS NOT NULL)
);

CREATE INDEX gateway_refunds_by_state ON gateway_refunds (state, started_at);

-- What the webhook or the nightly reconciliation found that is not a payment: one row per kind and subject.
CREATE TABLE gateway_findings (
  id INTEGER PRIMARY KEY,
  gateway TEXT NOT NULL CHECK (gateway IN ('razorpay', 'cashfree')),
  kind TEXT NOT NULL CHECK (
    kind IN ('unknown-payment', 'missed-payment', 'amount-differs', 'already-paid', 'not-payable', 'refund-stuck')
  ),
  -- The payment or refund id.
  subject TEXT NOT NULL,
  -- The appointment it names, where it names one.
  reference TEXT,
  amount INTEGER,
  expected INTEGER,
  method TEXT,
  paid_at INTEGER,
  found_at INTEGER NOT NULL,
  resolved_at INTEGER,
  resolved_by TEXT,
  resolution TEXT,
  UNIQUE (kind, subject)
);

CREATE INDEX gateway_findings_open ON gateway_findings (resolved_at, found_at DESC);

-- What the patient is offered: the gateway, UPI by QR, or both. One row; none means the configured default.
CREATE TABLE payment_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  patient_sees TEXT NOT NULL CHECK (patient_sees IN ('gateway', 'upi', 'both')),
  updated_at INTEGER NOT NULL,
  updated_by TEXT NOT NULL
);
