-- Issue 38: the sample doctors' fees and consultation lengths agree with the published plans
-- (src/content/plans/facts.ts), which Pricing shows: General Physician ₹499 for 20 minutes, Diabetes Care ₹599 for
-- 30 minutes, a cancer second opinion ₹999 for 45 minutes. The seed (0005) had Dr. Arjun Mehta at ₹499 for 30 minutes
-- under Diabetes Care, and Dr. Priya Raman, a diabetologist, at ₹599 for 20 minutes under General Physician. Their
-- fees were the plans' own; their departments and lengths were swapped. Dr. Mehta (diabetologist and general
-- physician) is now listed under General Physician for 20 minutes, Dr. Raman under Diabetes Care for 30 minutes.
--
-- Only a sample record still exactly as seeded is changed: a provider's edit is left as it is. Their weeks stay;
-- slots follow the new lengths, and a booking made before keeps its own start and end.

UPDATE doctors SET department = 'general-physician', minutes = 20, updated_at = CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE id = 'arjun-mehta' AND sample = 1 AND department = 'diabetes-care' AND minutes = 30 AND fee = 49900;

UPDATE doctors SET department = 'diabetes-care', minutes = 30, updated_at = CAST(strftime('%s', 'now') AS INTEGER) * 1000
WHERE id = 'priya-raman' AND sample = 1 AND department = 'general-physician' AND minutes = 20 AND fee = 59900;
