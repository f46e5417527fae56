// Users → Patients and Doctors: the auth server's accounts listed and searched for an admin only; approve, revoke,
// make admin, disable, enable, password reset and delete, each behind a confirmation page, audited, and in force on
// the user's very next request; an admin never demotes, disables or deletes themselves. The tests share one auth
// server with other files: they make their own accounts and never assume a list is empty.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Context } from 'hono';
import { AuthUnavailableError, listAllAccounts } from '../../src/auth';
import {
  DIRECTORY_UNAVAILABLE,
  directoryForScreen,
  pickAccounts,
  readUsersQuery,
  usersSearch,
} from '../../src/admin/screens/users/users-data';
import worker from '../../src/index';
import { renderNotification } from '../../src/notifications/templates/render';
import type { AppEnv } from '../../src/env';
import { ScreenUnavailableError } from '../../src/render/area-routes';
import { insertRequest } from '../../src/requests/store';
import {
  adminApi,
  cookiesFrom,
  createAccount,
  decodeJwt,
  postForm,
  readSessionCookie,
  signIn,
  signInWith,
  SITE,
  uniqueEmail,
} from './auth-helpers';
import { select, visibleText } from './html';

const DOCTORS = '/admin/users/doctors';
const PATIENTS = '/admin/users/patients';
const stamp = `u${Date.now().toString(36)}`;

let admin = '';
let adminId = '';

