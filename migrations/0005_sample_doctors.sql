-- The three sample doctors of SPEC.md section 3 as doctor records, still marked as samples (sample = 1: each card says
-- so and a launch check refuses them), with a week of working hours in India time each. The same values are the
-- dev fallback in src/content/doctors/facts.ts (tests/worker/doctors.test.ts holds the two equal). The provider
-- replaces or deactivates them from the admin. Fees are paise; languages ISO 639-1 codes; the department an id of
-- src/content/doctors/facts.ts; times of day minutes after midnight in India time; weekday 0 Sunday ... 6 Saturday.
-- A consultation lasts what the doctor's department page says a visit lasts: diabetes care 30 minutes, general
-- physician 20, a cancer second opinion 45.
--
-- Safe on a database that already has rows: a doctor whose id is taken is left as it is, and a week is added only to
-- a sample doctor that has none.

INSERT INTO doctors (id, name, specialization, department, qualifications, registration_number, council, languages,
  fee, minutes, meeting_link, active, account_id, sample, updated_at, experience_years, rating, words_hi)
VALUES
  ('arjun-mehta', 'Dr. Arjun Mehta', 'Diabetologist & General Physician', 'diabetes-care',
    'MBBS, MD (Internal Medicine), Fellowship in Diabetology', 'SAMPLE-GMC-0001', 'Gujarat Medical Council',
    '["en","hi","gu"]', 49900, 30, NULL, 1, NULL, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000, 10, 4.8,
    '{"name":"डॉ. अर्जुन मेहता","specialization":"डायबिटीज़ विशेषज्ञ (डायबेटोलॉजिस्ट) और जनरल फ़िज़िशियन","qualifications":"MBBS, MD (इंटरनल मेडिसिन), डायबेटोलॉजी में फ़ेलोशिप","council":"गुजरात मेडिकल काउंसिल"}'),
  ('priya-raman', 'Dr. Priya Raman', 'Diabetologist', 'general-physician',
    'MBBS, MD (General Medicine), PG Diploma in Diabetology', 'SAMPLE-TNMC-0002', 'Tamil Nadu Medical Council',
    '["en","ta","hi"]', 59900, 20, NULL, 1, NULL, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000, 8, 4.7,
    '{"name":"डॉ. प्रिया रमन","specialization":"डायबिटीज़ विशेषज्ञ (डायबेटोलॉजिस्ट)","qualifications":"MBBS, MD (जनरल मेडिसिन), डायबेटोलॉजी में PG डिप्लोमा","council":"तमिलनाडु मेडिकल काउंसिल"}'),
  ('kavya-iyer', 'Dr. Kavya Iyer', 'Oncology Specialist', 'oncology',
    'MBBS, MD (Radiation Oncology), DNB (Medical Oncology)', 'SAMPLE-KMC-0003', 'Karnataka Medical Council',
    '["en","ta","ml"]', 99900, 45, NULL, 1, NULL, 1, CAST(strftime('%s', 'now') AS INTEGER) * 1000, 4, 4.9,
    '{"name":"डॉ. काव्या अय्यर","specialization":"कैंसर विशेषज्ञ (ऑन्कोलॉजिस्ट)","qualifications":"MBBS, MD (रेडिएशन ऑन्कोलॉजी), DNB (मेडिकल ऑन्कोलॉजी)","council":"कर्नाटक मेडिकल काउंसिल"}')
ON CONFLICT (id) DO NOTHING;

-- Each week: (doctor, kind, weekdays, start, end). Monday to Saturday with a lunch break; Sunday off.
--   Dr. Arjun Mehta: 10:00-18:00, lunch 13:00-14:00; evenings Mon, Wed, Fri 19:00-21:00 (after-work follow-ups).
--   Dr. Priya Raman: Mon-Fri 09:00-17:00, lunch 13:00-14:00; Sat 09:00-13:00; evenings Tue, Thu 18:00-20:00.
--   Dr. Kavya Iyer: 10:00-17:30, lunch 13:00-13:45 (her 45-minute slots fit around it).
INSERT INTO doctor_week (doctor_id, kind, weekday, start_minute, end_minute)
SELECT week.value ->> 0, week.value ->> 1, days.value, week.value ->> 3, week.value ->> 4
FROM json_each('[
  ["arjun-mehta", "hours", [1, 2, 3, 4, 5, 6], 600, 1080],
  ["arjun-mehta", "break", [1, 2, 3, 4, 5, 6], 780, 840],
  ["arjun-mehta", "hours", [1, 3, 5], 1140, 1260],
  ["priya-raman", "hours", [1, 2, 3, 4, 5], 540, 1020],
  ["priya-raman", "break", [1, 2, 3, 4, 5], 780, 840],
  ["priya-raman", "hours", [6], 540, 780],
  ["priya-raman", "hours", [2, 4], 1080, 1200],
  ["kavya-iyer", "hours", [1, 2, 3, 4, 5, 6], 600, 1050],
  ["kavya-iyer", "break", [1, 2, 3, 4, 5, 6], 780, 825]
]') AS week, json_each(week.value -> 2) AS days
WHERE EXISTS (SELECT 1 FROM doctors WHERE doctors.id = week.value ->> 0 AND doctors.sample = 1)
  AND NOT EXISTS (SELECT 1 FROM doctor_week WHERE doctor_week.doctor_id = week.value ->> 0);
