-- Consultation records and e-prescriptions under the Telemedicine Practice Guidelines 2020 (issue 31), and the
-- masters they are written from. Instants are UTC milliseconds; dates are India dates ('2026-12-25').
--
-- The database holds the invariants the rules depend on, whatever code writes to it:
--   * a master row a record uses is retired (retired_at), never deleted, and its slug id never changes;
--   * one consultation record per appointment, written by that appointment's doctor, while it is in consultation or
--     completed;
--   * an issued prescription and its items never change; nor does its record (clinical fields, symptoms, vitals).
--     A correction is a new prescription that names the one it supersedes;
--   * a prohibited medicine is never on a prescription; a prescription is not issued without the patient's age;
--   * the medical-record access log is append-only.
-- The guideline rules that need the consultation's context (List A by mode or re-fill, List B by follow-up) are
-- src/records/rules.ts, checked by the server before it writes.

-- Masters --------------------------------------------------------------------------------------------------------
-- Each master row: a slug id that stays ('blood-pressure-systolic'), starter = 1 for the seeded starter set (to be
-- reviewed by the clinical lead), retired_at when retired (hidden from new records, still shown on old ones).

CREATE TABLE specialties (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 2 AND 60 AND id NOT GLOB '*[^a-z0-9-]*'),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  starter INTEGER NOT NULL DEFAULT 0 CHECK (starter IN (0, 1)),
  retired_at INTEGER,
  updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX specialties_by_name ON specialties (lower(name));

-- The departments doctors belong to (doctors.department holds one of these ids).
CREATE TABLE departments (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 2 AND 60 AND id NOT GLOB '*[^a-z0-9-]*'),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  starter INTEGER NOT NULL DEFAULT 0 CHECK (starter IN (0, 1)),
  retired_at INTEGER,
  updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX departments_by_name ON departments (lower(name));

-- A vital sign the patient reports: its unit, and the plausible range a reading must fall in (wide: it catches a
-- typing slip, it does not judge the reading), with the decimals a reading may have.
CREATE TABLE vitals (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 2 AND 60 AND id NOT GLOB '*[^a-z0-9-]*'),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  unit TEXT NOT NULL CHECK (length(unit) BETWEEN 1 AND 20),
  min_value REAL NOT NULL,
  max_value REAL NOT NULL,
  decimals INTEGER NOT NULL DEFAULT 0 CHECK (decimals BETWEEN 0 AND 2),
  starter INTEGER NOT NULL DEFAULT 0 CHECK (starter IN (0, 1)),
  retired_at INTEGER,
  updated_at INTEGER NOT NULL,
  CHECK (max_value > min_value)
);
CREATE UNIQUE INDEX vitals_by_name_unit ON vitals (lower(name), unit);

CREATE TABLE symptoms (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 2 AND 60 AND id NOT GLOB '*[^a-z0-9-]*'),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  starter INTEGER NOT NULL DEFAULT 0 CHECK (starter IN (0, 1)),
  retired_at INTEGER,
  updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX symptoms_by_name ON symptoms (lower(name));

-- A medicine by its generic name, form and strength, with its category in the guidelines: 'O' (over the counter,
-- any mode), 'A' (a first consultation by video, or a re-fill), 'B' (an add-on at a follow-up), 'prohibited'
-- (Schedule X, NDPS Act narcotics and psychotropics, anti-cancer drugs: never by tele-consultation).
CREATE TABLE medicines (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 2 AND 60 AND id NOT GLOB '*[^a-z0-9-]*'),
  generic_name TEXT NOT NULL CHECK (length(generic_name) BETWEEN 1 AND 150),
  form TEXT NOT NULL CHECK (form IN (
    'tablet', 'capsule', 'syrup', 'suspension', 'drops', 'cream', 'ointment', 'gel', 'inhaler', 'sachet',
    'lozenge', 'injection'
  )),
  strength TEXT NOT NULL CHECK (length(strength) BETWEEN 1 AND 60),
  category TEXT NOT NULL CHECK (category IN ('O', 'A', 'B', 'prohibited')),
  starter INTEGER NOT NULL DEFAULT 0 CHECK (starter IN (0, 1)),
  retired_at INTEGER,
  updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX medicines_by_name ON medicines (lower(generic_name), form, lower(strength));

