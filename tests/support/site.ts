// What every test suite shares about the site: the address the Worker tests ask for pages at (workerd answers any
// host; SITE_URL's default, so canonical links match), and e-mail addresses no other test uses.

export const SITE = 'http://localhost:8787';

/** An address no other test uses, at a domain that never receives mail. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}
