-- Indexes Reports & Analytics (/admin/reports) needs to read a period without scanning a whole table:
--   * the first time each request was marked contacted: setRequestStatus records every change of a request's status
--     in audit_log ("new → contacted"), and the report looks up each request of the period by its reference; the
--     log had only an index by time;
--   * refunds paid back in the period (status 'paid', paid_at in the period): refunds had an index by (status,
--     created_at), not by when they were paid.
CREATE INDEX audit_status_by_reference ON audit_log (reference, at) WHERE action = 'status';
CREATE INDEX refunds_by_paid_time ON refunds (status, paid_at);
