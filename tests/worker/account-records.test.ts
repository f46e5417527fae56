// The patient's Records in /account (and /hi/account): the records and issued prescriptions of their consultations
// once completed or once a prescription is issued (patient A never sees B's; drafts never show, nor a consultation
// still going on with only a draft), 20 a page, one access-log row per record shown (written in one batch), the
// starter symptoms and vitals named in Hindi on the Hindi page, and "Who opened your records": the access log of
// their own records in plain words, newest first, paged.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATIENT_ACCESS_PAGE_SIZE, PATIENT_RECORDS_PAGE_SIZE, logAccess } from '../../src/records';
import { SITE } from './auth-helpers';
import { select, visibleText } from './html';
import {
  ADVICE,
  consultation,
  DIAGNOSIS,
  doctorAccount,
  INVESTIGATIONS,
  patientAccount,
  recordAccessRows,
  recordIdOf,
  type Consultation,
  type Patient,
} from './rx-support';

const visit = (path: string, cookie?: string) =>
  SELF.fetch(`${SITE}${path}`, {
    redirect: 'manual',
    headers: { ...(cookie ? { Cookie: cookie } : {}), 'CF-Connecting-IP': `records-${crypto.randomUUID()}` },
  });

let x: Awaited<ReturnType<typeof doctorAccount>>;
let a: Patient;
let b: Patient;
let mine: Consultation;
let draftOnly: Consultation;
let ongoing: Consultation;
let ongoingDraft: Consultation;
let theirs: Consultation;

beforeAll(async () => {
  [x, a, b] = await Promise.all([doctorAccount('Dr. Rohan Das'), patientAccount(), patientAccount()]);
  mine = await consultation(x.doctor.id, { accountId: a.id });
  draftOnly = await consultation(x.doctor.id, { accountId: a.id, issue: false });
  ongoing = await consultation(x.doctor.id, { accountId: a.id, complete: false });
  ongoingDraft = await consultation(x.doctor.id, { accountId: a.id, issue: false, complete: false });
  theirs = await consultation(x.doctor.id, { accountId: b.id });
});

