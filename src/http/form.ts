// The one way the Worker reads a posted form: urlencoded or multipart text fields, with a clear refusal for anything
// else or anything unreadable (a missing multipart boundary, say), never an exception that would become a 500.

import { bodyLimit } from 'hono/body-limit';
import { refusalFor, type RefusalId } from './refusals';

/** The one body limit for every form the site receives. */
export const FORM_BODY_LIMIT = 16 * 1024;

export const FORM_LIMIT = bodyLimit({
  maxSize: FORM_BODY_LIMIT,
  onError: (c) => c.text(refusalFor('formTooLarge', c.req.url), 413),
});

export type FormRead =
  | { ok: true; fields: Record<string, string> }
  | {
      ok: false;
      status: 400 | 415;
      refusal: Extract<RefusalId, 'unsupportedForm' | 'unreadableForm' | 'repeatedField'>;
    };

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * The form's text fields; files are ignored. A repeated name keeps its last value, or with `once` refuses the form
 * (request forms: which of two phone numbers would a coordinator call?).
 */
export async function readFormFields(
  request: {
    header(name: string): string | undefined;
    parseBody(options?: { all?: boolean }): Promise<Record<string, unknown>>;
  },
  { once = false }: { once?: boolean } = {},
): Promise<FormRead> {
  const type = (request.header('Content-Type') ?? '').toLowerCase();
  if (!FORM_TYPES.some((accepted) => type.startsWith(accepted)))
    return { ok: false, status: 415, refusal: 'unsupportedForm' };
  try {
    const body = await request.parseBody({ all: true });
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(body)) {
      if (once && Array.isArray(value)) return { ok: false, status: 400, refusal: 'repeatedField' };
      if (typeof value === 'string') fields[name] = value;
      else if (Array.isArray(value) && typeof value.at(-1) === 'string') fields[name] = value.at(-1) as string;
    }
    return { ok: true, fields };
  } catch {
    return { ok: false, status: 400, refusal: 'unreadableForm' };
  }
}
