// Issue 38, item 12: Doctor Calendars names each record's sign-in account by the name and e-mail the auth server has
// for it (never the raw id), says plainly when the account no longer exists, and offers the one way out: taking the
// link off (only for an account that is really gone; audited), so the record can be linked to a new account.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { findDoctor } from '../../src/appointments';
import { testDoctor } from './appointment-support';
import { adminApi, postForm, signIn, SITE, uniqueEmail } from './auth-helpers';
import { select, visibleText } from './html';

const CALENDARS = '/admin/scheduling/calendars';
let admin = '';

const page = async () =>
  (await SELF.fetch(`${SITE}${CALENDARS}`, { headers: { Cookie: admin }, redirect: 'manual' })).text();

/** An account on the test auth server with a name, as a doctor who signed up would have. */
async function account(fullName: string): Promise<{ id: string; email: string }> {
  const email = uniqueEmail('calendar');
  const user = await adminApi('/users', {
    method: 'POST',
    body: {
      email,
      password: `pw-${crypto.randomUUID()}`,
      email_confirm: true,
      user_metadata: { full_name: fullName },
      app_metadata: { role: 'doctor' },
    },
  });
  return { id: String(user.id), email };
}

/** The doctor's row of the All doctors table. */
async function rowOf(html: string, doctorId: string) {
  return (await select(html, 'tbody tr')).find((row) => row.text.includes(doctorId));
}

beforeAll(async () => {
  admin = await signIn('admin', 'admin');
});

describe('the sign-in account on Doctor Calendars', () => {
  it('shows the account’s name and e-mail, not its id', async () => {
    const linked = await account('Dr. Lata Linked');
    const doctor = await testDoctor(undefined, { name: 'Dr. Lata Linked', accountId: linked.id });
    const row = await rowOf(await page(), doctor.id);
    expect(row?.text).toContain('Dr. Lata Linked');
    expect(row?.text).toContain(linked.email);
    expect(row?.text).not.toContain(linked.id);
  });

  it('says when the linked account no longer exists, and takes the link off when asked (audited)', async () => {
    const gone = await account('Dr. Gita Gone');
    const doctor = await testDoctor(undefined, { name: 'Dr. Gita Gone', accountId: gone.id });
    await adminApi(`/users/${gone.id}`, { method: 'DELETE' });
    const html = await page();
    const row = await rowOf(html, doctor.id);
    expect(row?.text).toContain('Account deleted');
    expect(row?.text).toContain('The linked account no longer exists: this doctor cannot sign in.');
    expect(row?.text).not.toContain(gone.id);

    const removed = await postForm(
      CALENDARS,
      { form: 'unlink-account', doctor: doctor.id, account: gone.id },
      { Cookie: admin },
    );
    expect(removed.status).toBe(303);
    expect(removed.headers.get('Location')).toBe(`${CALENDARS}?saved=unlinked`);
    expect((await findDoctor(env.DB, doctor.id))?.accountId).toBeNull();
    const audit = await env.DB.prepare(`SELECT detail FROM audit_log WHERE action = 'doctor' AND reference = ?1`)
      .bind(doctor.id)
      .all<{ detail: string }>();
    expect(audit.results.map((row) => row.detail)).toContain(
      `sign-in account ${gone.id} unlinked: it no longer exists`,
    );
    const after = await rowOf(await page(), doctor.id);
    expect(after?.text).toContain('Not linked');
  });

  it('never takes off the link of an account that still exists, nor one the form did not name', async () => {
    const kept = await account('Dr. Kiran Kept');
    const doctor = await testDoctor(undefined, { name: 'Dr. Kiran Kept', accountId: kept.id });
    const still = await postForm(
      CALENDARS,
      { form: 'unlink-account', doctor: doctor.id, account: kept.id },
      { Cookie: admin },
    );
    expect(still.status).toBe(409);
    expect(visibleText(await still.text())).toContain('That account still exists, so the link stays.');
    const other = await postForm(
      CALENDARS,
      { form: 'unlink-account', doctor: doctor.id, account: crypto.randomUUID() },
      { Cookie: admin },
    );
    expect(other.status).toBe(409);
    expect((await findDoctor(env.DB, doctor.id))?.accountId).toBe(kept.id);
  });
});