-- A slug id stays: records name it.
CREATE TRIGGER specialties_id_stays BEFORE UPDATE OF id ON specialties WHEN NEW.id <> OLD.id
BEGIN
  SELECT RAISE(ABORT, 'master id cannot change');
END;
CREATE TRIGGER departments_id_stays BEFORE UPDATE OF id ON departments WHEN NEW.id <> OLD.id
BEGIN
  SELECT RAISE(ABORT, 'master id cannot change');
END;
CREATE TRIGGER vitals_id_stays BEFORE UPDATE OF id ON vitals WHEN NEW.id <> OLD.id
BEGIN
  SELECT RAISE(ABORT, 'master id cannot change');
END;
CREATE TRIGGER symptoms_id_stays BEFORE UPDATE OF id ON symptoms WHEN NEW.id <> OLD.id
BEGIN
  SELECT RAISE(ABORT, 'master id cannot change');
END;
CREATE TRIGGER medicines_id_stays BEFORE UPDATE OF id ON medicines WHEN NEW.id <> OLD.id
BEGIN
  SELECT RAISE(ABORT, 'master id cannot change');
END;

-- A department a doctor belongs to is retired, never deleted.
CREATE TRIGGER departments_in_use BEFORE DELETE ON departments
WHEN EXISTS (SELECT 1 FROM doctors WHERE department = OLD.id)
BEGIN
  SELECT RAISE(ABORT, 'master row in use: retire it');
END;

-- Consultation records -------------------------------------------------------------------------------------------

CREATE TABLE consultation_records (
  id INTEGER PRIMARY KEY,
  appointment_id INTEGER NOT NULL UNIQUE REFERENCES appointments (id),
  doctor_id TEXT NOT NULL REFERENCES doctors (id),
  -- The earlier consultation with the same doctor this one follows up, if any (List B needs one).
  follow_up_of INTEGER REFERENCES consultation_records (id),
  -- Asked explicitly: the guidelines require the age before a prescription. NULL until the doctor records it.
  patient_age_years INTEGER CHECK (patient_age_years BETWEEN 0 AND 120),
  patient_sex TEXT CHECK (patient_sex IN ('female', 'male', 'other', 'not-stated')),
  symptoms_note TEXT NOT NULL DEFAULT '' CHECK (length(symptoms_note) <= 2000),
  provisional_diagnosis TEXT NOT NULL DEFAULT '' CHECK (length(provisional_diagnosis) <= 1000),
  advice TEXT NOT NULL DEFAULT '' CHECK (length(advice) <= 2000),
  investigations TEXT NOT NULL DEFAULT '' CHECK (length(investigations) <= 1000),
  follow_up_on TEXT CHECK (follow_up_on IS NULL OR follow_up_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CHECK (follow_up_of IS NULL OR follow_up_of <> id)
);
CREATE INDEX consultation_records_by_doctor ON consultation_records (doctor_id, created_at DESC);

-- Written by the appointment's own doctor, while the appointment is in consultation or completed.
CREATE TRIGGER consultation_record_fits_appointment BEFORE INSERT ON consultation_records
WHEN NOT EXISTS (
  SELECT 1 FROM appointments
  WHERE id = NEW.appointment_id AND doctor_id = NEW.doctor_id AND status IN ('in-consultation', 'completed')
)
BEGIN
  SELECT RAISE(ABORT, 'record must be by the appointment''s doctor, in consultation or completed');
END;

-- A follow-up follows an earlier consultation with the same doctor.
CREATE TRIGGER consultation_follow_up_same_doctor BEFORE INSERT ON consultation_records
WHEN NEW.follow_up_of IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM consultation_records WHERE id = NEW.follow_up_of AND doctor_id = NEW.doctor_id
)
BEGIN
  SELECT RAISE(ABORT, 'follow-up must follow a consultation with the same doctor');
