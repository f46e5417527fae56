// What the request endpoints answer to a form sent by an island (Accept: application/json). Without JavaScript the
// same endpoints answer with a 303 redirect and a flash message, or the form's page again with its problems.
import type { FieldProblem } from './kinds';

export type RequestReply =
  /** Stored (or already stored: a repeated submission gets the first one's reference). */
  | { ok: true; reference: string }
  /** Nothing stored: the fields to correct, or a message about the request as a whole. */
  | { ok: false; problems?: Record<string, FieldProblem>; message?: string };

export const REQUEST_JSON = 'application/json';
