// Receiving a request form: read it, refuse robots and floods, validate, and store it before anything says it was
// received. The routes turn the outcome into JSON for an island or a page for a plain form post.
import type { Context } from 'hono';
import {
  HONEYPOT_FIELD,
  REQUEST_KINDS,
  TOKEN_FIELD,
  validateRequest,
  type FieldProblem,
  type RequestKind,
} from '../../shared/requests/kinds';
import type { Locale } from '../../shared/i18n/locales';
import { postingAccount } from '../auth';
import type { AppEnv } from '../env';
import { inBackground } from '../http/background';
import { dedupeKey } from '../http/dedupe';
import { readFormFields } from '../http/form';
import { refusalText } from '../http/refusals';
import { withinRateLimit } from '../http/rate-limit';
import { handOver, requestOutbox } from '../notifications';
import { insertRequest } from './store';

export type Intake =
  | { ok: true; reference: string; form: Record<string, string> }
  | {
      ok: false;
      status: 400 | 415 | 422 | 429 | 503;
      form: Record<string, string>;
      problems?: Record<string, FieldProblem>;
      message?: string;
    };

export async function receiveRequest(c: Context<AppEnv>, kind: RequestKind, locale: Locale): Promise<Intake> {
  const read = await readFormFields(c.req, { once: true });
  if (!read.ok) return { ok: false, status: read.status, form: {}, message: refusalText(read.refusal, locale) };
  const form = read.fields;
  if ((form[HONEYPOT_FIELD] ?? '') !== '')
    return { ok: false, status: 400, form, message: refusalText('robot', locale) };
  const checked = validateRequest(kind, (field) => form[field]);
  if (!checked.ok) return { ok: false, status: 422, form, problems: checked.problems as Record<string, FieldProblem> };
  if (!(await withinRateLimit(c, 'request', null, 'REQUEST_RATE_LIMITER')))
    return { ok: false, status: 429, form, message: refusalText('tooManyRequests', locale) };
  const db = c.env?.DB;
  if (!db) {
    console.error('requests: no DB binding; nothing can be stored');
    return { ok: false, status: 503, form, message: refusalText('storeUnavailable', locale) };
  }
  const values = checked.values as Record<string, string>;
  // Sent while signed in: the request is linked to the account (read only when a session cookie came with it).
  const account = await postingAccount(c);
  const now = Date.now();
  // The notification rows commit with the request; the queue hears of them after the answer has gone.
  const outbox = requestOutbox(c.env, { kind, locale, values, now });
  try {
    const { reference, duplicate } = await insertRequest(db, {
      kind,
      locale,
      values,
      consentVersion: REQUEST_KINDS[kind].consentVersion,
      dedupeKey: await dedupeKey(kind, (form[TOKEN_FIELD] ?? '').slice(0, 100), values),
      now,
      accountId: account?.id ?? null,
      alongside: (reference, stored) => outbox.alongside(db, reference, stored),
    });
    if (!duplicate) inBackground(c, handOver(c.env, outbox.ids(), Date.now()));
    return { ok: true, reference, form };
  } catch (error) {
    console.error('requests: could not store a request', error);
    return { ok: false, status: 503, form, message: refusalText('storeUnavailable', locale) };
  }
}