const get = (path: string, cookie = '') =>
  SELF.fetch(`${SITE}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
const post = (path: string, cookie: string, fields: Record<string, string> = {}) =>
  postForm(path, fields, { Cookie: cookie });

/** A confirmed account (unless `confirmed` is false) that signed up as `askedFor`, with an app_metadata.role when given. */
async function account(name: string, askedFor: string, role?: string, confirmed = true) {
  const email = uniqueEmail(`${stamp}-${askedFor}`);
  const password = `pw-${crypto.randomUUID()}`;
  const user = await adminApi('/users', {
    method: 'POST',
    body: {
      email,
      password,
      email_confirm: confirmed,
      user_metadata: { full_name: `${name} ${stamp}`, role: askedFor },
      ...(role ? { app_metadata: { role } } : {}),
    },
  });
  return { id: String(user.id), email, password, name: `${name} ${stamp}` };
}

async function auditOf(id: string) {
  const { results } = await env.DB.prepare(
    'SELECT action, actor_id, actor_email, detail FROM audit_log WHERE reference = ?1 ORDER BY id',
  )
    .bind(id)
    .all<{ action: string; actor_id: string; actor_email: string; detail: string }>();
  return results;
}

async function freeDoctor(): Promise<string> {
  const id = `doc-${crypto.randomUUID().slice(0, 8)}`;
  await env.DB.prepare(
    `INSERT INTO doctors (id, name, specialization, department, qualifications, registration_number, council, fee,
       minutes, updated_at) VALUES (?1, ?2, 'General Physician', 'General Medicine', 'MBBS', 'REG-1', 'NMC', 50000, 15, 0)`,
  )
    .bind(id, `Dr. Test ${id}`)
    .run();
  return id;
}

const flashOf = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith('flash='));

beforeAll(async () => {
  const me = await createAccount('admin');
  admin = await signInWith(me.email, me.password);
  adminId = String(decodeJwt(readSessionCookie(admin).session.access_token).payload.sub);
});

describe('the Users lists', () => {
  it('are for admins only: no session 303 to sign in, another role 403', async () => {
    const patient = await signIn('patient');
    for (const path of [DOCTORS, PATIENTS, `${PATIENTS}/${adminId}/disable`]) {
      const anonymous = await get(path);
      expect(anonymous.status).toBe(303);
      expect(anonymous.headers.get('Location')).toBe(`/auth?next=${encodeURIComponent(path)}`);
      expect((await get(path, patient)).status).toBe(403);
    }
    const refused = await post(`${PATIENTS}/${adminId}/grant-admin`, patient);
    expect(refused.status).toBe(403);
  });

  it('list doctors (waiting ones first, marked) apart from patients, searched by e-mail or name', async () => {
    const waiting = await account('Waiting Doctor', 'doctor');
    const patient = await account('Plain Patient', 'patient');
    const response = await get(`${DOCTORS}?q=${stamp}`, admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    const html = await response.text();
    const rows = await select(html, 'tbody tr');
    const row = rows.find((r) => r.attrs['data-account'] === waiting.id);
    expect(row?.text).toContain('Waiting for approval');
    expect(row?.text).toContain(waiting.email);
    expect(row?.text).toContain('Approve as doctor');
    expect(rows.some((r) => r.attrs['data-account'] === patient.id)).toBe(false);
    expect(rows[0]?.text).toContain('Waiting for approval');

    const patients = await (await get(`${PATIENTS}?q=${encodeURIComponent(patient.email)}`, admin)).text();
    const patientRows = await select(patients, 'tbody tr');
    expect(patientRows.map((r) => r.attrs['data-account'])).toEqual([patient.id]);
    expect(patientRows[0]?.text).toContain('0 appointments, 0 requests');
    const byName = await (await get(`${PATIENTS}?q=${encodeURIComponent('plain PATIENT')}`, admin)).text();
    expect((await select(byName, 'tbody tr')).map((r) => r.attrs['data-account'])).toContain(patient.id);
    const none = await (await get(`${PATIENTS}?q=nobody-${stamp}-x`, admin)).text();
    expect(visibleText(none)).toContain('No accounts match.');
  });

  it('count requests linked by the confirmed e-mail, and admins appear with their role', async () => {
    const patient = await account('Linked Patient', 'patient');
    await insertRequest(env.DB, {
      kind: 'contact',
      locale: 'en',
      values: { name: patient.name, email: patient.email, department: 'general', message: 'Hello' },
      consentVersion: 'contact-2026-11',
      dedupeKey: `linked-${stamp}`,
      now: Date.now(),
    });
    const html = await (await get(`${PATIENTS}?q=${encodeURIComponent(patient.email)}`, admin)).text();
    expect((await select(html, 'tbody tr'))[0]?.text).toContain('0 appointments, 1 request');
    const colleague = await account('Colleague Admin', 'patient', 'admin');
    const admins = await (await get(`${PATIENTS}?q=${encodeURIComponent(colleague.email)}`, admin)).text();
    const row = (await select(admins, 'tbody tr'))[0];
    expect(row?.text).toContain('Admin');
    expect(row?.text).toContain('Revoke role');
  });

  it('never offer an admin their own demotion or disabling, and refuse it when posted', async () => {
    const me = await adminApi(`/users/${adminId}`, { method: 'GET' });
    const html = await (await get(`${PATIENTS}?q=${encodeURIComponent(String(me.email))}`, admin)).text();
    const row = (await select(html, 'tbody tr')).find((r) => r.attrs['data-account'] === adminId);
    expect(row?.text).toContain('You');
    expect(row?.text).not.toContain('Revoke role');
    expect(row?.text).not.toContain('Disable account');
    const confirm = await get(`${PATIENTS}/${adminId}/disable`, admin);
    expect(confirm.status).toBe(400);
    const page = await confirm.text();
    expect(visibleText(page)).toContain('You cannot disable your own account.');
    expect(await select(page, `form[action="${PATIENTS}/${adminId}/disable"]`)).toEqual([]);
    for (const action of ['revoke', 'disable', 'delete']) {
      const refused = await post(`${PATIENTS}/${adminId}/${action}`, admin);
      expect(refused.status).toBe(400);
      expect(visibleText(await refused.text())).toMatch(
        /You cannot (remove your own admin role|disable your own|delete your own)/,
      );
    }
    expect((await get('/admin', admin)).status).toBe(200);
    expect(await auditOf(adminId)).toEqual([]);
  });

  it('answer 404 for an unknown account or action, 400 for bad input', async () => {
    expect((await get(`${PATIENTS}/${crypto.randomUUID()}/disable`, admin)).status).toBe(404);
    expect((await get(`${PATIENTS}/not-an-id/disable`, admin)).status).toBe(404);
    expect((await post(`${PATIENTS}/${crypto.randomUUID()}/disable`, admin)).status).toBe(404);
    expect((await get(`${PATIENTS}/${adminId}/explode`, admin)).status).toBe(404);
    const waiting = await account('Bad Input Doctor', 'doctor');
    // No record, one that does not exist, or one too long to be an id: 400, the question, and no role granted.
    for (const doctor of ['no-such-doctor', '', 'd'.repeat(3000)]) {
      const noRecord = await post(`${DOCTORS}/${waiting.id}/approve`, admin, { doctor });
      expect(noRecord.status).toBe(400);
      expect(visibleText(await noRecord.text())).toContain(
        'Choose one of the doctor records not linked to an account yet.',
      );
    }
    expect((await adminApi(`/users/${waiting.id}`, { method: 'GET' })).app_metadata).not.toMatchObject({
      role: 'doctor',
    });
    const notJson = await SELF.fetch(`${SITE}${DOCTORS}/${waiting.id}/approve`, {
      method: 'POST',
      headers: { Origin: SITE, 'Content-Type': 'application/json', Cookie: admin },
      body: '{}',
      redirect: 'manual',
    });
    expect(notJson.status).toBe(415);
  });
});

describe('actions, each confirmed first and in force on the very next request', () => {
  // The account signed up as a patient (a doctor who chose the wrong type): /doctor's answer to a doctor sign-up
  // still waiting is the doctor area's own page, so the proof uses an account it has nothing to say to.
  it('approves an account as a doctor (linking a free record), then revokes it', async () => {
    const doctor = await account('Approved Doctor', 'patient');
    const record = await freeDoctor();
    const session = await signInWith(doctor.email, doctor.password);
    expect((await get('/doctor', session)).status).toBe(403);

    const confirm = await get(`${PATIENTS}/${doctor.id}/approve?q=${stamp}`, admin);
    expect(confirm.status).toBe(200);
    const page = await confirm.text();
    expect(visibleText(page)).toContain('What will happen');
    expect((await select(page, '#approve-doctor option')).map((o) => o.attrs.value)).toContain(record);
    expect((await select(page, 'a.btn-outline')).find((a) => a.text === 'Cancel')?.attrs.href).toBe(
      `${PATIENTS}?q=${stamp}`,
    );

    const approved = await post(`${PATIENTS}/${doctor.id}/approve`, admin, { doctor: record, back: `?q=${stamp}` });
    expect(approved.status).toBe(303);
    expect(approved.headers.get('Location')).toBe(`${PATIENTS}?q=${stamp}`);
    expect(flashOf(approved)).toContain('account-approved');
    expect((await get('/doctor', session)).status).toBe(200);
    const linked = await env.DB.prepare('SELECT account_id FROM doctors WHERE id = ?1').bind(record).first();
    expect(linked?.account_id).toBe(doctor.id);
    expect((await adminApi(`/users/${doctor.id}`, { method: 'GET' })).app_metadata).toMatchObject({ role: 'doctor' });

    // The record is taken now: another sign-up cannot be linked to it.
    const other = await account('Second Doctor', 'doctor');
    const taken = await post(`${DOCTORS}/${other.id}/approve`, admin, { doctor: record });
    expect(taken.status).toBe(400);

    const revoked = await post(`${DOCTORS}/${doctor.id}/revoke`, admin);
    expect(revoked.status).toBe(303);
    expect(flashOf(revoked)).toContain('account-role-changed');
    expect((await get('/doctor', session)).status).toBe(403);
    const unlinked = await env.DB.prepare('SELECT account_id FROM doctors WHERE id = ?1').bind(record).first();
    expect(unlinked?.account_id).toBeNull();

    const audit = await auditOf(doctor.id);
    expect(audit.map((row) => row.action)).toEqual(['account-approve', 'account-approve', 'account-role']);
    expect(audit.every((row) => row.actor_id === adminId && row.detail.startsWith(doctor.email))).toBe(true);
    expect(audit[1]?.detail).toContain('→ doctor');
    expect(audit[2]?.detail).toContain(`doctor record ${record} unlinked`);
    const log = visibleText(await (await get('/admin/audit', admin)).text());
    expect(log).toContain('Doctor approved');
    expect(log).toContain(`${doctor.email}: role none → doctor (doctor record ${record})`);
  });

  it('links a doctor record to one account only, when two admins approve two accounts with it at once', async () => {
    const [first, second] = await Promise.all([account('Race One', 'doctor'), account('Race Two', 'doctor')]);
    const record = await freeDoctor();
    const answers = await Promise.all(
      [first, second].map((candidate) => post(`${DOCTORS}/${candidate.id}/approve`, admin, { doctor: record })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(303);
    expect([400, 409]).toContain(statuses[1]);
    const winner = answers[0]?.status === 303 ? first : second;
    const linked = await env.DB.prepare('SELECT account_id FROM doctors WHERE id = ?1').bind(record).first();
    expect(linked?.account_id).toBe(winner.id);
    const loser = winner === first ? second : first;
    expect(await auditOf(loser.id)).toEqual([]);
    expect((await adminApi(`/users/${loser.id}`, { method: 'GET' })).app_metadata).not.toHaveProperty('role');
  });

  it('makes an admin and takes the role back: /admin opens, then refuses, on the next request', async () => {
    const colleague = await account('New Admin', 'patient');
    const session = await signInWith(colleague.email, colleague.password);
    expect((await get('/admin', session)).status).toBe(403);
    expect((await get(`${PATIENTS}/${colleague.id}/grant-admin`, admin)).status).toBe(200);
    expect((await post(`${PATIENTS}/${colleague.id}/grant-admin`, admin)).status).toBe(303);
    expect((await get('/admin', session)).status).toBe(200);
    expect((await post(`${PATIENTS}/${colleague.id}/revoke`, admin)).status).toBe(303);
    expect((await get('/admin', session)).status).toBe(403);
    // Nothing left to revoke.
    expect((await post(`${PATIENTS}/${colleague.id}/revoke`, admin)).status).toBe(409);
    expect((await auditOf(colleague.id)).map((row) => row.detail)).toEqual([
      `${colleague.email}: role none → admin`,
      `${colleague.email}: role admin → none`,
    ]);
  });

  it('disables an account (signed out on the next request, no sign-in) and enables it again', async () => {
    const patient = await account('Disabled Patient', 'patient');
    const session = await signInWith(patient.email, patient.password);
    expect((await get('/account', session)).status).toBe(200);
    expect(visibleText(await (await get(`${PATIENTS}/${patient.id}/disable`, admin)).text())).toContain(
      'every session of theirs ends now',
    );
    const disabled = await post(`${PATIENTS}/${patient.id}/disable`, admin);
    expect(disabled.status).toBe(303);
    expect(flashOf(disabled)).toContain('account-disabled');
    const next = await get('/account', session);
    expect(next.status).toBe(303);
    expect(next.headers.get('Location')).toBe('/auth?next=%2Faccount');
    await expect(signInWith(patient.email, patient.password)).rejects.toThrow();
    const row = (
      await select(await (await get(`${PATIENTS}?q=${encodeURIComponent(patient.email)}`, admin)).text(), 'tbody tr')
    )[0];
    expect(row?.text).toContain('Disabled');
    expect(row?.text).toContain('Enable account');

    expect((await post(`${PATIENTS}/${patient.id}/disable`, admin)).status).toBe(409);
    const enabled = await post(`${PATIENTS}/${patient.id}/enable`, admin);
    expect(enabled.status).toBe(303);
    expect(flashOf(enabled)).toContain('account-enabled');
    expect(
      cookiesFrom(await postForm('/auth/sign-in', { email: patient.email, password: patient.password })),
    ).toContain('auth-token');
    expect((await auditOf(patient.id)).map((row) => row.action)).toEqual(['account-disable', 'account-enable']);
  });

  it('sends a password-reset e-mail whose link opens in the owner’s own browser', async () => {
    const patient = await account('Reset Patient', 'patient');
    const sent = await post(`${PATIENTS}/${patient.id}/reset`, admin);
    expect(sent.status).toBe(303);
    expect(flashOf(sent)).toContain('account-reset-sent');
    const search = await fetch(`${env.TEST_INBOX_URL}/api/v1/search?query=to:${encodeURIComponent(patient.email)}`);
    const found = (await search.json()) as { messages: { ID: string }[] };
    expect(found.messages.length).toBe(1);
    const message = (await (await fetch(`${env.TEST_INBOX_URL}/api/v1/message/${found.messages[0]!.ID}`)).json()) as {
      Text: string;
    };
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(message.Text)?.[0];
    expect(link).toBeTruthy();
    // The owner's browser: no cookie of the admin's.
    const landing = await fetch(link!, { redirect: 'manual' });
    const back = new URL(landing.headers.get('Location')!);
    expect(back.searchParams.get('code')).toBeTruthy();
    // The same code with a nonce that does not match it opens nothing.
    const forged = new URL(back);
    forged.searchParams.set('reset', 'A'.repeat(32));
    const refused = await get(`${forged.pathname}${forged.search}`);
    expect(refused.headers.get('Location')).toBe('/login');
    expect(flashOf(refused)).toContain('link-expired');
    const opened = await get(`${back.pathname}${back.search}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('Location')).toBe('/reset-password');
    expect(flashOf(opened)).toContain('recovery-ready');
    expect(cookiesFrom(opened)).toContain('auth-token');

    // A second one within the auth server's minute is refused with a message, not an error page.
    const again = await post(`${PATIENTS}/${patient.id}/reset`, admin);
    expect(again.status).toBe(429);
    expect(visibleText(await again.text())).toContain('A reset e-mail went to this address moments ago');
    expect((await auditOf(patient.id)).map((row) => row.action)).toEqual(['account-reset']);
  });

  it('deletes an account only when its owner asked, closing the request and keeping the records unlinked', async () => {
    const patient = await account('Leaving Patient', 'patient');
    expect((await post(`${PATIENTS}/${patient.id}/delete`, admin)).status).toBe(409);
    const { reference } = await insertRequest(env.DB, {
      kind: 'privacy',
      locale: 'en',
      values: { name: patient.name, email: patient.email, requestType: 'erasure' },
      consentVersion: 'privacy-2026-11',
      dedupeKey: `erasure-${stamp}`,
      now: Date.now(),
    });
    await env.DB.prepare('UPDATE requests SET account_id = ?1 WHERE reference = ?2').bind(patient.id, reference).run();
    const list = await (await get(`${PATIENTS}?q=${encodeURIComponent(patient.email)}`, admin)).text();
    const row = (await select(list, 'tbody tr'))[0];
    expect(row?.text).toContain(`Asked to delete the account (${reference})`);
    expect(row?.text).toContain('Delete account');
    const confirm = visibleText(await (await get(`${PATIENTS}/${patient.id}/delete`, admin)).text());
    expect(confirm).toContain(`Closes their request ${reference}`);
    expect(confirm).toContain('cannot be undone');

    const deleted = await post(`${PATIENTS}/${patient.id}/delete`, admin);
    expect(deleted.status).toBe(303);
    expect(flashOf(deleted)).toContain('account-deleted');
    await expect(adminApi(`/users/${patient.id}`, { method: 'GET' })).rejects.toThrow(/404/);
    const request = await env.DB.prepare('SELECT status, account_id FROM requests WHERE reference = ?1')
      .bind(reference)
      .first();
    expect(request).toEqual({ status: 'closed', account_id: null });
    expect((await get(`${PATIENTS}/${patient.id}/delete`, admin)).status).toBe(404);
    const audit = await auditOf(patient.id);
    expect(audit.map((r) => r.action)).toEqual(['account-delete']);
    expect(audit[0]?.detail).toContain(reference);
  });
});

