-- Where a number's opt-out was recorded (docs/decisions/0027-phone-messages.md, addendum): beside a STOP reply and the
-- stop link, the patient's own choice on their appointment's page ('appointment-page') and on /account ('account').
-- SQLite cannot change a CHECK, so the table is made again with the longer list: its rows are kept aside, the table
-- is dropped and made anew, and the rows are copied back (one migration, one transaction).
CREATE TABLE phone_opt_outs_kept AS SELECT phone, since, how FROM phone_opt_outs;
DROP TABLE phone_opt_outs;
CREATE TABLE phone_opt_outs (
  -- '+91' and ten digits.
  phone TEXT PRIMARY KEY,
  since INTEGER NOT NULL,
  how TEXT NOT NULL CHECK (how IN ('whatsapp-stop', 'stop-link', 'appointment-page', 'account'))
);
INSERT INTO phone_opt_outs (phone, since, how) SELECT phone, since, how FROM phone_opt_outs_kept;
DROP TABLE phone_opt_outs_kept;
