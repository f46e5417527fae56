// The patient's Records in /account (and /hi/account): their completed consultations' records and issued
// prescriptions only (patient A never sees B's; drafts and consultations not completed never show), one access-log
// row per record shown, and "Who opened your records": the access log of their own records in plain words, newest
// first, paged.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATIENT_ACCESS_PAGE_SIZE, logAccess } from '../../src/records';
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
let theirs: Consultation;

beforeAll(async () => {
  [x, a, b] = await Promise.all([doctorAccount('Dr. Rohan Das'), patientAccount(), patientAccount()]);
  mine = await consultation(x.doctor.id, { accountId: a.id });
  draftOnly = await consultation(x.doctor.id, { accountId: a.id, issue: false });
  ongoing = await consultation(x.doctor.id, { accountId: a.id, complete: false });
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

  it('shows A’s completed records with what the doctor wrote and the issued prescription, nothing of B’s', async () => {
    const response = await visit('/account/records', a.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    const html = await response.text();
    const shown = (await select(html, 'article[data-record]')).map((card) => Number(card.attrs['data-record']));
    expect(shown.sort()).toEqual([await recordIdOf(mine.reference), await recordIdOf(draftOnly.reference)].sort());
    const text = visibleText(html);
    for (const expected of [DIAGNOSIS, ADVICE, INVESTIGATIONS, 'Sore throat', 'Temperature: 38.2 °C', 'Dr. Rohan Das'])
      expect(text).toContain(expected);
    expect(await select(html, `a[href="/account/prescriptions/${mine.number}"]`)).toHaveLength(1);
    // Never a draft, never a consultation still going on, never another patient's.
    expect(html).not.toContain(draftOnly.number);
    expect(html).not.toContain(ongoing.number);
    expect(html).not.toContain(theirs.number);
    expect(text).toContain('No prescription was issued for this consultation.');
  });

  it('B sees only B’s', async () => {
    const html = await (await visit('/account/records', b.cookie)).text();
    const shown = (await select(html, 'article[data-record]')).map((card) => Number(card.attrs['data-record']));
    expect(shown).toEqual([await recordIdOf(theirs.reference)]);
    expect(html).not.toContain(mine.number);
  });

  it('writes one patient read row per record shown', async () => {
    const record = await recordIdOf(mine.reference);
    const before = (await recordAccessRows(record)).length;
    await visit('/account/records', a.cookie);
    const rows = await recordAccessRows(record);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ actor_id: a.id, actor_role: 'patient', action: 'read' });
    // The ongoing consultation's record is not shown, so not read.
    expect(
      (await recordAccessRows(await recordIdOf(ongoing.reference))).filter((r) => r.actor_role === 'patient'),
    ).toEqual([]);
  });

  it('in Hindi: the words in Hindi, the medical text as written', async () => {
    const text = visibleText(await (await visit('/hi/account/records', a.cookie)).text());
    expect(text).toContain('आपके रिकॉर्ड किसने खोले');
    expect(text).toContain(DIAGNOSIS);
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
