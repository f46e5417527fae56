// One visitor form, received: stored and acknowledged (JSON for an island, a redirect with the reference for a plain
// form post), or refused with its problems (JSON, or the form's page again with what was typed).
import type { Context } from 'hono';
import type { Locale } from '../../../shared/i18n/locales';
import type { FlashCode } from '../../../shared/messages';
import type { RequestKind } from '../../../shared/requests/kinds';
import type { RequestReply } from '../../../shared/requests/protocol';
import type { AppEnv } from '../../env';
import { redirectWithFlash } from '../../http/flash';
import { wantsJson } from '../../http/replies';
import type { FormState } from './form-state';
import { receiveRequest } from './intake';

export interface Outcome {
  /** The message shown after the redirect. */
  flash: FlashCode;
  /** Where a plain form post goes once the request is stored. */
  next: string;
  /** The form's page again, for a refused plain form post. */
  again: (form: FormState) => Response | Promise<Response>;
}

export async function takeRequest(
  c: Context<AppEnv>,
  kind: RequestKind,
  locale: Locale,
  outcome: Outcome,
): Promise<Response> {
  const intake = await receiveRequest(c, kind, locale);
  c.header('Cache-Control', 'no-store');
  if (wantsJson(c)) {
    const reply: RequestReply = intake.ok
      ? { ok: true, reference: intake.reference }
      : { ok: false, problems: intake.problems, message: intake.message };
    return c.json(reply, intake.ok ? 200 : intake.status);
  }
  if (intake.ok) return redirectWithFlash(c, outcome.next, outcome.flash, intake.reference);
  c.status(intake.status);
  return outcome.again({ values: intake.form, problems: intake.problems, message: intake.message });
}