END;
CREATE TRIGGER consultation_follow_up_same_doctor_update BEFORE UPDATE OF follow_up_of ON consultation_records
WHEN NEW.follow_up_of IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM consultation_records WHERE id = NEW.follow_up_of AND doctor_id = NEW.doctor_id AND id <> NEW.id
)
BEGIN
  SELECT RAISE(ABORT, 'follow-up must follow a consultation with the same doctor');
END;

-- Symptoms from the master (the free text is symptoms_note).
CREATE TABLE consultation_symptoms (
  record_id INTEGER NOT NULL REFERENCES consultation_records (id),
  symptom_id TEXT NOT NULL REFERENCES symptoms (id),
  PRIMARY KEY (record_id, symptom_id)
);
CREATE INDEX consultation_symptoms_by_symptom ON consultation_symptoms (symptom_id);

-- Vitals the patient reported, with the unit they were read in (the master's unit when written).
CREATE TABLE consultation_vitals (
  record_id INTEGER NOT NULL REFERENCES consultation_records (id),
  vital_id TEXT NOT NULL REFERENCES vitals (id),
  value REAL NOT NULL,
  unit TEXT NOT NULL,
  PRIMARY KEY (record_id, vital_id)
);
CREATE INDEX consultation_vitals_by_vital ON consultation_vitals (vital_id);

CREATE TRIGGER consultation_vital_in_range BEFORE INSERT ON consultation_vitals
WHEN NOT EXISTS (
  SELECT 1 FROM vitals WHERE id = NEW.vital_id AND unit = NEW.unit AND NEW.value BETWEEN min_value AND max_value
)
BEGIN
  SELECT RAISE(ABORT, 'vital outside the master''s range or unit');
END;

CREATE TRIGGER symptoms_in_use BEFORE DELETE ON symptoms
WHEN EXISTS (SELECT 1 FROM consultation_symptoms WHERE symptom_id = OLD.id)
BEGIN
  SELECT RAISE(ABORT, 'master row in use: retire it');
END;
CREATE TRIGGER vitals_in_use BEFORE DELETE ON vitals
WHEN EXISTS (SELECT 1 FROM consultation_vitals WHERE vital_id = OLD.id)
BEGIN
  SELECT RAISE(ABORT, 'master row in use: retire it');
END;

-- Prescriptions --------------------------------------------------------------------------------------------------

CREATE TABLE prescriptions (
  id INTEGER PRIMARY KEY,
  -- What a pharmacist checks at /rx/<number>: RX- and eight letters or digits of Crockford's alphabet.
  number TEXT NOT NULL UNIQUE CHECK (
    length(number) = 11 AND substr(number, 1, 3) = 'RX-' AND substr(number, 4) NOT GLOB '*[^0-9ABCDEFGHJKMNPQRSTVWXYZ]*'
  ),
  record_id INTEGER NOT NULL REFERENCES consultation_records (id),
  -- 'draft' while the doctor writes it; 'issued' once signed, for good. A prescription is superseded when another
  -- issued prescription names it in `supersedes` (derived, so an issued row never changes).
  status TEXT NOT NULL CHECK (status IN ('draft', 'issued')),
  issued_at INTEGER,
  -- The doctor's account id.
  issued_by TEXT,
  supersedes TEXT REFERENCES prescriptions (number),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  CHECK ((status = 'issued') = (issued_at IS NOT NULL)),
  CHECK ((issued_at IS NULL) = (issued_by IS NULL)),
  CHECK (supersedes IS NULL OR supersedes <> number)
);
CREATE INDEX prescriptions_by_record ON prescriptions (record_id, created_at);
-- One draft per record at a time; a prescription is superseded by one other at most.
CREATE UNIQUE INDEX one_draft_per_record ON prescriptions (record_id) WHERE status = 'draft';
CREATE UNIQUE INDEX superseded_once ON prescriptions (supersedes) WHERE supersedes IS NOT NULL;

CREATE TABLE prescription_items (
  id INTEGER PRIMARY KEY,
  prescription_id INTEGER NOT NULL REFERENCES prescriptions (id),
  position INTEGER NOT NULL CHECK (position BETWEEN 1 AND 30),
  medicine_id TEXT NOT NULL REFERENCES medicines (id),
  -- The medicine as written, so an issued prescription reads the same after the master is edited: the generic
  -- name, strength and form ('Paracetamol 500 mg tablet'), and the category the rules checked.
  medicine_text TEXT NOT NULL CHECK (length(medicine_text) BETWEEN 1 AND 250),
  category TEXT NOT NULL CHECK (category IN ('O', 'A', 'B')),
  dose REAL NOT NULL CHECK (dose > 0 AND dose <= 10000),
  dose_unit TEXT NOT NULL CHECK (dose_unit IN (
    'tablet', 'capsule', 'ml', 'mg', 'g', 'mcg', 'IU', 'units', 'drop', 'puff', 'sachet', 'lozenge', 'application'
  )),
  frequency TEXT NOT NULL CHECK (frequency IN ('OD', 'BD', 'TDS', 'QID', 'HS', 'SOS', 'weekly', 'stat')),
  duration_days INTEGER NOT NULL CHECK (duration_days BETWEEN 1 AND 365),
  instructions TEXT NOT NULL DEFAULT '' CHECK (length(instructions) <= 500),
  -- The earlier issued prescription this line re-fills (List A without video needs one).
  refill_of TEXT REFERENCES prescriptions (number),
  UNIQUE (prescription_id, position)
);
CREATE INDEX prescription_items_by_medicine ON prescription_items (medicine_id);

-- A prescription is written as a draft, then issued; it supersedes an issued prescription of the same record.
CREATE TRIGGER prescription_starts_as_draft BEFORE INSERT ON prescriptions WHEN NEW.status <> 'draft'
BEGIN
  SELECT RAISE(ABORT, 'a prescription starts as a draft');
END;
CREATE TRIGGER prescription_supersedes_issued BEFORE INSERT ON prescriptions
WHEN NEW.supersedes IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM prescriptions WHERE number = NEW.supersedes AND status = 'issued' AND record_id = NEW.record_id
)
BEGIN
  SELECT RAISE(ABORT, 'supersedes must name an issued prescription of the same record');
