// Receiving a request form: read it, refuse robots and floods, validate, and store it (src/requests) before anything
// says it was received. The routes turn the outcome into JSON for an island or a page for a plain form post.
import type { Context } from 'hono';
import {
  HONEYPOT_FIELD,
  TOKEN_FIELD,
  validateRequest,
  type FieldProblem,
  type RequestKind,
} from '../../../shared/requests/kinds';
import type { Locale } from '../../../shared/i18n/locales';
import { postingAccount } from '../../auth';
import type { AppEnv } from '../../env';
import { inBackground } from '../../http/background';
import { readFormFields } from '../../http/form';
import { refusalText } from '../../http/refusals';
import { withinRateLimit } from '../../http/rate-limit';
import { storeRequest } from '../../requests';

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
  // Sent while signed in: the request is linked to the account (read only when a session cookie came with it).
  const account = await postingAccount(c);
  try {
    const stored = await storeRequest(c.env, db, {
      kind,
      locale,
      values: checked.values as Record<string, string>,
      token: (form[TOKEN_FIELD] ?? '').slice(0, 100),
      accountId: account?.id ?? null,
      now: Date.now(),
    });
    if (!stored.duplicate) inBackground(c, stored.handOver());
    return { ok: true, reference: stored.reference, form };
  } catch (error) {
    console.error('requests: could not store a request', error);
    return { ok: false, status: 503, form, message: refusalText('storeUnavailable', locale) };
  }
}
