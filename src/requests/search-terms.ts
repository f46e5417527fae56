// The words the admin inbox finds a request by, kept in request_search (migration 0012) so that a search reads an
// index instead of every request: each word of the name, the e-mail address, and the mobile number's ten digits
// forwards and backwards (a number is found by its first digits or its last). A search word matches a term it begins.
import { phoneDigitsOfSearch } from '../../shared/requests/phone';

/** One letter before each term says what it is, so "98" never matches an e-mail or a name. */
const NAME = 'n';
const EMAIL = 'e';
const PHONE = 'p';
const PHONE_BACKWARDS = 'r';

/** The most words of a search that must all match (more only narrows what a coordinator already found). */
const MOST_WORDS = 5;

/** Letters (with the marks Devanagari joins to them) and digits; anything else separates words. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * Text as it is compared: composed (NFC) and lower case, without the zero-width joiner and non-joiner that only shape
 * how a Devanagari conjunct looks, so a name is found however it was typed.
 */
const comparable = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[\u200C\u200D]/g, '')
    .toLowerCase();

export function wordsOf(text: string): string[] {
  return comparable(text).match(WORD) ?? [];
}

const reversed = (text: string) => [...text].reverse().join('');

/** The terms stored for a request's contact fields (the phone as stored: +91 and ten digits). */
export function searchTermsOf(person: { name: string | null; phone: string | null; email: string | null }): string[] {
  const terms = new Set<string>();
  for (const word of wordsOf(person.name ?? '')) terms.add(NAME + word);
  if (person.email) terms.add(EMAIL + comparable(person.email));
  const digits = person.phone?.replace(/\D/g, '').slice(-10);
  if (digits && digits.length === 10) {
    terms.add(PHONE + digits);
    terms.add(PHONE_BACKWARDS + reversed(digits));
  }
  return [...terms];
}

/** Terms from `low` (included) to `high` (excluded): every term that begins with a prefix. */
export interface TermRange {
  low: string;
  high: string;
}

/** Above every character, so prefix + TOP bounds every term that begins with prefix. */
const TOP = '\u{10FFFF}';
const rangeOf = (prefix: string): TermRange => ({ low: prefix, high: prefix + TOP });

/**
 * What a search looks up. A request is found when every group has a range holding one of its terms, in at least one
 * of the alternatives: the name's words (one group each), the e-mail address, or the phone's digits.
 */
export function searchRanges(search: string): TermRange[][][] {
  const alternatives: TermRange[][][] = [];
  // A number typed with its country code (+91 or 0091) is looked up without it.
  const digits = phoneDigitsOfSearch(search.trim().replace(/^(?:\+|00)\s*91/, ''));
  if (digits) {
    alternatives.push([[rangeOf(PHONE + digits), rangeOf(PHONE_BACKWARDS + reversed(digits))]]);
    return alternatives;
  }
  const words = wordsOf(search).slice(0, MOST_WORDS);
  if (words.length > 0) alternatives.push(words.map((word) => [rangeOf(NAME + word)]));
  const text = comparable(search.trim());
  if (text && !/\s/.test(text)) alternatives.push([[rangeOf(EMAIL + text)]]);
  return alternatives;
}
