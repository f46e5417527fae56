// A visitor's request, validated by the form that received it, stored with its messages: the request's row and the
// coordinators' notification rows in one D1 batch (both or neither; a duplicate of a form already sent writes
// neither), and the queue told of the messages only once that batch has committed. The form's page (src/site)
// reads the post, checks it and turns the outcome into its answer.
import { REQUEST_KINDS, type RequestKind } from '../../shared/requests/kinds';
import type { Locale } from '../../shared/i18n/locales';
import type { Bindings } from '../env';
import { dedupeKey } from '../http/dedupe';
import { handOver, requestOutbox } from '../notifications';
import { insertRequest } from './store';

export interface NewRequest {
  kind: RequestKind;
  locale: Locale;
  /** The form's values as its kind's rules checked them. */
  values: Record<string, string>;
  /** The form's one-time token: the same form sent twice stores one request. */
  token: string;
  /** The signed-in account that sent it, if any. */
  accountId: string | null;
  now: number;
}

export interface StoredRequestOutcome {
  reference: string;
  /** The form had been stored before: nothing was written now. */
  duplicate: boolean;
  /** Hands the new messages to the queue (nothing for a duplicate); run it after the answer. */
  handOver: () => Promise<boolean>;
}

/** Stores a request and its messages in one batch; throws when D1 fails (nothing stored). */
export async function storeRequest(env: Bindings, db: D1Database, request: NewRequest): Promise<StoredRequestOutcome> {
  const { kind, locale, values, now } = request;
  // The notification rows commit with the request; the queue hears of them after the answer has gone.
  const outbox = requestOutbox(env, { kind, locale, values, now });
  const { reference, duplicate } = await insertRequest(db, {
    kind,
    locale,
    values,
    consentVersion: REQUEST_KINDS[kind].consentVersion,
    dedupeKey: await dedupeKey(kind, request.token, values),
    now,
    accountId: request.accountId,
    alongside: (reference, stored) => outbox.alongside(db, reference, stored),
  });
  return {
    reference,
    duplicate,
    handOver: () => (duplicate ? Promise.resolve(true) : handOver(env, outbox.ids(), Date.now())),
  };
}
