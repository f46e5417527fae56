// The list screens' query strings, read through their schemas (src/http/validate.ts): a filter value a screen does
// not know, a malformed page key or page number, a date that is not one, is read as the default, so the screen shows
// exactly what it shows without it (a stale bookmark still opens the list), and never answers a 500.
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDoctor } from './appointment-support';
import { createAccount, SITE, signIn, signInWith } from './auth-helpers';
import { select, selectOne, visibleText } from './html';

let admin = '';
let patient = '';
let doctor = '';

const visit = (path: string, cookie: string) =>
  SELF.fetch(`${SITE}${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });

/** The words of the page's main part (the screen, without the shell's badges and menus). */
async function screenText(path: string, cookie: string): Promise<{ status: number; text: string }> {
  const response = await visit(path, cookie);
  const html = await response.text();
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return { status: response.status, text: visibleText(main) };
}

beforeAll(async () => {
  [admin, patient] = await Promise.all([signIn('admin', 'admin'), signIn('patient')]);
  const account = await createAccount('doctor');
  await testDoctor(undefined, { name: 'Dr. Query Strings', accountId: account.id });
  doctor = await signInWith(account.email, account.password);
});

/** Each screen with the bad query strings that must show the same as its default view. */
const LENIENT: readonly (readonly [path: string, who: () => string, bad: readonly string[]])[] = [
  ['/admin/notifications', () => admin, ['?state=lost', '?page=abc', '?page=0&state=FAILED', '?resent=yes']],
  ['/admin/audit', () => admin, ['?after=abc', '?after=1.2.3', '?action=<nope>', '?action=constructor']],
  ['/admin/billing/invoices', () => admin, ['?page=-1', '?page=1.5', '?page=10001', '?page=x']],
  ['/admin/billing/payments', () => admin, ['?page=0', '?recorded=RC-1', '?recorded=<b>']],
  ['/admin/billing/refunds', () => admin, ['?status=open', '?page=abc', '?paid=nothing']],
  ['/admin/users/patients', () => admin, ['?page=10000', '?page=abc', '?q=%20%20']],
  [
    '/admin/appointments',
    () => admin,
    ['?status=lost', '?when=someday', '?from=2026-1-1', '?to=tomorrow', '?doctor=UPPER%20CASE', '?after=x.1'],
  ],
  ['/admin/appointments?view=requests', () => admin, ['&status=lost', '&after=1.x', '&q=%20']],
  ['/admin/scheduling/calendars', () => admin, ['?saved=deleted', '?saved=constructor', '?doctor=']],
  ['/admin/masters/departments', () => admin, ['?saved=nothing', '?saved=toString', '?edit=']],
  ['/account/records', () => patient, ['?page=abc', '?page=-2', '?page=0']],
  ['/account/records/access', () => patient, ['?before=abc', '?before=-5', '?before=0']],
  ['/doctor/records', () => doctor, ['?page=0', '?page=01', '?page=abc', '?page=100000']],
  ['/doctor/week', () => doctor, ['?from=2026-13-45', '?from=someday', '?from=']],
  // Signed out: the sign-in pages' forms and where they lead.
  ['/auth', () => '', ['?mode=register', '?mode=SIGNUP', '?next=', '?next=%2F%2Fevil.example']],
  ['/hi/auth', () => '', ['?mode=', '?next=https%3A%2F%2Fevil.example%2F']],
  ['/login', () => '', ['?mode=reset', '?mode=', '?reset=yes', '?reset=TRUE']],
  ['/auth/confirm', () => '', ['?next=%5C%5Cevil.example', '?next=javascript:alert(1)', '?next=']],
];

describe('a bad query string shows the default view', () => {
  for (const [path, who, bad] of LENIENT) {
    it(path, async () => {
      const plain = await screenText(path, who());
      expect(plain.status).toBe(200);
      expect(plain.text.length).toBeGreaterThan(0);
      for (const search of bad) {
        const address = `${path}${search}`;
        expect(await screenText(address, who()), address).toEqual(plain);
      }
    });
  }
});

describe('the sign-in pages read what their addresses name', () => {
  it('?mode= opens the form asked for, ?reset=true goes on to the reset page, ?next= keeps only a path of this site', async () => {
    expect(await screenText('/auth?mode=signup', '')).not.toEqual(await screenText('/auth', ''));
    expect(await screenText('/login?mode=forgot', '')).not.toEqual(await screenText('/login', ''));
    const reset = await visit('/login?reset=true', '');
    expect(reset.status).toBe(303);
    expect(reset.headers.get('Location')).toBe('/reset-password');
    for (const path of ['/auth', '/auth/confirm']) {
      const html = await (await visit(`${path}?next=${encodeURIComponent('/account/records?page=2')}`, '')).text();
      expect((await selectOne(html, 'input[name="next"]')).attrs.value).toBe('/account/records?page=2');
      const away = await (await visit(`${path}?next=${encodeURIComponent('//evil.example/x')}`, '')).text();
      for (const input of await select(away, 'input[name="next"]')) expect(input.attrs.value).not.toContain('evil');
    }
  });
});

describe('a query string whose values are named when wrong', () => {
  it('the medical-record access log names each malformed filter, in the form’s order, and lists nothing: 400', async () => {
    const response = await visit(
      '/admin/audit/medical-records?email=nobody&number=RX-1&reference=AP-1&before=yesterday',
      admin,
    );
    const html = await response.text();
    const alerts = (await select(html, 'main [role="alert"]')).map((alert) => alert.text);
    expect(alerts).toEqual([
      'Write the appointment reference as on the appointment: AP- and six letters or digits.',
      'Write the prescription number as printed: RX- and eight letters or digits.',
      'Write the whole e-mail address of the person who opened the record, such as name@example.com.',
      'That page of the log does not exist: start again from the newest entries.',
    ]);
    expect(response.status).toBe(400);
    expect((await selectOne(html, '#access-reference')).attrs.value).toBe('AP-1');
    expect(await select(html, 'main table')).toHaveLength(0);
  });

  it('Reports names a malformed day and a period too long, and shows the days as typed: 400', async () => {
    const response = await visit('/admin/reports?from=2026-02-30x&to=2020-01-01', admin);
    expect(response.status).toBe(400);
    const text = visibleText(await response.text());
    expect(text).toContain('Write the first day as a date, year-month-day');
    expect(text).not.toContain('Write the last day as a date');
    const long = await visit('/admin/reports?from=2019-01-01&to=2020-01-02', admin);
    expect(long.status).toBe(400);
    expect(visibleText(await long.text())).toContain('A report covers at most 366 days; this period has 367.');
  });
});
