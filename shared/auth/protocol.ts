// What the sign-in endpoints answer to a form sent by an island (Accept: application/json). Without JavaScript the
// same endpoints answer with a 303 redirect and a flash message, or the page again with the error.
import type { ToastMessage } from '../messages';
import type { AuthProblem } from './validation';

export type AuthReply =
  | { ok: true; toast?: ToastMessage; redirect?: string; mode?: 'sign-in' }
  | { ok: false; error: string };

export const AUTH_JSON = 'application/json';

/** What a sign-in island says when its own check or the network fails, in the page's language (island props). */
export interface SubmitMessages {
  problems: Record<AuthProblem, string>;
  /** The server could not be reached or did not answer as the form expects. */
  unavailable: string;
}
