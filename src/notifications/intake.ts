// Where a new request meets the outbox: the notification rows to write in the request's own D1 batch, and the ids
// to hand to the queue once that batch has committed.
import type { RequestKind } from '../../shared/requests/kinds';
import type { Bindings } from '../env';
import { loadNotificationConfig } from '../mail-config';
import type { OutboxCondition } from './condition';
import { notificationsForRequest, requestFacts } from './events';
import { outboxStatements } from './store';

export interface RequestOutbox {
  /**
   * For the request store: the statements to run beside the request's INSERT, once its reference is drawn, each
   * written only while `stored` holds.
   */
  alongside: (db: D1Database, reference: string, stored: OutboxCondition) => D1PreparedStatement[];
  /** The ids written by the last call of `alongside` (the one whose reference was stored). */
  ids: () => string[];
}

export function requestOutbox(
  env: Bindings,
  request: { kind: RequestKind; locale: string; values: Readonly<Record<string, string>>; now: number },
): RequestOutbox {
  const loaded = loadNotificationConfig(env);
  if (!loaded.ok) console.error(`notifications: configuration is not valid (${loaded.problems.join('; ')})`);
  const coordinators = loaded.ok ? loaded.config.coordinators : [];
  let ids: string[] = [];
  return {
    alongside: (db, reference, stored) => {
      const facts = requestFacts({ ...request, reference, receivedAt: request.now });
      const written = outboxStatements(
        db,
        reference,
        notificationsForRequest(facts, coordinators),
        request.now,
        stored,
      );
      ids = written.ids;
      return written.statements;
    },
    ids: () => ids,
  };
}
