// A doctor's request to change their working hours, told to every coordinator: the outbox rows written in the same
// D1 batch as the request (the appointments core takes them as `alongside` statements, once the request's reference
// is drawn), then handed to the queue once that batch committed:
//   const outbox = hoursRequestOutbox(c.env, { doctorId, doctorName }, now);
//   await askHoursChange(db, { ..., alongside: outbox.alongside });
//   c.executionCtx.waitUntil(handOver(c.env, outbox.ids(), now));
// The mail names the doctor and links to their calendar in the admin; the doctor's own words stay in the admin (a
// doctor may write about a patient there, and mail is not the place for it).
import type { Bindings } from '../env';
import { loadNotificationConfig } from '../mail-config';
import type { OutboxCondition } from './condition';
import type { HoursRequestFacts } from './events';

export const HOURS_EVENT = 'hours.change-requested';

export interface HoursRequestOutbox {
  /** The rows, each written only while `stored` (the appointments area's condition: the request was stored) holds. */
  alongside: (db: D1Database, reference: string, stored: OutboxCondition) => D1PreparedStatement[];
  ids: () => string[];
}

export function hoursRequestOutbox(
  env: Bindings,
  doctor: { doctorId: string; doctorName: string },
  now: number,
): HoursRequestOutbox {
  const loaded = loadNotificationConfig(env);
  if (!loaded.ok) console.error(`notifications: configuration is not valid (${loaded.problems.join('; ')})`);
  const coordinators = loaded.ok ? loaded.config.coordinators : [];
  let ids: string[] = [];
  return {
    alongside: (db, reference, stored) => {
      const facts: HoursRequestFacts = { reference, ...doctor, requestedAt: now };
      ids = coordinators.map(() => crypto.randomUUID());
      return coordinators.map((recipient, index) =>
        db
          .prepare(
            `INSERT INTO notifications (id, event, reference, recipient, locale, payload, created_at)
             SELECT ?1, ?2, ?3, ?4, 'en', ?5, ?6
             WHERE ${stored.onlyIf}`,
          )
          .bind(ids[index], HOURS_EVENT, reference, recipient, JSON.stringify(facts), now, ...(stored.params ?? [])),
      );
    },
    ids: () => ids,
  };
}