describe('/account/records', () => {
  it('without a session: 303 to the sign-in portal with next', async () => {
    for (const path of ['/account/records', '/account/records/access', '/hi/account/records']) {
      const response = await visit(path);
      expect(response.status).toBe(303);
      const portal = path.startsWith('/hi/') ? '/hi/auth' : '/auth';
      expect(response.headers.get('Location')).toBe(`${portal}?next=${encodeURIComponent(path)}`);
    }
  });

  it('is a tab of the account menu, in both languages', async () => {
    const html = await (await visit('/account', a.cookie)).text();
    expect(await select(html, 'nav a[href="/account/records"]')).toHaveLength(1);
    const hindi = await (await visit('/hi/account', a.cookie)).text();
    const [tab] = await select(hindi, 'nav a[href="/hi/account/records"]');
    expect(tab).toBeDefined();
    expect(visibleText(hindi)).toContain('मेरे रिकॉर्ड');
  });

  it('shows A’s records with what the doctor wrote and the issued prescriptions, nothing of B’s', async () => {
    const response = await visit('/account/records', a.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    const html = await response.text();
    const shown = (await select(html, 'article[data-record]')).map((card) => Number(card.attrs['data-record']));
    // Completed (issued or not), and issued while the consultation is still going on (the mail went at issue).
    const expected = [mine, draftOnly, ongoing].map((one) => recordIdOf(one.reference));
    expect(shown.sort()).toEqual((await Promise.all(expected)).sort());
    const text = visibleText(html);
    for (const expected of [DIAGNOSIS, ADVICE, INVESTIGATIONS, 'Sore throat', 'Temperature: 38.2 °C', 'Dr. Rohan Das'])
      expect(text).toContain(expected);
    expect(await select(html, `a[href="/account/prescriptions/${mine.number}"]`)).toHaveLength(1);
    expect(await select(html, `a[href="/account/prescriptions/${ongoing.number}"]`)).toHaveLength(1);
    // Never a draft, never a consultation still going on with only a draft, never another patient's.
    expect(html).not.toContain(draftOnly.number);
    expect(html).not.toContain(ongoingDraft.number);
    expect(html).not.toContain(ongoingDraft.reference);
    expect(html).not.toContain(theirs.number);
    expect(await select(html, 'nav[aria-label="Pages of your records"]')).toEqual([]);
    expect(text).toContain('No prescription was issued for this consultation.');
  });

  it('B sees only B’s', async () => {
    const html = await (await visit('/account/records', b.cookie)).text();
    const shown = (await select(html, 'article[data-record]')).map((card) => Number(card.attrs['data-record']));
    expect(shown).toEqual([await recordIdOf(theirs.reference)]);
    expect(html).not.toContain(mine.number);
  });

  it('writes one patient read row per record shown', async () => {
    const records = await Promise.all([mine, draftOnly, ongoing].map((one) => recordIdOf(one.reference)));
    const before = await Promise.all(records.map(async (id) => (await recordAccessRows(id)).length));
    await visit('/account/records', a.cookie);
    for (const [index, id] of records.entries()) {
      const rows = await recordAccessRows(id);
      expect(rows).toHaveLength((before[index] ?? 0) + 1);
      expect(rows.at(-1)).toMatchObject({ actor_id: a.id, actor_role: 'patient', action: 'read' });
    }
    // The ongoing consultation with only a draft is not shown, so not read.
    expect(
      (await recordAccessRows(await recordIdOf(ongoingDraft.reference))).filter((r) => r.actor_role === 'patient'),
    ).toEqual([]);
  });

  it('shows a prescription issued while the consultation is going on; a draft of one answers 404', async () => {
    const page = await visit(`/account/prescriptions/${ongoing.number}`, a.cookie);
    expect(page.status).toBe(200);
    expect(visibleText(await page.text())).toContain(DIAGNOSIS);
    expect((await visit(`/account/prescriptions/${ongoing.number}?print=1`, a.cookie)).status).toBe(200);
    expect((await visit(`/account/prescriptions/${ongoingDraft.number}`, a.cookie)).status).toBe(404);
    expect((await visit(`/account/prescriptions/${ongoingDraft.number}?print=1`, a.cookie)).status).toBe(404);
  });

  it('in Hindi: the words, symptoms and vitals in Hindi, the medical text as written', async () => {
    const text = visibleText(await (await visit('/hi/account/records', a.cookie)).text());
    expect(text).toContain('आपके रिकॉर्ड किसने खोले');
    expect(text).toContain('बुखार, गले में खराश');
    expect(text).toContain('शरीर का तापमान: 38.2 °C');
    expect(text).not.toContain('Sore throat');
    expect(text).not.toContain('Temperature');
    expect(text).toContain(DIAGNOSIS);
    expect(text).toContain('Since three days');
  });

  it('pages a long history: 20 a page, older and newer links in both languages, one read row per record shown', async () => {
    const c = await patientAccount();
    const many: Consultation[] = [];
    for (let i = 0; i < PATIENT_RECORDS_PAGE_SIZE + 1; i += 1)
      many.push(await consultation(x.doctor.id, { accountId: c.id, issue: false }));
    const reads = async () =>
      (
        await env.DB.prepare('SELECT COUNT(*) AS n FROM medical_record_access WHERE actor_id = ?1')
          .bind(c.id)
          .first<{ n: number }>()
      )?.n ?? 0;
    const first = await visit('/account/records', c.cookie);
    const html = await first.text();
    expect(await select(html, 'article[data-record]')).toHaveLength(PATIENT_RECORDS_PAGE_SIZE);
    expect(await reads()).toBe(PATIENT_RECORDS_PAGE_SIZE);
    // Newest first: the latest consultation on page 1, the earliest alone on page 2.
    expect(html).toContain(many.at(-1)!.reference);
    expect(html).not.toContain(many[0]!.reference);
    const [older] = await select(html, 'a[rel="next"]');
    expect(older?.attrs.href).toBe('/account/records?page=2');
    expect(older?.text).toBe('Older records');
    expect(await select(html, 'a[rel="prev"]')).toEqual([]);
    const second = await (await visit('/account/records?page=2', c.cookie)).text();
    const cards = await select(second, 'article[data-record]');
    expect(cards.map((card) => Number(card.attrs['data-record']))).toEqual([await recordIdOf(many[0]!.reference)]);
    const [newer] = await select(second, 'a[rel="prev"]');
    expect(newer?.attrs.href).toBe('/account/records');
    expect(await select(second, 'a[rel="next"]')).toEqual([]);
    expect(await reads()).toBe(PATIENT_RECORDS_PAGE_SIZE + 1);
    const hindi = await (await visit('/hi/account/records', c.cookie)).text();
    const [hindiOlder] = await select(hindi, 'a[rel="next"]');
    expect(hindiOlder?.attrs.href).toBe('/hi/account/records?page=2');
    expect(hindiOlder?.text).toBe('पुराने रिकॉर्ड');
    // Past the last page: no records, a way back.
    const beyond = await (await visit('/account/records?page=9', c.cookie)).text();
    expect(await select(beyond, 'article[data-record]')).toEqual([]);
    expect((await select(beyond, 'a[rel="prev"]'))[0]?.attrs.href).toBe('/account/records?page=8');
  });
});

describe('/account/records/access', () => {
  it('names who opened A’s records in plain words, newest first', async () => {
    await visit(`/doctor/prescriptions/${mine.number}`, x.cookie);
    await visit(`/rx/${mine.number}`);
    await visit(`/account/prescriptions/${mine.number}`, a.cookie);
    const html = await (await visit('/account/records/access', a.cookie)).text();
    const items = (await select(html, 'li[data-access]')).map((item) => item.text);
    const text = visibleText(html);
    expect(text).toContain('Your doctor, Dr. Rohan Das');
    expect(text).toContain(`Checked that prescription ${mine.number} is real`);
    expect(text).toContain('A check of the prescription number');
    expect(text).toContain(`You`);
    expect(items.length).toBeGreaterThan(2);
    expect(text.indexOf(`Opened prescription ${mine.number}`)).toBeLessThan(text.indexOf('Your doctor, Dr. Rohan Das'));
    // Nothing of B's records.
    expect(html).not.toContain(theirs.number);
    const other = await (await visit('/account/records/access', b.cookie)).text();
    expect(other).not.toContain(mine.number);
    expect(other).not.toContain('Dr. Rohan Das, ');
  });

  it('a row that names only the prescription number is the patient’s too', async () => {
    await logAccess(env.DB, { actor: 'public', role: 'public', number: mine.number, what: 'verify' });
    await logAccess(env.DB, { actor: 'public', role: 'public', number: theirs.number, what: 'verify' });
    const html = await (await visit('/account/records/access', a.cookie)).text();
    const [newest] = await select(html, 'li[data-access]');
    expect(newest?.text).toContain(`Checked that prescription ${mine.number} is real`);
    expect(html).not.toContain(theirs.number);
  });

  it('pages: older entries behind a link, by the last id shown', async () => {
    const record = await recordIdOf(mine.reference);
    for (let i = 0; i < PATIENT_ACCESS_PAGE_SIZE + 2; i += 1)
      await logAccess(env.DB, { actor: { id: 'admin-1', email: null }, role: 'admin', recordId: record, what: 'read' });
    const html = await (await visit('/account/records/access', a.cookie)).text();
    expect(await select(html, 'li[data-access]')).toHaveLength(PATIENT_ACCESS_PAGE_SIZE);
    expect(visibleText(html)).toContain('A CareLine Health administrator');
    const [older] = await select(html, 'a[rel="next"]');
    expect(older?.attrs.href).toMatch(/^\/account\/records\/access\?before=\d+$/);
    const next = await (await visit(older!.attrs.href!, a.cookie)).text();
    expect((await select(next, 'li[data-access]')).length).toBeGreaterThan(0);
    expect(visibleText(next)).toContain('Your doctor, Dr. Rohan Das');
  });
});
