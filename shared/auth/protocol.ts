// What the sign-in endpoints answer to a form sent by an island (Accept: application/json). Without JavaScript the
// same endpoints answer with a 303 redirect and a flash message, or the page again with the error.
import type { ToastMessage } from '../messages';

export type AuthReply =
  | { ok: true; toast?: ToastMessage; redirect?: string; mode?: 'sign-in' }
  | { ok: false; error: string };

export const AUTH_JSON = 'application/json';
