-- The order vitals are listed in wherever they are shown (the doctor's record form, the patient's Records, the printed
-- prescription, the admin's Vitals master): the order a doctor reads them, blood pressure systolic before diastolic,
-- not alphabetical (which put diastolic first) nor by id. Lower first; rows with the same number by name. An admin
-- sets it on the Vitals master. The starter set gets the order it was seeded in (migration 0008), in steps of ten
-- so a new vital can go between two; any other vital comes after them.
ALTER TABLE vitals ADD COLUMN display_order INTEGER NOT NULL DEFAULT 1000 CHECK (display_order BETWEEN 0 AND 9999);

UPDATE vitals SET display_order = CASE id
  WHEN 'bp-systolic' THEN 10
  WHEN 'bp-diastolic' THEN 20
  WHEN 'pulse' THEN 30
  WHEN 'spo2' THEN 40
  WHEN 'temperature-c' THEN 50
  WHEN 'temperature-f' THEN 60
  WHEN 'respiratory-rate' THEN 70
  WHEN 'weight' THEN 80
  WHEN 'height' THEN 90
  WHEN 'sugar-fasting' THEN 100
  WHEN 'sugar-random' THEN 110
  ELSE display_order
END;
