// The validation floor (src/http/validate.ts): a schema's messages per field, first one first, in the schema's order;
// a check without words refused; a check across fields beside the fields' own problems; query strings that never
// refuse.
import { describe, expect, it } from 'vitest';
import {
  across,
  byRule,
  checkFields,
  cursorField,
  invalid,
  knownKey,
  lenient,
  nextField,
  noteField,
  pageField,
  queryFields,
  readAs,
  readOr,
  readQuery,
  searchField,
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

describe('the query strings’ fields', () => {
  const schema = z.object({
    page: pageField(100),
    after: cursorField((time, id) => ({ time, id })),
    kind: knownKey({ booking: 'Call-back', doctor: 'Doctor request' }),
    q: searchField(5),
    saved: noteField({ blocked: 'The slot is blocked.' }),
    next: nextField,
  });
  const read = (search: string) => readQuery(schema, queryFields(new URLSearchParams(search)));

  it('reads each known value, and the first of a repeated name as c.req.query() does', () => {
    expect(read('page=7&page=9&after=12.34&kind=doctor&q=%20asha%20rao&saved=blocked&next=%2Faccount')).toEqual({
      page: 7,
      after: { time: 12, id: 34 },
      kind: 'doctor',
      q: 'asha ', // trimmed, then cut: as the lists always read it
      saved: 'The slot is blocked.',
      next: '/account',
    });
  });

  it('reads anything else as the default: never a problem, never an inherited property', () => {
    const defaults = { page: 1, after: null, kind: undefined, q: undefined, saved: null, next: null };
    expect(read('')).toEqual(defaults);
    expect(read('page=101&after=12-34&kind=constructor&q=%20%20&saved=toString')).toEqual(defaults);
    expect(read('page=0&after=x.1&kind=BOOKING&saved=__proto__')).toEqual(defaults);
    expect(read('page=1.5').page).toBe(1);
    expect(read('next=%2F%2Fevil.example').next).toBe('/');
  });
});

describe('byRule', () => {
  const words = {
    missing: 'Missing',
    tooLong: 'Too long',
    name: 'Letters only',
    phone: 'A mobile',
    email: 'An e-mail',
    choice: 'A choice',
    markup: 'No markup',
    characters: 'No such characters',
  };
  const schema = z.object({
    name: byRule({ type: 'name', required: true, maxLength: 10 }, words),
    phone: byRule({ type: 'phone', required: false, maxLength: 20 }, words),
  });

  it('gives the rule’s reading of the trimmed text, or the words for its problem', () => {
    expect(checkFields(schema, { name: '  Asha   Rao ', phone: '98765 43210' })).toEqual({
      ok: true,
      value: { name: 'Asha Rao', phone: '+919876543210' },
    });
    expect(checkFields(schema, { name: 'R2D2', phone: '' })).toEqual({ ok: false, problems: { name: 'Letters only' } });
    expect(checkFields(schema, { phone: '12345' })).toEqual({
      ok: false,
      problems: { name: 'Missing', phone: 'A mobile' },
    });
    expect(checkFields(schema, { name: 'A'.repeat(11) })).toEqual({ ok: false, problems: { name: 'Too long' } });
  });
});
