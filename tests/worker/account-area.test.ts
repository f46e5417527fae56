// The patient's area, /account and /hi/account: patient A never sees patient B's appointments or requests, B's
// references in A's addresses answer 404, records are linked by account (made while signed in), by a confirmed
// e-mail or by a phone the auth server verified (decision 0028; account-phone-links.test.ts), never by a profile's
// mobile alone; the profile is validated like the request forms and saved on the auth server's record; "Delete my
// account" files a privacy request the admin can find; and the sign-in comes back here.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_COPY_EN } from '../../src/account/copy.en';
import { ACCOUNT_COPY_HI } from '../../src/account/copy.hi';
import { ownedAppointments, ownedRequests, ownerOf } from '../../src/account/linked';
import { createApp } from '../../src/app';
import { findAppointment, insertAppointment } from '../../src/appointments';
import { APPOINTMENT_COPY_EN } from '../../src/patient/copy.en';
import { APPOINTMENT_COPY_HI } from '../../src/patient/copy.hi';
import { EN_ISLAND_WORDS } from '../../shared/i18n/en/islands';
import { ACCOUNT_TOASTS } from '../../shared/i18n/en/messages';
import { HI_ISLAND_WORDS } from '../../shared/i18n/hi/islands';
import { EN_REFUSALS } from '../../shared/i18n/en/refusals';
import { newBooking, pickFields, slotAhead, testDoctor } from './appointment-support';
import { adminApi, createAccount, freshAddress, JSON_ACCEPT, postForm, SITE, signInWith } from './auth-helpers';
import { select, selectOne, visibleText } from './html';

