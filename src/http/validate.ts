// The one way the Worker checks what it reads from a form or a query string: a schema (zod/mini, docs/decisions
// 0026) over the fields, giving the typed values or, per field, the first thing wrong in the words the page shows.
// Every check in a schema carries those words; the library's own messages never reach a page (a check without words
// is a mistake in the schema, and `checkFields` says so rather than show them).
import * as z from 'zod/mini';
import { readCursor } from './keyset';
import { safeNext } from './redirects';
import { problemOf, type FieldProblem, type FieldRule } from '../../shared/requests/kinds';

export { z };

/** The typed values, or a message per wrong field (the first one found for it). */
export type Checked<T, F extends string = string> =
  | { ok: true; value: T }
  | { ok: false; problems: Partial<Record<F, string>> };

/** A form's or query string's fields by name (text, or a list a form's checkboxes make). */
export type FieldsSchema = z.ZodMiniObject<Record<string, z.ZodMiniType>>;

/** Returned by the parse's own error map: an issue whose schema gave it no words. */
const UNWORDED = '\u0000unworded';

/**
 * Runs `schema` over `fields` (a posted form's, or `c.req.query()`). A field the schema names but the input lacks is
 * read as '' (a form leaves out an empty field's checkbox; a query string leaves out what it does not filter on).
 */
export function checkFields<S extends FieldsSchema>(
  schema: S,
  fields: Readonly<Partial<Record<keyof S['shape'], unknown>>>,
): Checked<z.output<S>, keyof S['shape'] & string> {
  const input: Record<string, unknown> = {};
  for (const name of Object.keys(schema.shape)) input[name] = (fields as Record<string, unknown>)[name] ?? '';
  const result = z.safeParse(schema, input, { error: () => UNWORDED });
  if (result.success) return { ok: true, value: result.data };
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (issue.message === UNWORDED) throw new Error(`validate: the check "${issue.code}" on "${field}" has no words`);
    problems[field] ??= issue.message;
  }
  return { ok: false, problems: problems as Partial<Record<keyof S['shape'] & string, string>> };
}

/**
 * A query string read with lenient fields only: the values, never a problem (a stale bookmark still opens the page).
 * A field that can fail is a mistake in the schema, and says so.
 */
export function readQuery<S extends FieldsSchema>(
  schema: S,
  query: Readonly<Partial<Record<keyof S['shape'], unknown>>>,
): z.output<S> {
  const checked = checkFields(schema, query);
  if (!checked.ok) throw new Error(`validate: the query string's ${Object.keys(checked.problems).join(', ')} can fail`);
  return checked.value;
}

/** A field that reads any text: `read` gives a value for it, a default for what it does not know. */
export const lenient = <T>(read: (text: string) => T) => z.pipe(z.string(), z.transform(read));

/**
 * A field read by `read` (trimmed text in, a value or null out), with `message` when it gives null: the shape of
 * most of the site's fields (a fee in rupees, a whole number in range, a link), whose reading is the check.
 */
export function readAs<T>(read: (text: string) => T | null, message: string) {
  return z.pipe(
    z.string(),
    z.transform((text: string, context) => {
      const value = read(text);
      if (value !== null) return value;
      context.issues.push({ code: 'custom', message, input: text });
      return z.NEVER;
    }),
  );
}

/** What a field's reader gives: the value, or the message that says what is wrong with the text. */
export type FieldRead<T> = { ok: true; value: T } | { ok: false; message: string };

export const valid = <T>(value: T): FieldRead<T> => ({ ok: true, value });
export const invalid = (message: string): { ok: false; message: string } => ({ ok: false, message });

/** A field whose reading gives its own message (the span "09:00-25:00" names what is wrong with it). */
export function readOr<T>(read: (text: string) => FieldRead<T>) {
  return z.pipe(
    z.string(),
    z.transform((text: string, context) => {
      const outcome = read(text);
      if (outcome.ok) return outcome.value;
      context.issues.push({ code: 'custom', message: outcome.message, input: text });
      return z.NEVER;
    }),
  );
}

/**
 * A check across fields (the highest reading above the lowest), run even when some fields are wrong: `check` gets
 * the fields read without a problem, and gives a message for each field it finds wrong.
 */
export function across<T extends object>(check: (read: Partial<T>) => Partial<Record<keyof T & string, string>>) {
  return z.superRefine<T>(
    (value, context) => {
      const wrong = new Set(context.issues.map((issue) => issue.path?.[0]));
      const read = Object.fromEntries(Object.entries(value).filter(([name]) => !wrong.has(name))) as Partial<T>;
      for (const [field, message] of Object.entries(check(read)))
        if (typeof message === 'string') context.addIssue({ code: 'custom', message, path: [field], input: value });
    },
    { when: () => true },
  );
}

/** Text as typed, with `message` unless `test` holds. */
export function textWhere(test: (text: string) => boolean, message: string) {
  return z.string().check(z.refine(test, message));
}

/**
 * A field checked by one of the request forms' rules (`shared/requests/kinds.ts`, which the browser runs too): the
 * trimmed text read as the rule reads it, or the dictionary's words for what is wrong with it.
 */
export function byRule(rule: FieldRule, words: Readonly<Record<FieldProblem, string>>) {
  return readOr((text) => {
    const checked = problemOf(rule, text.trim());
    return checked.problem ? invalid(words[checked.problem]) : valid(checked.value);
  });
}

/** A query string's fields as `c.req.query()` gives them (the first value of a repeated name), from its params. */
export const queryFields = (params: URLSearchParams): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const [name, value] of params) fields[name] ??= value;
  return fields;
};

/** A list's page number: a whole number from 1 to `last`, and 1 for anything else (a stale link opens page 1). */
export const pageField = (last: number) =>
  lenient((text) => {
    const page = Number(text);
    return Number.isInteger(page) && page >= 1 && page <= last ? page : 1;
  });

/** A keyset page's `?after=<time>.<id>` (or `?before=`), made into the list's own key; null for anything else. */
export const cursorField = <K>(key: (time: number, id: number) => K, separator: '.' | '-' = '.') =>
  lenient((text) => {
    const cursor = readCursor(text, separator);
    return cursor ? key(cursor[0], cursor[1]) : null;
  });

/** One of `words`' keys (a filter's known values), or undefined: every value (a stale bookmark opens the whole list). */
export const knownKey = <K extends string>(words: Readonly<Record<K, unknown>>) =>
  lenient((text) => (Object.hasOwn(words, text) ? (text as K) : undefined));

/** A list's search box: the text trimmed and cut to `max` characters, or undefined when empty (no search). */
export const searchField = (max: number) => lenient((text) => text.trim().slice(0, max) || undefined);

/** A one-time note's key (`?saved=`): its words from `notes`, or null for a key it does not know. */
export const noteField = (notes: Readonly<Record<string, string>>) =>
  lenient((text) => (Object.hasOwn(notes, text) ? (notes[text] ?? null) : null));

/** A `?next=` where to go after signing in: a path of this site (`safeNext`), or null when none was given. */
export const nextField = lenient((text) => (text ? safeNext(text) : null));
