// How the sign-in endpoints answer: JSON for an island's fetch, a 303 with a flash message or the page again with
// its error for a plain form post.
import type { Context } from 'hono';
import { AUTH_JSON, type AuthReply } from '../../shared/auth/protocol';
import { FLASH_MESSAGES, type FlashCode, type ToastMessage } from '../../shared/messages';
import type { AppEnv } from '../env';
import { redirectWithFlash } from './flash';
import { readFormFields } from './form';

export { FORM_LIMIT } from './form';

export function wantsJson(c: Context): boolean {
  return (c.req.header('Accept') ?? '').includes(AUTH_JSON);
}

/** The form's text fields, or null when the body is not a readable form (the rules then report the missing fields). */
export async function readForm(c: Context): Promise<Record<string, string> | null> {
  const read = await readFormFields(c.req);
  return read.ok ? read.fields : null;
}

export interface Success {
  flash: FlashCode;
  redirect: string;
  /** Where a plain form post goes instead of `redirect` (sign-up returns to the sign-in form). */
  formRedirect?: string;
  /** The island switches back to sign-in mode. */
  mode?: 'sign-in';
  /** The island stays on the page (no redirect). */
  stay?: boolean;
}

/** `toast`: the flash message's words in the page's language (the cookie of a plain form post carries only its code). */
export function succeed(
  c: Context<AppEnv>,
  success: Success,
  toast: ToastMessage = FLASH_MESSAGES[success.flash],
): Response {
  if (wantsJson(c)) {
    const reply: AuthReply = {
      ok: true,
      toast,
      redirect: success.stay ? undefined : success.redirect,
      mode: success.mode,
    };
    return c.json(reply);
  }
  return redirectWithFlash(c, success.formRedirect ?? success.redirect, success.flash);
}

/** A failed attempt: JSON for the island, or `renderPage` for a plain form post. */
export function fail(
  c: Context<AppEnv>,
  status: 400 | 401 | 403 | 413 | 415 | 422 | 429 | 502 | 503,
  error: string,
  renderPage: () => Response | Promise<Response>,
): Response | Promise<Response> {
  c.status(status);
  if (wantsJson(c)) return c.json({ ok: false, error } satisfies AuthReply, status);
  return renderPage();
}