interface Patient {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

const visit = (path: string, cookie?: string) =>
  SELF.fetch(`${SITE}${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });

/** The app with other bindings (a database that is missing or failing), asked without a Worker around it. */
function withBindings(bindings: Partial<typeof env>) {
  const app = createApp({ cachePages: false });
  return (path: string, cookie: string, form?: Record<string, string>) =>
    app.request(
      `${SITE}${path}`,
      form
        ? {
            method: 'POST',
            headers: {
              Cookie: cookie,
              Origin: SITE,
              'Content-Type': 'application/x-www-form-urlencoded',
              'CF-Connecting-IP': freshAddress(),
            },
            body: new URLSearchParams(form).toString(),
          }
        : { headers: { Cookie: cookie } },
      { ...env, ...bindings },
    );
}

async function patient(): Promise<Patient> {
  const account = await createAccount('patient');
  return { ...account, cookie: await signInWith(account.email, account.password) };
}

/** The references of the appointment cards a page shows. */
async function cardReferences(html: string): Promise<string[]> {
  return (await select(html, 'article[data-reference]')).map((card) => card.attrs['data-reference'] ?? '');
}

/** A pick through the doctor's page, sent with `cookie` (signed in) or without; the stored reference. */
async function bookThroughPage(cookie: string | null, fields: Record<string, string> = {}, prefix = '') {
  const doctor = await testDoctor();
  const page = await (await visit(`${prefix}/doctors/${doctor.id}/book`)).text();
  const response = await postForm(
    `${prefix}/doctors/${doctor.id}/book`,
    pickFields(slotAhead(page, 30), fields),
    cookie ? { Cookie: cookie } : {},
  );
  expect(response.status).toBe(303);
  return (response.headers.get('Location') ?? '').split('?')[0]!.split('/').pop()!;
}

/** An appointment stored directly, as a coordinator's booking would be (no account, maybe an e-mail). */
async function storedAppointment(overrides: Parameters<typeof newBooking>[2] = {}) {
  const doctor = await testDoctor();
  const start = Date.now() + 3 * 86_400_000 + Math.floor(Math.random() * 1000) * 60_000;
  const booked = await insertAppointment(env.DB, newBooking(doctor.id, start, overrides));
  if (!booked.ok) throw new Error(`could not store an appointment: ${booked.reason}`);
  return booked.reference;
}

async function sendMessage(email: string, cookie?: string): Promise<string> {
  const response = await postForm(
    '/contact',
    { firstName: 'Asha', email, department: 'other', message: 'Hello', token: crypto.randomUUID() },
    { ...JSON_ACCEPT, ...(cookie ? { Cookie: cookie } : {}) },
  );
  const reply = (await response.json()) as { ok: boolean; reference: string };
  expect(reply.ok).toBe(true);
  return reply.reference;
}

let a: Patient;
let b: Patient;

beforeAll(async () => {
  [a, b] = await Promise.all([patient(), patient()]);
});

describe('without a session', () => {
  it.each([
    '/account',
    '/account/appointments',
    '/account/profile',
    '/account/privacy',
    '/account/privacy/delete',
    '/account/appointments/AP-7K3F9Q',
    '/hi/account/appointments',
    '/hi/account/profile',
  ])('%s answers 303 to the sign-in portal with next', async (path) => {
    const response = await visit(path);
    expect(response.status).toBe(303);
    const portal = path.startsWith('/hi/') ? '/hi/auth' : '/auth';
    expect(response.headers.get('Location')).toBe(`${portal}?next=${encodeURIComponent(path)}`);
  });

  it('posts are refused the same way, and nothing is stored', async () => {
    const response = await postForm('/account/privacy/delete', { confirm: 'yes' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/auth?next=%2Faccount%2Fprivacy%2Fdelete');
  });
});

describe('appointments: patient A against patient B', () => {
  it('a booking made while signed in is linked by account, even with another e-mail, and only A sees it', async () => {
    const reference = await bookThroughPage(a.cookie, { email: `someone-else-${Date.now()}@example.com` });
    expect((await findAppointment(env.DB, reference))?.accountId).toBe(a.id);
    const mine = await (await visit('/account/appointments', a.cookie)).text();
    expect(await cardReferences(mine)).toContain(reference);
    const theirs = await (await visit('/account/appointments', b.cookie)).text();
    expect(await cardReferences(theirs)).not.toContain(reference);
    expect(visibleText(theirs)).not.toContain(reference);
    // A booking without a session stays unlinked.
    const anonymous = await bookThroughPage(null);
    expect((await findAppointment(env.DB, anonymous))?.accountId).toBeNull();
  });

  it("B's appointment linked by B's confirmed e-mail: B sees it, and every A address with its reference is a 404", async () => {
    const reference = await storedAppointment({ patientEmail: b.email.toUpperCase() });
    const list = await (await visit('/account/appointments', b.cookie)).text();
    expect(await cardReferences(list)).toContain(reference);
    const opened = await visit(`/account/appointments/${reference}`, b.cookie);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('Location')).toMatch(new RegExp(`^/appointments/${reference}\\?key=[\\w-]{22}$`));
    expect((await visit(opened.headers.get('Location')!)).status).toBe(200);
    for (const tail of ['', '/receipt', '/calendar.ics']) {
      const response = await visit(`/account/appointments/${reference}${tail}`, a.cookie);
      expect(response.status).toBe(404);
      expect(response.headers.get('Location')).toBeNull();
      expect(await response.text()).not.toContain('key=');
    }
    expect((await visit(`/hi/account/appointments/${reference}`, a.cookie)).status).toBe(404);
    // A reference that does not exist and a malformed one answer the same.
    expect((await visit('/account/appointments/AP-0000ZZ', a.cookie)).status).toBe(404);
    expect((await visit('/account/appointments/nope', a.cookie)).status).toBe(404);
    expect(await cardReferences(await (await visit('/account', a.cookie)).text())).not.toContain(reference);
  });

  it('links by e-mail only while the address is confirmed, and never by a profile mobile nobody verified', async () => {
    const byEmail = await storedAppointment({ patientEmail: b.email });
    const unconfirmed = ownerOf({ id: 'someone-without-records', email: b.email, emailConfirmed: false });
    expect((await ownedAppointments(env.DB, unconfirmed)).map((x) => x.reference)).not.toContain(byEmail);
    const confirmed = ownerOf({ id: 'someone-without-records', email: b.email, emailConfirmed: true });
    expect((await ownedAppointments(env.DB, confirmed)).map((x) => x.reference)).toContain(byEmail);
    const request = await sendMessage(b.email);
    expect((await ownedRequests(env.DB, unconfirmed)).map((x) => x.reference)).not.toContain(request);
    expect((await ownedRequests(env.DB, confirmed)).map((x) => x.reference)).toContain(request);

    // A's mobile in their profile, and a booking made by someone else with that number and no e-mail.
    const phone = '+919812345670';
    expect((await postForm('/account/profile', { name: 'Asha Rao', phone }, { Cookie: a.cookie })).status).toBe(303);
    const byPhone = await storedAppointment({ patientPhone: phone, patientEmail: null });
    const html = await (await visit('/account/appointments', a.cookie)).text();
    expect(await cardReferences(html)).not.toContain(byPhone);
    expect((await visit(`/account/appointments/${byPhone}`, a.cookie)).status).toBe(404);
  });

  it('patient books while signed in, sees it in /account, cancels it and sees the refund', async () => {
    const reference = await bookThroughPage(a.cookie);
    const overview = await (await visit('/account', a.cookie)).text();
    const card = await selectOne(overview, `article[data-reference="${reference}"]`);
    expect(card.text).toContain(APPOINTMENT_COPY_EN.appointment.statuses.requested);
    expect(card.text).toContain('Dr. Meera Shah, General Physician');
    expect(card.text).toContain(APPOINTMENT_COPY_EN.modes.video);
    const cancelForm = await selectOne(overview, `form[action="/appointments/${reference}/cancel"]`);
    expect(cancelForm.attrs.method).toBe('post');
    const key = (await select(overview, `form[action="/appointments/${reference}/cancel"] input[name="key"]`))[0]!.attrs
      .value!;
    const step = await postForm(`/appointments/${reference}/cancel`, { key });
    expect(step.status).toBe(200);
    const stepText = visibleText(await step.text());
    expect(stepText).toContain(APPOINTMENT_COPY_EN.cancel.title);
    // Not paid: the refund the rules give is nothing to return, and the page says so before anything changes.
    expect(stepText).toContain(APPOINTMENT_COPY_EN.cancel.unpaid);
    expect((await findAppointment(env.DB, reference))?.status).toBe('requested');
  });

  it('shows the UPI link while a confirmed appointment is unpaid, and the calendar file for it', async () => {
    const reference = await storedAppointment({ accountId: a.id, status: 'scheduled' });
    const html = await (await visit('/account/appointments', a.cookie)).text();
    const card = await selectOne(html, `article[data-reference="${reference}"]`);
    expect(card.text).toContain(APPOINTMENT_COPY_EN.appointment.statuses.scheduled);
    expect(html).toContain(`tn=${reference}`);
    const ics = await visit(`/account/appointments/${reference}/calendar.ics`, a.cookie);
    expect(ics.status).toBe(303);
    const file = await visit(ics.headers.get('Location')!);
    expect(file.headers.get('Content-Type')).toContain('text/calendar');
  });
});

describe('requests: patient A against patient B', () => {
  it('a request sent while signed in is linked by account; one sent with B’s e-mail shows only to B', async () => {
    const own = await sendMessage(`typed-${Date.now()}@example.com`, a.cookie);
    const stored = await env.DB.prepare('SELECT account_id FROM requests WHERE reference = ?1')
      .bind(own)
      .first<{ account_id: string | null }>();
    expect(stored?.account_id).toBe(a.id);
    const bs = await sendMessage(b.email);
    const mine = visibleText(await (await visit('/account', a.cookie)).text());
    expect(mine).toContain(own);
    expect(mine).not.toContain(bs);
    const theirs = visibleText(await (await visit('/account', b.cookie)).text());
    expect(theirs).toContain(bs);
    expect(theirs).not.toContain(own);
  });
});

describe('profile', () => {
  it('refuses a name with digits and a landline with 400 and the request forms’ messages', async () => {
    const response = await postForm('/account/profile', { name: 'R2D2', phone: '022 2345 6789' }, { Cookie: a.cookie });
    expect(response.status).toBe(400);
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain(EN_ISLAND_WORDS.forms.problems.name);
    expect(text).toContain(EN_ISLAND_WORDS.forms.problems.phone);
    expect((await selectOne(html, 'input[name="name"]')).attrs.value).toBe('R2D2');
    const hindi = await postForm('/hi/account/profile', { name: '', phone: '' }, { Cookie: a.cookie });
    expect(hindi.status).toBe(400);
    expect(visibleText(await hindi.text())).toContain(HI_ISLAND_WORDS.forms.problems.missing);
  });

  it('answers a field too long, a missing name, a mobile of letters and a repeated field with 4xx and its words', async () => {
    const problems = EN_ISLAND_WORDS.forms.problems;
    const cases: [Record<string, string>, string[]][] = [
      [{ name: 'A'.repeat(121), phone: '9'.repeat(21) }, [problems.tooLong]],
      [{ phone: 'call me' }, [problems.missing, problems.phone]],
      [{ name: '<b>Asha</b>', phone: '' }, [problems.markup]],
    ];
    for (const [fields, messages] of cases) {
      const response = await postForm('/account/profile', fields, { Cookie: a.cookie });
      expect(response.status).toBe(400);
      const html = await response.text();
      for (const message of messages) expect(visibleText(html)).toContain(message);
      expect((await selectOne(html, 'form[method="post"]')).text).toContain(EN_ISLAND_WORDS.forms.invalid.title);
    }
    // The Hindi page words them in Hindi.
    const hindi = await postForm('/hi/account/profile', { name: 'Asha', phone: 'abc' }, { Cookie: a.cookie });
    expect(hindi.status).toBe(400);
    expect(visibleText(await hindi.text())).toContain(HI_ISLAND_WORDS.forms.problems.phone);
    const repeated = await SELF.fetch(`${SITE}/account/profile`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: a.cookie, Origin: SITE, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=Asha&name=Meena&phone=',
    });
    expect(repeated.status).toBe(400);
    expect(visibleText(await repeated.text())).toContain(EN_REFUSALS.repeatedField);
  });

  it('saves the name and the mobile (+91) on the auth server, with a flash message, and shows them', async () => {
    const person = await patient();
    const response = await postForm(
      '/account/profile',
      { name: 'Meena  Iyer', phone: '098765 43211' },
      { Cookie: person.cookie },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/account/profile');
    expect(response.headers.getSetCookie().join(';')).toContain('flash=profile-saved');
    const record = await adminApi(`/users/${person.id}`, { method: 'GET' });
    expect(record.user_metadata).toMatchObject({ full_name: 'Meena Iyer', phone: '+919876543211' });
    // user_metadata is display data: it grants nothing.
    expect((record.app_metadata as Record<string, unknown>).role).toBe('patient');
    // Without JavaScript the message is in the page the redirect leads to.
    const flash = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .find((pair) => pair?.startsWith('flash='));
    const session = person.cookie
      .split('; ')
      .filter((pair) => !pair.startsWith('flash='))
      .join('; ');
    const page = await (await visit('/account/profile', `${session}; ${flash}`)).text();
    expect(visibleText(page)).toContain(ACCOUNT_TOASTS.profileSaved.title);
    expect((await selectOne(page, 'input[name="name"]')).attrs.value).toBe('Meena Iyer');
    expect((await selectOne(page, 'input[name="phone"]')).attrs.value).toBe('+91 98765 43211');
    const audit = await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE actor_id = ?1 AND action = 'profile'")
      .bind(person.id)
      .first<{ n: number }>();
    expect(audit?.n).toBe(1);
  });

  it('refuses a post from another site (CSRF)', async () => {
    const response = await postForm(
      '/account/profile',
      { name: 'Evil', phone: '' },
      { Cookie: a.cookie, Origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
  });
});

describe('delete my account', () => {
  it('asks first, then stores a privacy request of type erasure with the account, acknowledged with its reference', async () => {
    const person = await patient();
    const confirm = await visit('/account/privacy/delete', person.cookie);
    expect(confirm.status).toBe(200);
    const confirmHtml = await confirm.text();
    expect((await selectOne(confirmHtml, 'h2')).text).toBe(ACCOUNT_COPY_EN.privacy.confirmTitle);
    expect((await selectOne(confirmHtml, 'title')).text).toContain(ACCOUNT_COPY_EN.privacy.confirmTitle);
    expect(await select(confirmHtml, 'form[action="/account/privacy/delete"][method="post"]')).toHaveLength(1);

    // No confirmation, or another value than the button's: the question again, 400, and nothing stored.
    const answers: Record<string, string>[] = [
      {},
      { confirm: 'no' },
      { confirm: 'YES' },
      { confirm: 'yes'.repeat(900) },
    ];
    for (const fields of answers) {
      const unconfirmed = await postForm('/account/privacy/delete', fields, { Cookie: person.cookie });
      expect(unconfirmed.status).toBe(400);
      const html = await unconfirmed.text();
      expect((await selectOne(html, 'h2')).text).toBe(ACCOUNT_COPY_EN.privacy.confirmTitle);
      expect(
        await select(html, 'form[action="/account/privacy/delete"] input[name="confirm"][value="yes"]'),
      ).toHaveLength(1);
    }
    const unsent = await env.DB.prepare("SELECT COUNT(*) AS n FROM requests WHERE kind = 'privacy' AND account_id = ?1")
      .bind(person.id)
      .first<{ n: number }>();
    expect(unsent?.n).toBe(0);
    const hindi = await postForm('/hi/account/privacy/delete', { confirm: 'no' }, { Cookie: person.cookie });
    expect(hindi.status).toBe(400);
    expect((await selectOne(await hindi.text(), 'h2')).text).toBe(ACCOUNT_COPY_HI.privacy.confirmTitle);

    const response = await postForm('/account/privacy/delete', { confirm: 'yes' }, { Cookie: person.cookie });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/account/privacy');
    const flash =
      /flash=account-deletion-requested%3A(CL-[0-9A-Z]{6})|flash=account-deletion-requested:(CL-[0-9A-Z]{6})/.exec(
        response.headers.getSetCookie().join(';'),
      );
    const reference = flash?.[1] ?? flash?.[2];
    expect(reference).toMatch(/^CL-/);

    const rows = await env.DB.prepare(
      "SELECT reference, email, fields FROM requests WHERE kind = 'privacy' AND account_id = ?1",
    )
      .bind(person.id)
      .all<{ reference: string; email: string; fields: string }>();
    expect(rows.results).toHaveLength(1);
    expect(rows.results[0]!.reference).toBe(reference);
    expect(rows.results[0]!.email).toBe(person.email);
    expect(JSON.parse(rows.results[0]!.fields).requestType).toBe('erasure');

    // Asked again: the same request, not a second one.
    const again = await postForm('/account/privacy/delete', { confirm: 'yes' }, { Cookie: person.cookie });
    expect(again.status).toBe(303);
    expect(again.headers.getSetCookie().join(';')).toContain(reference!);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM requests WHERE kind = 'privacy' AND account_id = ?1")
      .bind(person.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);

    const privacy = await (await visit('/account/privacy', person.cookie)).text();
    expect(visibleText(privacy)).toContain(reference!);
    expect(await select(privacy, 'a[href="/account/privacy/delete"]')).toHaveLength(0);
    const audit = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM audit_log WHERE actor_id = ?1 AND action = 'account-erasure' AND reference = ?2",
    )
      .bind(person.id, reference)
      .first<{ n: number }>();
    expect(audit?.n).toBe(1);
    // Nobody else's privacy screen mentions it.
    expect(visibleText(await (await visit('/account/privacy', a.cookie)).text())).not.toContain(reference!);
  });

  it('the data download holds the account’s own requests and appointments by the linking rule, nobody else’s', async () => {
    const person = await patient();
    const ownRequest = await sendMessage(`typed-${Date.now()}@example.com`, person.cookie);
    const ownAppointment = await storedAppointment({ accountId: person.id });
    const byEmail = await storedAppointment({ patientEmail: person.email });
    const bsRequest = await sendMessage(b.email);
    const bsAppointment = await storedAppointment({ patientEmail: b.email });
    const response = await visit('/privacy/my-data', person.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    const data = (await response.json()) as {
      account: { id: string; email: string; emailConfirmed: boolean };
      requests: { reference: string }[];
      appointments: { reference: string }[];
    };
    expect(data.account).toMatchObject({ id: person.id, email: person.email, emailConfirmed: true });
    expect(data.requests.map((r) => r.reference)).toEqual([ownRequest]);
    expect(data.appointments.map((x) => x.reference).sort()).toEqual([ownAppointment, byEmail].sort());
    expect(JSON.stringify(data)).not.toContain(bsRequest);
    expect(JSON.stringify(data)).not.toContain(bsAppointment);
    const hindi = await visit('/hi/privacy/my-data');
    expect(hindi.status).toBe(303);
    expect(hindi.headers.get('Location')).toBe('/hi/auth?next=%2Fhi%2Fprivacy%2Fmy-data');
  });

  it('links to the data download and the privacy page’s requests', async () => {
    const html = await (await visit('/account/privacy', a.cookie)).text();
    expect(await select(html, 'a[href="/privacy/my-data"]')).toHaveLength(1);
    expect(await select(html, 'a[href="/privacy#privacy-request"]')).toHaveLength(1);
  });
});

describe('a database that is missing or failing', () => {
  it('the delete-my-account post, an appointment address and the data download answer 503 with words, never a 500 or an empty file', async () => {
    const ask = withBindings({ DB: undefined });
    const deletion = await ask('/account/privacy/delete', a.cookie, { confirm: 'yes' });
    expect(deletion.status).toBe(503);
    expect(visibleText(await deletion.text())).toContain(ACCOUNT_COPY_EN.unavailable);
    const hindi = await ask('/hi/account/privacy/delete', a.cookie, { confirm: 'yes' });
    expect(hindi.status).toBe(503);
    expect(visibleText(await hindi.text())).toContain(ACCOUNT_COPY_HI.unavailable);
    const appointment = await ask('/account/appointments/AP-7K3F9Q', a.cookie);
    expect(appointment.status).toBe(503);
    const download = await ask('/privacy/my-data', a.cookie);
    expect(download.status).toBe(503);
    expect(download.headers.get('Content-Disposition')).toBeNull();
    expect(await download.text()).toBe(ACCOUNT_COPY_EN.privacy.downloadUnavailable);
    const hindiDownload = await ask('/hi/privacy/my-data', a.cookie);
    expect(await hindiDownload.text()).toBe(ACCOUNT_COPY_HI.privacy.downloadUnavailable);
  });

  it('a profile change that cannot be audited is not made: 503, the form again, the auth server untouched', async () => {
    const person = await patient();
    const failing = {
      prepare: (sql: string) =>
        sql.includes('INSERT INTO audit_log')
          ? { bind: () => ({ run: () => Promise.reject(new Error('D1 is down')) }) }
          : env.DB.prepare(sql),
    } as unknown as D1Database;
    const response = await withBindings({ DB: failing })('/account/profile', person.cookie, {
      name: 'Not Saved',
      phone: '',
    });
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(visibleText(html)).toContain(ACCOUNT_COPY_EN.profile.failed);
    expect((await selectOne(html, 'input[name="name"]')).attrs.value).toBe('Not Saved');
    const record = await adminApi(`/users/${person.id}`, { method: 'GET' });
    expect((record.user_metadata as Record<string, unknown>).full_name).not.toBe('Not Saved');
  });
});

describe('Hindi', () => {
  it('every entry speaks Hindi under /hi, its menu in Hindi words, never indexed', async () => {
    for (const [path, title] of [
      ['/hi/account', ACCOUNT_COPY_HI.menu.overview],
      ['/hi/account/appointments', ACCOUNT_COPY_HI.menu.appointments],
      ['/hi/account/profile', ACCOUNT_COPY_HI.menu.profile],
      ['/hi/account/privacy', ACCOUNT_COPY_HI.menu.privacy],
    ] as const) {
      const response = await visit(path, a.cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toContain('no-store');
      const html = await response.text();
      expect((await selectOne(html, 'html')).attrs.lang).toBe('hi');
      expect((await selectOne(html, 'meta[name="robots"]')).attrs.content).toContain('noindex');
      expect((await select(html, 'nav a[aria-current="page"]')).map((link) => link.text)).toEqual([title]);
    }
    const list = visibleText(await (await visit('/hi/account/appointments', a.cookie)).text());
    expect(list).toContain(APPOINTMENT_COPY_HI.appointment.statuses.requested);
    expect(list).toContain('डॉ. मीरा शाह, सामान्य चिकित्सक');
  });

  it('an appointment booked in English opens, cancels and asks for another time in Hindi from /hi/account', async () => {
    const reference = await bookThroughPage(a.cookie);
    expect((await findAppointment(env.DB, reference))?.locale).toBe('en');
    const list = await (await visit('/hi/account/appointments', a.cookie)).text();
    const card = `article[data-reference="${reference}"]`;
    expect(await select(list, `${card} form[action="/hi/appointments/${reference}/cancel"]`)).toHaveLength(1);
    expect(await select(list, `${card} form[action="/hi/appointments/${reference}/another-time"]`)).toHaveLength(1);
    const key = (await selectOne(list, `${card} input[name="key"]`)).attrs.value!;

    // Open: the page at the Hindi address, asked to stay in Hindi.
    const opened = await visit(`/hi/account/appointments/${reference}`, a.cookie);
    expect(opened.status).toBe(303);
    const location = opened.headers.get('Location')!;
    expect(location).toBe(`/hi/appointments/${reference}?key=${key}&lang=hi`);
    const page = await visit(location);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect((await selectOne(html, 'html')).attrs.lang).toBe('hi');
    expect(visibleText(html)).toContain(APPOINTMENT_COPY_HI.appointment.statuses.requested);
    // Without the ask, the address still goes to the language it was booked in.
    expect((await visit(`/hi/appointments/${reference}?key=${key}`)).headers.get('Location')).toBe(
      `/appointments/${reference}?key=${key}`,
    );

    // Cancel: the refund step in Hindi, its way back staying in Hindi; nothing changed yet.
    const step = await postForm(`/hi/appointments/${reference}/cancel`, { key });
    expect(step.status).toBe(200);
    const stepHtml = await step.text();
    expect((await selectOne(stepHtml, 'html')).attrs.lang).toBe('hi');
    expect(visibleText(stepHtml)).toContain(APPOINTMENT_COPY_HI.cancel.title);
    expect((await select(stepHtml, 'a')).filter((link) => link.attrs.href === location)).toHaveLength(1);

    // Another time: its step in Hindi first (nothing asked yet, its way back staying in Hindi), then back to the page.
    const ask = await postForm(`/hi/appointments/${reference}/another-time`, { key });
    expect(ask.status).toBe(200);
    const askHtml = await ask.text();
    expect((await selectOne(askHtml, 'html')).attrs.lang).toBe('hi');
    expect(visibleText(askHtml)).toContain(APPOINTMENT_COPY_HI.anotherTime.title);
    expect((await select(askHtml, 'a')).filter((link) => link.attrs.href === location)).toHaveLength(1);
    expect((await findAppointment(env.DB, reference))?.rescheduleAskedAt).toBeNull();
    const asked = await postForm(`/hi/appointments/${reference}/another-time`, { key, confirm: 'yes' });
    expect(asked.status).toBe(303);
    expect(asked.headers.get('Location')).toBe(location);
    const after = visibleText(await (await visit(location)).text());
    expect(after).toContain(APPOINTMENT_COPY_HI.appointment.askedAnotherTime);
    expect((await findAppointment(env.DB, reference))?.status).toBe('requested');
  });
});

describe('sign-in comes back to the guarded page', () => {
  it('the Hindi portal returns to /hi/account, and an admin sent by a guard returns to that admin page', async () => {
    const person = await createAccount('patient');
    const response = await postForm('/hi/auth/sign-in', {
      email: person.email,
      password: person.password,
      role: 'patient',
      next: '/hi/account',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/hi/account');
    const admin = await createAccount('admin');
    const adminBack = await postForm('/auth/sign-in', {
      email: admin.email,
      password: admin.password,
      role: 'admin',
      next: '/admin/appointments',
    });
    expect(adminBack.headers.get('Location')).toBe('/admin/appointments');
    const adminHome = await postForm('/auth/sign-in', { email: admin.email, password: admin.password, role: 'admin' });
    expect(adminHome.headers.get('Location')).toBe('/admin');
  });
});
