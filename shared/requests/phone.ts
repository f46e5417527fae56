// Indian mobile numbers: ten digits starting with 6, 7, 8 or 9, optionally after +91, 0091, 91 or 0, with spaces
// or dashes anywhere. Landlines are refused: the coordinators call back and write on WhatsApp, which need a mobile,
// and the form's message says so and gives the support line for anyone who has only a landline.

const MOBILE = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/;

/** "+919876543210" for any accepted way of writing the number; null for anything else. */
export function normalizeIndianMobile(input: string): string | null {
  if (!/^[\d\s+-]+$/.test(input)) return null;
  const match = MOBILE.exec(input.replace(/[\s-]/g, ''));
  return match ? `+91${match[1]}` : null;
}

/** "+91 98765 43210", as the number is written for people. */
export function displayIndianMobile(normalized: string): string {
  const digits = normalized.slice(3);
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/**
 * The digits to look for in stored phones when a search box's text is (part of) a phone number: only digits, spaces,
 * +, dashes and brackets, at least three digits, the last ten at most. Null for any other text, so a reference such
 * as AP-0N1CG0 is never read as the digits 010.
 */
export function phoneDigitsOfSearch(search: string): string | null {
  if (!/^[\d\s+()-]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return digits.length > 10 ? digits.slice(-10) : digits;
}
