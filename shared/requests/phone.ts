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
