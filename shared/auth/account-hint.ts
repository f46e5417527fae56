// A display hint for the public header: who is signed in, and which area to offer them (the admin dashboard, the
// doctor's area or the patient's account). Public pages are cached and the same for everyone, so the header learns
// this in the browser from a cookie the Worker writes when it has checked the session. It grants nothing: each area
// decides on the auth server's record every time, so a visitor who edits the hint only changes what their own header
// says.

export const ACCOUNT_HINT_COOKIE = 'sb-account-hint';

/** The signed-in area the header links to. */
export const ACCOUNT_AREAS = ['account', 'doctor', 'admin'] as const;
export type AccountArea = (typeof ACCOUNT_AREAS)[number];

export interface AccountHint {
  name: string;
  area: AccountArea;
}

const NAME_LIMIT = 100;

/** The cookie's value before cookie encoding (the server's cookie helper percent-encodes it). */
export function accountHintValue(hint: AccountHint): string {
  return JSON.stringify({ n: hint.name.slice(0, NAME_LIMIT), r: hint.area });
}

const isArea = (value: unknown): value is AccountArea => ACCOUNT_AREAS.includes(value as AccountArea);

export function decodeAccountHint(value: string | null | undefined): AccountHint | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { n, r } = parsed as { n?: unknown; r?: unknown };
    if (typeof n !== 'string' || n.trim() === '' || n.length > NAME_LIMIT) return null;
    return { name: n.trim(), area: isArea(r) ? r : 'account' };
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