END;

-- Issued means for good: no change, no deletion, of the prescription or its items.
CREATE TRIGGER issued_prescription_unchanged BEFORE UPDATE ON prescriptions WHEN OLD.status = 'issued'
BEGIN
  SELECT RAISE(ABORT, 'issued prescription cannot change');
END;
CREATE TRIGGER issued_prescription_kept BEFORE DELETE ON prescriptions WHEN OLD.status = 'issued'
BEGIN
  SELECT RAISE(ABORT, 'issued prescription cannot change');
END;
CREATE TRIGGER draft_supersedes_unchanged BEFORE UPDATE OF supersedes, record_id, number ON prescriptions
WHEN NEW.supersedes IS NOT OLD.supersedes OR NEW.record_id <> OLD.record_id OR NEW.number <> OLD.number
BEGIN
  SELECT RAISE(ABORT, 'a draft keeps its number, record and what it supersedes');
END;
-- Issuing needs the patient's age and at least one medicine.
CREATE TRIGGER prescription_issue_needs_age BEFORE UPDATE OF status ON prescriptions
WHEN NEW.status = 'issued' AND EXISTS (
  SELECT 1 FROM consultation_records WHERE id = NEW.record_id AND patient_age_years IS NULL
)
BEGIN
  SELECT RAISE(ABORT, 'prescription needs the patient''s age');
END;
CREATE TRIGGER prescription_issue_needs_items BEFORE UPDATE OF status ON prescriptions
WHEN NEW.status = 'issued' AND NOT EXISTS (SELECT 1 FROM prescription_items WHERE prescription_id = NEW.id)
BEGIN
  SELECT RAISE(ABORT, 'prescription needs a medicine');
END;

CREATE TRIGGER issued_items_no_insert BEFORE INSERT ON prescription_items
WHEN EXISTS (SELECT 1 FROM prescriptions WHERE id = NEW.prescription_id AND status = 'issued')
BEGIN
  SELECT RAISE(ABORT, 'issued prescription cannot change');
