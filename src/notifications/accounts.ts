// Messages about accounts. A doctor sign-up waits for an admin's approval, so every coordinator hears of it: who
// signed up and a link to the Users → Doctors screen, never a password or a token. Written once per account (a
// second sign-up with the same unconfirmed address resends the auth server's mail, not this one); the caller hands
// the ids to the queue.
import type { Bindings } from '../env';
import { loadNotificationConfig } from '../mail-config';
import type { DoctorSignupFacts } from './events';

const EVENT = 'account.doctor-signup';

/** Writes the coordinators' messages about a doctor sign-up; returns the ids written (to hand to the queue). */
export async function queueDoctorSignup(env: Bindings, facts: DoctorSignupFacts, now: number): Promise<string[]> {
  const db = env.DB;
  if (!db) return [];
  const loaded = loadNotificationConfig(env);
  if (!loaded.ok) console.error(`notifications: configuration is not valid (${loaded.problems.join('; ')})`);
  const coordinators = loaded.ok ? loaded.config.coordinators : [];
  if (coordinators.length === 0) return [];
  const ids = coordinators.map(() => crypto.randomUUID());
  const payload = JSON.stringify(facts);
  const results = await db.batch(
    coordinators.map((recipient, index) =>
      db
        .prepare(
          `INSERT INTO notifications (id, event, reference, recipient, locale, payload, created_at)
           SELECT ?1, ?2, NULL, ?3, 'en', ?4, ?5 WHERE NOT EXISTS (
             SELECT 1 FROM notifications WHERE event = ?2 AND recipient = ?3
               AND json_extract(payload, '$.accountId') = ?6)`,
        )
        .bind(ids[index], EVENT, recipient, payload, now, facts.accountId),
    ),
  );
  return ids.filter((_, index) => (results[index]?.meta.changes ?? 0) > 0);
}
