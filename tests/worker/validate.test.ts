// The validation floor (src/http/validate.ts): a schema's messages per field, first one first, in the schema's order;
// a check without words refused; a check across fields beside the fields' own problems; query strings that never
// refuse.
import { describe, expect, it } from 'vitest';
import {
  across,
  checkFields,
  invalid,
  lenient,
  readAs,
  readOr,
  readQuery,
  textWhere,
  valid,
  z,
} from '../../src/http/validate';

const whole = (text: string) => (/^\d+$/.test(text) ? Number(text) : null);

describe('checkFields', () => {
  const schema = z.object({
    name: textWhere((text) => text.length >= 2, 'Write the name.'),
    count: readAs(whole, 'Write a whole number.'),
    code: readOr((text) => (text === 'A' || text === 'B' ? valid(text) : invalid(`“${text}” is not a code.`))),
  });

  it('answers the typed values when every field is right', () => {
    const posted: Record<string, string> = { name: 'Asha', count: '3', code: 'B', extra: 'ignored' };
    expect(checkFields(schema, posted)).toEqual({
      ok: true,
      value: { name: 'Asha', count: 3, code: 'B' },
    });
  });

  it('answers each wrong field’s message, in the schema’s order, an absent field read as empty', () => {
    const checked = checkFields(schema, { code: 'C', count: 'x' });
    expect(checked).toEqual({
      ok: false,
      problems: { name: 'Write the name.', count: 'Write a whole number.', code: '“C” is not a code.' },
    });
    expect(Object.keys(checked.ok ? {} : checked.problems)).toEqual(['name', 'count', 'code']);
  });

  it('keeps the first message of a field that fails several checks', () => {
    const text = z.string().check(z.minLength(1, 'Fill this in.'), z.regex(/^\d+$/, 'Write a number.'));
    expect(checkFields(z.object({ n: text }), { n: '' })).toEqual({ ok: false, problems: { n: 'Fill this in.' } });
  });

  it('refuses a check without words rather than show the library’s', () => {
    const unworded = z.object({ name: z.string().check(z.minLength(2)) });
    expect(() => checkFields(unworded, { name: '' })).toThrow(/has no words/);
  });
});

describe('across', () => {
  const range = z
    .object({ low: readAs(whole, 'Write the lowest.'), high: readAs(whole, 'Write the highest.'), note: z.string() })
    .check(
      across<{ low: number; high: number }>(({ low, high }) =>
        low !== undefined && high !== undefined && high <= low ? { high: 'The highest must be above the lowest.' } : {},
      ),
    );

  it('runs beside the fields’ own problems, over the fields read without one', () => {
    expect(checkFields(range, { low: '9', high: '3', note: '' })).toEqual({
      ok: false,
      problems: { high: 'The highest must be above the lowest.' },
    });
    expect(checkFields(range, { low: 'x', high: '3' })).toEqual({ ok: false, problems: { low: 'Write the lowest.' } });
  });
});

describe('readQuery', () => {
  const query = z.object({
    page: lenient((text) => (/^\d{1,3}$/.test(text) && Number(text) >= 1 ? Number(text) : 1)),
    status: lenient((text) => (text === 'due' ? text : undefined)),
  });

  it('reads a query string, a default for what it does not know', () => {
    expect(readQuery(query, { page: '7', status: 'due' })).toEqual({ page: 7, status: 'due' });
    expect(readQuery(query, { page: '-1', status: 'nope' })).toEqual({ page: 1, status: undefined });
    expect(readQuery(query, {})).toEqual({ page: 1, status: undefined });
  });

  it('refuses a schema whose field can fail', () => {
    expect(() => readQuery(z.object({ n: readAs(whole, 'Write a number.') }), { n: 'x' })).toThrow(/can fail/);
  });
});