END;
CREATE TRIGGER issued_items_no_update BEFORE UPDATE ON prescription_items
WHEN EXISTS (SELECT 1 FROM prescriptions WHERE id IN (OLD.prescription_id, NEW.prescription_id) AND status = 'issued')
BEGIN
  SELECT RAISE(ABORT, 'issued prescription cannot change');
END;
CREATE TRIGGER issued_items_no_delete BEFORE DELETE ON prescription_items
WHEN EXISTS (SELECT 1 FROM prescriptions WHERE id = OLD.prescription_id AND status = 'issued')
BEGIN
  SELECT RAISE(ABORT, 'issued prescription cannot change');
END;

-- Never a prohibited or retired medicine on a new line; a re-fill names an issued prescription of that medicine.
CREATE TRIGGER prescription_item_medicine_allowed BEFORE INSERT ON prescription_items
WHEN NOT EXISTS (
  SELECT 1 FROM medicines WHERE id = NEW.medicine_id AND category <> 'prohibited' AND retired_at IS NULL
)
BEGIN
  SELECT RAISE(ABORT, 'medicine prohibited or retired');
END;
CREATE TRIGGER prescription_item_medicine_allowed_update BEFORE UPDATE OF medicine_id ON prescription_items
WHEN NOT EXISTS (
  SELECT 1 FROM medicines WHERE id = NEW.medicine_id AND category <> 'prohibited' AND retired_at IS NULL
)
BEGIN
  SELECT RAISE(ABORT, 'medicine prohibited or retired');
END;
CREATE TRIGGER prescription_item_refill_of_issued BEFORE INSERT ON prescription_items
WHEN NEW.refill_of IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM prescriptions p JOIN prescription_items i ON i.prescription_id = p.id
  WHERE p.number = NEW.refill_of AND p.status = 'issued' AND i.medicine_id = NEW.medicine_id
)
BEGIN
  SELECT RAISE(ABORT, 'a re-fill names an issued prescription of the same medicine');
END;

CREATE TRIGGER medicines_in_use BEFORE DELETE ON medicines
WHEN EXISTS (SELECT 1 FROM prescription_items WHERE medicine_id = OLD.id)
BEGIN
  SELECT RAISE(ABORT, 'master row in use: retire it');
END;

-- Once a prescription of a record is issued, the record (its clinical fields, symptoms and vitals) stays as issued.
CREATE TRIGGER issued_record_unchanged BEFORE UPDATE ON consultation_records
WHEN EXISTS (SELECT 1 FROM prescriptions WHERE record_id = OLD.id AND status = 'issued')
BEGIN
  SELECT RAISE(ABORT, 'record cannot change after a prescription is issued');
END;
CREATE TRIGGER issued_record_kept BEFORE DELETE ON consultation_records
WHEN EXISTS (SELECT 1 FROM prescriptions WHERE record_id = OLD.id AND status = 'issued')
BEGIN
  SELECT RAISE(ABORT, 'record cannot change after a prescription is issued');
END;
CREATE TRIGGER issued_record_symptoms_no_insert BEFORE INSERT ON consultation_symptoms
WHEN EXISTS (SELECT 1 FROM prescriptions WHERE record_id = NEW.record_id AND status = 'issued')
BEGIN
  SELECT RAISE(ABORT, 'record cannot change after a prescription is issued');
END;
CREATE TRIGGER issued_record_symptoms_no_delete BEFORE DELETE ON consultation_symptoms
WHEN EXISTS (SELECT 1 FROM prescriptions WHERE record_id = OLD.record_id AND status = 'issued')
BEGIN
  SELECT RAISE(ABORT, 'record cannot change after a prescription is issued');
END;
CREATE TRIGGER issued_record_symptoms_no_update BEFORE UPDATE ON consultation_symptoms
WHEN EXISTS (SELECT 1 FROM prescriptions WHERE record_id IN (OLD.record_id, NEW.record_id) AND status = 'issued')
BEGIN
  SELECT RAISE(ABORT, 'record cannot change after a prescription is issued');