describe('doctor sign-ups waiting for approval', () => {
  it('are counted on the dashboard and the Doctors badge, and told to the coordinators through the outbox', async () => {
    const email = uniqueEmail(`${stamp}-signup`);
    const signedUp = await postForm('/auth/sign-up', {
      email,
      password: 'secret12',
      confirmPassword: 'secret12',
      fullName: `Signup Doctor ${stamp}`,
      role: 'doctor',
    });
    expect(signedUp.status).toBe(303);
    const { results } = await env.DB.prepare(
      `SELECT recipient, payload, reference FROM notifications WHERE event = 'account.doctor-signup'
       AND json_extract(payload, '$.email') = ?1`,
    )
      .bind(email)
      .all<{ recipient: string; payload: string; reference: string | null }>();
    expect(results.length).toBeGreaterThan(0);
    const payload = JSON.parse(results[0]!.payload) as Record<string, unknown>;
    expect(payload).toMatchObject({ name: `Signup Doctor ${stamp}`, email });
    expect(Object.keys(payload).sort()).toEqual(['accountId', 'email', 'name', 'signedUpAt']);

    // A second sign-up of the same unconfirmed address writes no second message.
    await postForm('/auth/sign-up', {
      email,
      password: 'secret12',
      confirmPassword: 'secret12',
      fullName: `Signup Doctor ${stamp}`,
      role: 'doctor',
    });
    const again = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM notifications WHERE event = 'account.doctor-signup' AND json_extract(payload, '$.email') = ?1`,
    )
      .bind(email)
      .first<{ n: number }>();
    expect(again?.n).toBe(results.length);

    const doctors = await (await get(DOCTORS, admin)).text();
    const waiting = Number((await select(doctors, '[data-waiting-doctors]'))[0]?.attrs['data-waiting-doctors']);
    expect(waiting).toBeGreaterThan(0);
    const dashboard = await (await get('/admin', admin)).text();
    expect((await select(dashboard, '[data-waiting-doctors]'))[0]?.attrs['data-waiting-doctors']).toBe(String(waiting));
    const badge = (await select(dashboard, `nav[aria-label="Admin"] a[href="${DOCTORS}"]`))[0];
    expect(badge?.text).toBe(`Doctors : ${waiting}`);
  });
});

describe('the directory', () => {
  const contextWith = (bindings: Record<string, string>) => ({ env: bindings }) as unknown as Context<AppEnv>;

  it('reports an unreachable or unconfigured auth server as unavailable (the screens answer 503), never a crash', async () => {
    await expect(listAllAccounts(contextWith({ SUPABASE_URL: 'http://127.0.0.1:9' }))).rejects.toBeInstanceOf(
      AuthUnavailableError,
    );
    const unreachable = contextWith({ SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_SERVICE_ROLE_KEY: 'key' });
    await expect(listAllAccounts(unreachable)).rejects.toBeInstanceOf(AuthUnavailableError);
    await expect(directoryForScreen(unreachable)).rejects.toThrow(new ScreenUnavailableError(DIRECTORY_UNAVAILABLE));
  });

  it('reads the page and search from the address, rebuilt from known keys only', () => {
    expect(readUsersQuery(new URLSearchParams('q=%20asha%20&page=3&x=1'))).toEqual({ search: 'asha', page: 3 });
    expect(readUsersQuery(new URLSearchParams('page=-2'))).toEqual({ search: undefined, page: 1 });
    expect(usersSearch({ search: 'a b', page: 2 })).toBe('?q=a+b&page=2');
    expect(usersSearch({ page: 1 })).toBe('');
  });

  it('writes the coordinators a sign-up mail that names the person and links to the Doctors list, nothing secret', () => {
    const mail = renderNotification(
      'account.doctor-signup',
      'en',
      { accountId: 'id-1', name: 'Asha Rao', email: 'asha@example.com', signedUpAt: Date.UTC(2026, 10, 27, 6, 30) },
      { siteName: 'CareLine Health', siteUrl: 'https://careline.example', supportPhone: '1800' },
    );
    expect(mail.subject).toBe('Doctor sign-up waiting for approval: Asha Rao');
    expect(mail.text).toContain('Asha Rao (asha@example.com) signed up as a doctor on 27 Nov 2026, 12:00 pm');
    expect(mail.text).toContain('https://careline.example/admin/users/doctors?q=asha%40example.com');
    expect(mail.html).toContain('href="https://careline.example/admin/users/doctors?q=asha%40example.com"');
    expect(`${mail.text}${mail.html}`).not.toMatch(/password|token/i);
  });

  it('puts waiting doctors first, then the newest, and keeps admins on the patients list', () => {
    const base = { email: null, fullName: null, confirmed: true, lastSignInAt: null, disabled: false };
    const accounts = [
      { ...base, id: 'a', role: 'doctor', askedFor: 'doctor', createdAt: 3 },
      { ...base, id: 'b', role: null, askedFor: 'doctor', createdAt: 1 },
      { ...base, id: 'c', role: 'admin', askedFor: 'doctor', createdAt: 2 },
      { ...base, id: 'd', role: null, askedFor: 'patient', createdAt: 4 },
      { ...base, id: 'e', role: null, askedFor: 'doctor', createdAt: 5, disabled: true },
    ];
    expect(pickAccounts(accounts, 'doctors', undefined).map((a) => a.id)).toEqual(['b', 'e', 'a']);
    expect(pickAccounts(accounts, 'patients', undefined).map((a) => a.id)).toEqual(['d', 'c']);
  });
});

describe('review fixes', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const linkOf = async (record: string) =>
    (await env.DB.prepare('SELECT account_id FROM doctors WHERE id = ?1').bind(record).first())?.account_id ?? null;
  const roleOf = async (id: string) =>
    ((await adminApi(`/users/${id}`, { method: 'GET' })).app_metadata as { role?: string } | undefined)?.role;

  /**
   * The auth server carries out the matching admin calls but its answer never arrives ('lost'), the call does not get
   * through at all ('down'), or no answer comes before the caller's deadline ('slow').
   */
  function authAnswers(decide: (url: URL, method: string) => 'lost' | 'down' | 'slow' | undefined) {
    const real = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      const what = decide(new URL(request.url), request.method);
      // No answer until the caller's own deadline gives up.
      if (what === 'slow')
        return new Promise<Response>((_, reject) => {
          const signal = init?.signal ?? request.signal;
          signal.addEventListener('abort', () => reject(signal.reason));
        });
      if (what === 'lost') await real(request);
      if (what) throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
      return real(input, init);
    });
  }
  const userCall = (id: string) => (url: URL) => url.pathname === `/auth/v1/admin/users/${id}`;

  it('never approves or makes admin an account whose e-mail is not confirmed (409, no button, marked)', async () => {
    const stranger = await account('Unconfirmed Doctor', 'doctor', undefined, false);
    const patient = await account('Unconfirmed Patient', 'patient', undefined, false);
    const record = await freeDoctor();
    const list = await (await get(`${DOCTORS}?q=${encodeURIComponent(stranger.email)}`, admin)).text();
    const row = (await select(list, 'tbody tr'))[0];
    expect(row?.text).toContain('E-mail not confirmed');
    expect(row?.text).not.toContain('Approve as doctor');
    const page = await get(`${DOCTORS}/${stranger.id}/approve`, admin);
    expect(page.status).toBe(409);
    expect(visibleText(await page.text())).toContain('Ask them to confirm their e-mail address first');
    const approve = await post(`${DOCTORS}/${stranger.id}/approve`, admin, { doctor: record });
    expect(approve.status).toBe(409);
    expect(visibleText(await approve.text())).toContain('Ask them to confirm their e-mail address first');
    const patients = await (await get(`${PATIENTS}?q=${encodeURIComponent(patient.email)}`, admin)).text();
    expect((await select(patients, 'tbody tr'))[0]?.text).not.toContain('Make admin');
    expect((await post(`${PATIENTS}/${patient.id}/grant-admin`, admin)).status).toBe(409);
    expect(await linkOf(record)).toBeNull();
    expect(await roleOf(stranger.id)).toBeUndefined();
    expect(await roleOf(patient.id)).toBeUndefined();
    expect(await auditOf(stranger.id)).toEqual([]);
  });

  it('answers 409, not 500, when another approval linked another record to the account a moment before', async () => {
    const doctor = await account('Twice Approved', 'doctor');
    const [first, second] = [await freeDoctor(), await freeDoctor()];
    // The other approval's link lands between this one's reading of the account and its own link.
    const trigger = `race_${second.replace(/\W/g, '_')}`;
    await env.DB.prepare(
      `CREATE TRIGGER ${trigger} BEFORE UPDATE OF account_id ON doctors WHEN NEW.id = '${second}'
       BEGIN UPDATE doctors SET account_id = '${doctor.id}' WHERE id = '${first}'; END`,
    ).run();
    try {
      const answer = await post(`${DOCTORS}/${doctor.id}/approve`, admin, { doctor: second });
      expect(answer.status).toBe(409);
      expect(visibleText(await answer.text())).toContain(
        'This account was linked to another doctor record a moment ago',
      );
    } finally {
      await env.DB.prepare(`DROP TRIGGER ${trigger}`).run();
    }
    expect(await linkOf(second)).toBeNull();
    expect(await roleOf(doctor.id)).toBeUndefined();
    expect(await auditOf(doctor.id)).toEqual([]);
  });

  /** A database whose doctor-linking batches wait until `parties` of them have arrived: approvals in step. */
  function linksInStep(parties: number) {
    const sqlOf = new WeakMap<object, string>();
    let arrived = 0;
    let release = () => {};
    const together = new Promise<void>((resolve) => {
      release = resolve;
    });
    return {
      prepare(sql: string) {
        const statement = env.DB.prepare(sql);
        return new Proxy(statement, {
          get(target, key) {
            if (key === 'bind')
              return (...values: unknown[]) => {
                const bound = target.bind(...values);
                sqlOf.set(bound, sql);
                return bound;
              };
            const value = Reflect.get(target, key);
            return typeof value === 'function' ? value.bind(target) : value;
          },
        });
      },
      async batch(statements: D1PreparedStatement[]) {
        if (statements.some((statement) => sqlOf.get(statement)?.startsWith('UPDATE doctors SET account_id = ?2'))) {
          arrived += 1;
          if (arrived >= parties) release();
          await together;
        }
        return env.DB.batch(statements);
      },
    };
  }

  it('treats the same approval sent twice at once as one: both go through, the record linked and the role granted', async () => {
    const doctor = await account('Double Submit', 'doctor');
    const record = await freeDoctor();
    const DB = linksInStep(2);
    const answers = await Promise.all(
      [0, 1].map(async () => {
        const ctx = createExecutionContext();
        const response = await worker.fetch(
          new Request(`${SITE}${DOCTORS}/${doctor.id}/approve`, {
            method: 'POST',
            headers: { Origin: SITE, 'Content-Type': 'application/x-www-form-urlencoded', Cookie: admin },
            body: new URLSearchParams({ doctor: record }).toString(),
            redirect: 'manual',
          }),
          { ...env, DB } as unknown as typeof env,
          ctx,
        );
        await waitOnExecutionContext(ctx);
        return response;
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
    for (const answer of answers) expect(flashOf(answer)).toContain('account-approved');
    expect(await linkOf(record)).toBe(doctor.id);
    expect(await roleOf(doctor.id)).toBe('doctor');
    const details = (await auditOf(doctor.id)).map((row) => row.detail);
    expect(details.some((detail) => detail.includes('already linked by an approval sent a moment before'))).toBe(true);
  });

  it('keeps the approval when the role was granted but the answer was lost, and says so', async () => {
    const doctor = await account('Lost Answer', 'doctor');
    const record = await freeDoctor();
    const call = userCall(doctor.id);
    authAnswers((url, method) => (call(url) && method === 'PUT' ? 'lost' : undefined));
    const approved = await post(`${DOCTORS}/${doctor.id}/approve`, admin, { doctor: record });
    expect(approved.status).toBe(303);
    expect(flashOf(approved)).toContain('account-approved');
    vi.restoreAllMocks();
    expect(await linkOf(record)).toBe(doctor.id);
    expect(await roleOf(doctor.id)).toBe('doctor');
  });

  it('says the outcome is unknown, never "nothing was changed", when the account cannot be read again', async () => {
    const doctor = await account('Unknown Outcome', 'doctor');
    const record = await freeDoctor();
    const call = userCall(doctor.id);
    let reads = 0;
    authAnswers((url, method) => {
      if (!call(url)) return undefined;
      if (method === 'PUT') return 'lost';
      reads += 1;
      return reads > 1 ? 'down' : undefined; // the page's own read answers; the read after the change does not
    });
    const answer = await post(`${DOCTORS}/${doctor.id}/approve`, admin, { doctor: record });
    expect(answer.status).toBe(503);
    const text = visibleText(await answer.text());
    expect(text).toContain('it is not known whether the doctor role was granted');
    expect(text).not.toContain('nothing was changed');
    vi.restoreAllMocks();
    expect(await linkOf(record)).toBe(doctor.id);
  });

  it('finishes a deletion whose answer was lost, closing the request', async () => {
    const patient = await account('Lost Delete', 'patient');
    const { reference } = await insertRequest(env.DB, {
      kind: 'privacy',
      locale: 'en',
      values: { name: patient.name, email: patient.email, requestType: 'erasure' },
      consentVersion: 'privacy-2026-11',
      dedupeKey: `erasure-lost-${stamp}`,
      now: Date.now(),
    });
    await env.DB.prepare('UPDATE requests SET account_id = ?1 WHERE reference = ?2').bind(patient.id, reference).run();
    const call = userCall(patient.id);
    authAnswers((url, method) => (call(url) && method === 'DELETE' ? 'lost' : undefined));
    const deleted = await post(`${PATIENTS}/${patient.id}/delete`, admin);
    expect(deleted.status).toBe(303);
    expect(flashOf(deleted)).toContain('account-deleted');
    vi.restoreAllMocks();
    const request = await env.DB.prepare('SELECT status, account_id FROM requests WHERE reference = ?1')
      .bind(reference)
      .first();
    expect(request).toEqual({ status: 'closed', account_id: null });
  });

  it('answers 503 with a message when the DB binding is missing or the database fails', async () => {
    const doctor = await account('No Database', 'doctor');
    const failing = {
      prepare: () => {
        throw new Error('D1_ERROR: the database is unavailable');
      },
      batch: () => Promise.reject(new Error('D1_ERROR: the database is unavailable')),
    };
    for (const [DB, message] of [
      [undefined, 'Check the DB binding'],
      [failing, 'The database did not answer'],
    ] as const) {
      for (const path of [`${DOCTORS}/${doctor.id}/approve`, DOCTORS]) {
        const ctx = createExecutionContext();
        const response = await worker.fetch(
          new Request(`${SITE}${path}`, { headers: { Cookie: admin }, redirect: 'manual' }),
          { ...env, DB } as unknown as typeof env,
          ctx,
        );
        await waitOnExecutionContext(ctx);
        expect(response.status).toBe(503);
        expect(visibleText(await response.text())).toContain(message);
      }
    }
  });

  it('remembers the waiting count on other admin pages, counts afresh on the Users screens and dashboard, and never waits over a second for it', async () => {
    const count = async (path: string) =>
      Number(
        (await select(await (await get(path, admin)).text(), '[data-waiting-doctors]'))[0]?.attrs[
          'data-waiting-doctors'
        ],
      );
    const badge = async (path: string) =>
      (await select(await (await get(path, admin)).text(), `nav[aria-label="Admin"] a[href="${DOCTORS}"]`))[0]?.text;
    await account('Badge Seed', 'doctor'); // at least one waiting, so the badge shows
    const before = await count(DOCTORS);
    expect(await badge('/admin/notifications')).toBe(`Doctors : ${before}`);
    await account('Badge Memo', 'doctor'); // a sign-up the remembered count does not know of yet
    expect(await badge('/admin/notifications')).toBe(`Doctors : ${before}`);
    const fresh = await count('/admin');
    expect(fresh).toBeGreaterThan(before);
    expect(await badge('/admin/notifications')).toBe(`Doctors : ${fresh}`);

    // A change of an account forgets the count; then the auth server's list does not answer.
    const doctor = await account('Badge Approved', 'doctor');
    expect((await post(`${DOCTORS}/${doctor.id}/approve`, admin, { doctor: await freeDoctor() })).status).toBe(303);
    authAnswers((url, method) => (url.pathname === '/auth/v1/admin/users' && method === 'GET' ? 'slow' : undefined));
    const started = Date.now();
    const page = await get('/admin/notifications', admin);
    const took = Date.now() - started;
    expect(page.status).toBe(200);
    // Under the auth deadline (3.5 s), which is what the page would wait without the badge's own second.
    expect(took).toBeLessThan(3000);
    const entry = (await select(await page.text(), `nav[aria-label="Admin"] a[href="${DOCTORS}"]`))[0];
    expect(entry?.text).toBe('Doctors');
  });
});
