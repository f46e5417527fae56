// Signed in, the booking forms start with the account's own name, mobile and e-mail (the profile on the auth server's
// record): the server fills the pick-a-time form and the no-JavaScript call-back and doctor-request pages, and the
// header's hint cookie carries the name and mobile the dialogs fill in. A visitor's forms stay empty.
import { beforeAll, describe, expect, it } from 'vitest';
import { accountHintFromCookies } from '../../shared/auth/account-hint';
import type { DoctorRecord } from '../../src/appointments';
import { adminApi, signInWith, SITE, uniqueEmail } from './auth-helpers';
import { testDoctor } from './appointment-support';
import { select } from './html';
import { SELF } from 'cloudflare:test';

/** A confirmed patient account whose profile has `metadata` (full_name, phone), signed in. */
async function patient(metadata: Record<string, string>, email = uniqueEmail('prefill')) {
  const password = `pw-${crypto.randomUUID()}`;
  await adminApi('/users', {
    method: 'POST',
    body: { email, password, email_confirm: true, user_metadata: metadata, app_metadata: { role: 'patient' } },
  });
  return { email, cookie: await signInWith(email, password) };
}

const page = (path: string, cookie?: string) =>
  SELF.fetch(`${SITE}${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });

/** The values of the page's first form's name, phone and e-mail inputs (absent ones left out; the footer's
 * newsletter box has an e-mail field of its own). */
async function fieldValues(html: string): Promise<Record<string, string>> {
  const [first] = await select(html, 'main form');
  const inputs = await select(html, `main form[action="${first?.attrs.action}"] input`);
  const values: Record<string, string> = {};
  for (const input of inputs) {
    const name = input.attrs.name;
    if (name === 'name' || name === 'phone' || name === 'email') values[name] = input.attrs.value ?? '';
  }
  return values;
}

let doctor: DoctorRecord;
let asha: { email: string; cookie: string };

beforeAll(async () => {
  doctor = await testDoctor();
  asha = await patient({ full_name: 'Asha Verma', phone: '+919876500011' });
});

describe('booking forms for someone signed in', () => {
  it('the hint cookie written at sign-in carries the profile’s name and mobile', () => {
    expect(accountHintFromCookies(asha.cookie)).toEqual({
      name: 'Asha Verma',
      area: 'account',
      fullName: 'Asha Verma',
      phone: '+919876500011',
    });
  });

  it.each(['en', 'hi'] as const)('%s: the pick-a-time form starts with name, mobile and e-mail', async (locale) => {
    const path = `${locale === 'hi' ? '/hi' : ''}/doctors/${doctor.id}/book`;
    const response = await page(path, asha.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toMatch(/private|no-store/);
    expect(await fieldValues(await response.text())).toEqual({
      name: 'Asha Verma',
      phone: '+91 98765 00011',
      email: asha.email,
    });
    // A visitor gets the empty form.
    expect(await fieldValues(await (await page(path)).text())).toEqual({ name: '', phone: '', email: '' });
  });

  it('the call-back and doctor-request pages without JavaScript start with name and mobile', async () => {
    for (const path of ['/book', '/hi/book', '/doctors/request', '/hi/doctors/request']) {
      const response = await page(path, asha.cookie);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Cache-Control'), path).toMatch(/no-store/);
      expect(await fieldValues(await response.text()), path).toEqual({ name: 'Asha Verma', phone: '+91 98765 00011' });
      expect(await fieldValues(await (await page(path)).text()), path).toEqual({ name: '', phone: '' });
    }
  });

  it('a profile value the form would refuse is left for the person to type', async () => {
    const ravi = await patient({ full_name: 'ravi2024' });
    expect(accountHintFromCookies(ravi.cookie)).toEqual({ name: 'ravi2024', area: 'account' });
    const html = await (await page(`/doctors/${doctor.id}/book`, ravi.cookie)).text();
    expect(await fieldValues(html)).toEqual({ name: '', phone: '', email: ravi.email });
  });
});