END;
CREATE TRIGGER issued_record_vitals_no_insert BEFORE INSERT ON consultation_vitals
WHEN EXISTS (SELECT 1 FROM prescriptions WHERE record_id = NEW.record_id AND status = 'issued')
BEGIN
  SELECT RAISE(ABORT, 'record cannot change after a prescription is issued');
END;
CREATE TRIGGER issued_record_vitals_no_delete BEFORE DELETE ON consultation_vitals
WHEN EXISTS (SELECT 1 FROM prescriptions WHERE record_id = OLD.record_id AND status = 'issued')
BEGIN
  SELECT RAISE(ABORT, 'record cannot change after a prescription is issued');
END;
CREATE TRIGGER issued_record_vitals_no_update BEFORE UPDATE ON consultation_vitals
WHEN EXISTS (SELECT 1 FROM prescriptions WHERE record_id IN (OLD.record_id, NEW.record_id) AND status = 'issued')
BEGIN
  SELECT RAISE(ABORT, 'record cannot change after a prescription is issued');
END;

-- Medical-record access log (DPDP Act 2023) ----------------------------------------------------------------------
-- Every read, print or verification of a record or prescription: who, in what role, when, which. Append-only.
-- actor_id is an account id, or 'public' for an anonymous check at /rx/<number>.
CREATE TABLE medical_record_access (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  actor_id TEXT NOT NULL,
  actor_email TEXT,
  actor_role TEXT NOT NULL CHECK (actor_role IN ('patient', 'doctor', 'admin', 'public')),
  record_id INTEGER REFERENCES consultation_records (id),
  prescription_number TEXT,
  action TEXT NOT NULL CHECK (action IN ('read', 'print', 'verify')),
  CHECK (record_id IS NOT NULL OR prescription_number IS NOT NULL)
);
CREATE INDEX medical_record_access_by_record ON medical_record_access (record_id, at DESC);
CREATE INDEX medical_record_access_by_time ON medical_record_access (at DESC);
CREATE INDEX medical_record_access_by_actor ON medical_record_access (actor_id, at DESC);

CREATE TRIGGER medical_record_access_append_only BEFORE UPDATE ON medical_record_access
BEGIN
  SELECT RAISE(ABORT, 'access log is append-only');
END;
CREATE TRIGGER medical_record_access_kept BEFORE DELETE ON medical_record_access
BEGIN
  SELECT RAISE(ABORT, 'access log is append-only');
END;

-- Starter sets ---------------------------------------------------------------------------------------------------
-- STARTER SETS TO REVIEW: the rows below (starter = 1) are a starting point written for an Indian tele-consultation
-- practice, not a clinical decision. The clinical lead reviews each list in /admin/masters before launch: edits,
-- retires or adds rows there. Medicine categories follow the Telemedicine Practice Guidelines 2020 (Annexure on
-- medicine lists): List O the over-the-counter medicines it names (paracetamol, ORS, antacids, lozenges, cough and
-- cold combinations, zinc, iron and folic acid, vitamin D, calcium); List A medicines diagnosed by video (an
-- antifungal for tinea, ciprofloxacin eye drops) and re-fills for chronic diseases (diabetes, hypertension,
-- asthma); List B add-ons that optimise an existing condition at a follow-up (its example: enalapril added to
-- atenolol); prohibited: Schedule X, NDPS Act narcotics and psychotropics, and anti-cancer drugs (its examples:
-- morphine, codeine). Ids are slugs that stay. Safe on a database that already has rows: a taken id is left as is.

INSERT INTO departments (id, name, starter, updated_at)
SELECT value ->> 0, value ->> 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
FROM json_each('[
  ["general-physician", "General Physician"],
  ["diabetes-care", "Diabetes Care"],
  ["oncology", "Oncology"],
  ["cancer-second-opinion", "Cancer Second Opinion"],
  ["cancer-advisory-plan", "Cancer Advisory Plan"],
  ["paediatrics", "Paediatrics"],
  ["obstetrics-gynaecology", "Obstetrics & Gynaecology"],
  ["dermatology", "Dermatology"],
  ["cardiology", "Cardiology"],
  ["psychiatry", "Psychiatry"]
]')
WHERE true
ON CONFLICT (id) DO NOTHING;

