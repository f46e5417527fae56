-- Published views: what a domain module lets other modules read of its tables, and nothing more. A table's name
-- appears in SQL only inside the module that owns it (docs/data-model.md); a view is that owner's read interface in
-- SQL, as its index.ts is in code, so another module's statement can join it in the same query (one D1 round trip)
-- without naming the table. Each view is named `<owner>_view_<what>` and tests/architecture/table-owners.test.ts
-- holds its owner: it reads only its owner's tables, any domain module may read it, none may write it.
--
-- Each view is a plain SELECT of columns (and a WHERE), with no aggregate, DISTINCT, LIMIT or join to another
-- owner's table, so SQLite flattens it into the query that reads it: the query searches the same indexes of the base
-- table as when it named the table itself. A column is added here only when a reader needs it (a new migration
-- re-creates the view with DROP VIEW and CREATE VIEW).

-- appointments: an appointment as the records area reads it (who, when, how, with whom; its state, for what the
-- patient sees). No account, e-mail, request, fee or meeting link.
CREATE VIEW appointments_view_appointments AS
  SELECT id, reference, doctor_id, mode, status, starts_at, patient_name, patient_phone
  FROM appointments;

-- appointments: a doctor as a record, a prescription or its public check names them (the account only to find the
-- doctor who opened a record). No fee, meeting link or schedule.
CREATE VIEW appointments_view_doctors AS
  SELECT id, account_id, name, qualifications, registration_number, council, words_hi
  FROM doctors;

-- records: the issued prescriptions of each appointment's consultation record, by when they were issued: what an
-- appointment page may say (that one is issued, and when). No number, no medicine, no draft.
CREATE VIEW records_view_issued_prescriptions AS
  SELECT r.appointment_id, p.issued_at
  FROM prescriptions p JOIN consultation_records r ON r.id = p.record_id
  WHERE p.status = 'issued';

-- records: the departments master's names, which the pages that list doctors by department show (retired ones too:
-- a doctor may still be listed under one).
CREATE VIEW records_view_departments AS
  SELECT id, name
  FROM departments;
