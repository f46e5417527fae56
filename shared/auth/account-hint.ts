// A display hint for the public header: who is signed in, and which area to offer them (the admin dashboard, the
// doctor's area or the patient's account). Public pages are cached and the same for everyone, so the header learns
// this in the browser from a cookie the Worker writes when it has checked the session. It grants nothing: each area
// decides on the auth server's record every time, so a visitor who edits the hint only changes what their own header
// says. It also carries the account's own full name and mobile number (the profile, user_metadata), so the booking
// dialogs fill them in for the person signed in; what a form then sends is checked as any visitor's form is.

export const ACCOUNT_HINT_COOKIE = 'sb-account-hint';

/** The signed-in area the header links to. */
export const ACCOUNT_AREAS = ['account', 'doctor', 'admin'] as const;
export type AccountArea = (typeof ACCOUNT_AREAS)[number];

export interface AccountHint {
  /** What the header shows: the full name, or the e-mail address when there is none. */
  name: string;
  area: AccountArea;
  /** The account's full name, when its profile has one: what a booking form's name field starts with. */
  fullName?: string;
  /** The account's mobile (+91 and ten digits), when its profile has one: what a booking form's mobile starts with. */
  phone?: string;
}

const NAME_LIMIT = 100;
const MOBILE = /^\+91[6-9]\d{9}$/;

/** The cookie's value before cookie encoding (the server's cookie helper percent-encodes it). */
export function accountHintValue(hint: AccountHint): string {
  const fullName = hint.fullName?.trim().slice(0, NAME_LIMIT);
  const phone = hint.phone && MOBILE.test(hint.phone) ? hint.phone : undefined;
  return JSON.stringify({
    n: hint.name.slice(0, NAME_LIMIT),
    r: hint.area,
    ...(fullName ? { f: fullName } : {}),
    ...(phone ? { m: phone } : {}),
  });
}

const isArea = (value: unknown): value is AccountArea => ACCOUNT_AREAS.includes(value as AccountArea);

const nameOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' && value.length <= NAME_LIMIT ? value.trim() : null;

export function decodeAccountHint(value: string | null | undefined): AccountHint | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { n, r, f, m } = parsed as { n?: unknown; r?: unknown; f?: unknown; m?: unknown };
    const name = nameOf(n);
    if (name === null) return null;
    const fullName = nameOf(f);
    return {
      name,
      area: isArea(r) ? r : 'account',
      ...(fullName ? { fullName } : {}),
      ...(typeof m === 'string' && MOBILE.test(m) ? { phone: m } : {}),
    };
  } catch {
    return null;
  }
}

/** The hint in a Cookie header, percent-encoded as cookies are sent (the browser's document.cookie has the same shape). */
export function accountHintFromCookies(cookies: string): AccountHint | null {
  for (const pair of cookies.split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name === ACCOUNT_HINT_COOKIE) return decodeAccountHint(rest.join('='));
  }
  return null;
}