INSERT INTO specialties (id, name, starter, updated_at)
SELECT value ->> 0, value ->> 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
FROM json_each('[
  ["general-medicine", "General Medicine"],
  ["internal-medicine", "Internal Medicine"],
  ["diabetology", "Diabetology"],
  ["endocrinology", "Endocrinology"],
  ["medical-oncology", "Medical Oncology"],
  ["radiation-oncology", "Radiation Oncology"],
  ["surgical-oncology", "Surgical Oncology"],
  ["paediatrics", "Paediatrics"],
  ["obstetrics-gynaecology", "Obstetrics & Gynaecology"],
  ["dermatology", "Dermatology"],
  ["cardiology", "Cardiology"],
  ["psychiatry", "Psychiatry"]
]')
WHERE true
ON CONFLICT (id) DO NOTHING;

-- Ranges are plausible readings (a typing slip is refused), not normal ranges.
INSERT INTO vitals (id, name, unit, min_value, max_value, decimals, starter, updated_at)
SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, 1,
  CAST(strftime('%s', 'now') AS INTEGER) * 1000
FROM json_each('[
  ["bp-systolic", "Blood pressure (systolic)", "mmHg", 60, 260, 0],
  ["bp-diastolic", "Blood pressure (diastolic)", "mmHg", 30, 160, 0],
  ["pulse", "Pulse", "/min", 30, 220, 0],
  ["spo2", "Oxygen saturation (SpO2)", "%", 50, 100, 0],
  ["temperature-c", "Temperature", "°C", 32, 43, 1],
  ["temperature-f", "Temperature", "°F", 90, 109.4, 1],
  ["respiratory-rate", "Respiratory rate", "/min", 5, 60, 0],
  ["weight", "Weight", "kg", 0.5, 300, 1],
  ["height", "Height", "cm", 30, 250, 0],
  ["sugar-fasting", "Blood sugar (fasting)", "mg/dL", 20, 600, 0],
  ["sugar-random", "Blood sugar (random)", "mg/dL", 20, 800, 0]
]')
WHERE true
ON CONFLICT (id) DO NOTHING;

INSERT INTO symptoms (id, name, starter, updated_at)
SELECT value ->> 0, value ->> 1, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
FROM json_each('[
  ["fever", "Fever"],
  ["dry-cough", "Dry cough"],
  ["cough-with-phlegm", "Cough with phlegm"],
  ["runny-nose", "Runny or blocked nose"],
  ["sore-throat", "Sore throat"],
  ["headache", "Headache"],
  ["body-ache", "Body ache"],
  ["tiredness", "Tiredness"],
  ["breathlessness", "Breathlessness"],
  ["chest-pain", "Chest pain"],
  ["palpitations", "Palpitations"],
  ["dizziness", "Dizziness"],
  ["nausea", "Nausea"],
  ["vomiting", "Vomiting"],
  ["loose-motions", "Loose motions (diarrhoea)"],
  ["constipation", "Constipation"],
  ["stomach-pain", "Stomach pain"],
  ["acidity", "Acidity or heartburn"],
  ["loss-of-appetite", "Loss of appetite"],
  ["burning-urination", "Burning while passing urine"],
  ["frequent-urination", "Passing urine often"],
  ["excessive-thirst", "Excessive thirst"],
  ["weight-loss", "Weight loss without trying"],
  ["tingling-feet", "Tingling or numbness in the feet"],
  ["blurred-vision", "Blurred vision"],
  ["joint-pain", "Joint pain"],
  ["back-pain", "Back pain"],
  ["skin-rash", "Skin rash"],
  ["itching", "Itching"],
  ["poor-sleep", "Poor sleep"]
]')
WHERE true
ON CONFLICT (id) DO NOTHING;

INSERT INTO medicines (id, generic_name, form, strength, category, starter, updated_at)
SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000
FROM json_each('[
  ["paracetamol-500-tablet", "Paracetamol", "tablet", "500 mg", "O"],
  ["paracetamol-250-suspension", "Paracetamol", "suspension", "250 mg/5 ml", "O"],
  ["ors-who-sachet", "Oral rehydration salts (WHO formula)", "sachet", "20.5 g", "O"],
  ["antacid-suspension", "Aluminium hydroxide + Magnesium hydroxide", "suspension", "250 mg + 250 mg/5 ml", "O"],
  ["cetirizine-10-tablet", "Cetirizine", "tablet", "10 mg", "O"],
  ["ambroxol-30-syrup", "Ambroxol", "syrup", "30 mg/5 ml", "O"],
  ["dextromethorphan-10-syrup", "Dextromethorphan", "syrup", "10 mg/5 ml", "O"],
  ["throat-lozenge", "Amylmetacresol + Dichlorobenzyl alcohol", "lozenge", "0.6 mg + 1.2 mg", "O"],
  ["zinc-20-syrup", "Zinc sulphate", "syrup", "20 mg/5 ml", "O"],
  ["iron-folic-acid-tablet", "Ferrous sulphate + Folic acid", "tablet", "100 mg iron + 0.5 mg", "O"],
  ["cholecalciferol-60000-sachet", "Cholecalciferol (vitamin D3)", "sachet", "60000 IU", "O"],
  ["calcium-carbonate-500-tablet", "Calcium carbonate", "tablet", "500 mg calcium", "O"],
  ["clotrimazole-1-cream", "Clotrimazole", "cream", "1%", "A"],
  ["ciprofloxacin-0-3-eye-drops", "Ciprofloxacin (eye drops)", "drops", "0.3%", "A"],
  ["amoxicillin-500-capsule", "Amoxicillin", "capsule", "500 mg", "A"],
  ["azithromycin-500-tablet", "Azithromycin", "tablet", "500 mg", "A"],
  ["pantoprazole-40-tablet", "Pantoprazole", "tablet", "40 mg", "A"],
  ["metformin-500-tablet", "Metformin", "tablet", "500 mg", "A"],
  ["glimepiride-1-tablet", "Glimepiride", "tablet", "1 mg", "A"],
  ["amlodipine-5-tablet", "Amlodipine", "tablet", "5 mg", "A"],
  ["telmisartan-40-tablet", "Telmisartan", "tablet", "40 mg", "A"],
  ["atenolol-50-tablet", "Atenolol", "tablet", "50 mg", "A"],
  ["atorvastatin-10-tablet", "Atorvastatin", "tablet", "10 mg", "A"],
  ["levothyroxine-50-tablet", "Levothyroxine", "tablet", "50 mcg", "A"],
  ["salbutamol-100-inhaler", "Salbutamol", "inhaler", "100 mcg/puff", "A"],
  ["enalapril-5-tablet", "Enalapril", "tablet", "5 mg", "B"],
  ["hydrochlorothiazide-12-5-tablet", "Hydrochlorothiazide", "tablet", "12.5 mg", "B"],
  ["sitagliptin-100-tablet", "Sitagliptin", "tablet", "100 mg", "B"],
  ["dapagliflozin-10-tablet", "Dapagliflozin", "tablet", "10 mg", "B"],
  ["metoprolol-25-tablet", "Metoprolol succinate", "tablet", "25 mg", "B"],
  ["morphine-10-tablet", "Morphine", "tablet", "10 mg", "prohibited"],
  ["codeine-chlorpheniramine-syrup", "Codeine phosphate + Chlorpheniramine", "syrup", "10 mg + 4 mg/5 ml", "prohibited"],
  ["tramadol-50-capsule", "Tramadol", "capsule", "50 mg", "prohibited"],
  ["alprazolam-0-25-tablet", "Alprazolam", "tablet", "0.25 mg", "prohibited"],
  ["clonazepam-0-5-tablet", "Clonazepam", "tablet", "0.5 mg", "prohibited"],
  ["capecitabine-500-tablet", "Capecitabine", "tablet", "500 mg", "prohibited"]
]')
WHERE true
ON CONFLICT (id) DO NOTHING;
