// What admins see of medical records (issue 31): on an appointment's page, that a record exists, when it changed and
// its prescriptions by number and state, never what it says, and no access-log row for it. The access log under Audit Logs: newest first, filters,
// pages by (at, id), refusals of malformed filters; admins only.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { logAccess } from '../../src/records';
import { testDoctor } from './appointment-support';
import { createAccount, signIn, signInWith, SITE } from './auth-helpers';
import { select, visibleText } from './html';
import { appointmentOf, CONTENT, writtenRecord } from './records-support';

const ACCESS = '/admin/audit/medical-records';
let admin = '';
let patient = '';
let written: Awaited<ReturnType<typeof writtenRecord>>;

const get = (address: string, cookie = admin) =>
  SELF.fetch(`${SITE}${address}`, { headers: { Cookie: cookie }, redirect: 'manual' });

const accessRows = async (recordId: number) =>
  (
    await env.DB.prepare('SELECT COUNT(*) AS n FROM medical_record_access WHERE record_id = ?1')
      .bind(recordId)
      .first<{ n: number }>()
  )?.n ?? 0;

beforeAll(async () => {
  [admin, patient] = await Promise.all([signIn('admin', 'admin'), signIn('patient')]);
  written = await writtenRecord();
});

describe('the appointment page shows that a record exists, not its content', () => {
  it('names the record’s last change and each prescription’s state, and none of what it says', async () => {
    const before = await accessRows(written.recordId);
    const response = await get(`/admin/appointments/${written.appointment.reference}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const [section] = await select(html, '[data-record-section]');
    expect(section?.text).toContain('Consultation record');
    expect(section?.text).toMatch(/The doctor has written a record, last updated \d{1,2} \w{3} 2\d{3}/);
    expect(section?.text).toContain(`${written.first}: Issued`);
    expect(section?.text).toContain(`superseded by ${written.second}`);
    expect(section?.text).toMatch(new RegExp(`${written.second}: Issued [^;]*$`, 'm'));
    const text = visibleText(html);
    for (const secret of [...Object.values(CONTENT), 'After food', '39.1', '°C', 'Body ache', 'Viral']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('/doctor/appointments/');
    expect(await accessRows(written.recordId)).toBe(before);
  });

  it('says so when no record is written', async () => {
    const empty = await appointmentOf(await testDoctor(), Date.UTC(2031, 0, 7, 5, 0), 'confirmed');
    const text = visibleText(await (await get(`/admin/appointments/${empty.reference}`)).text());
    expect(text).toContain('The doctor has not written a record for this appointment.');
    expect(text).not.toContain('Prescription RX-');
  });
});

describe('the medical-record access log', () => {
  let stampAt = Date.UTC(2031, 1, 1, 4, 30);
  const log = (entry: Parameters<typeof logAccess>[1]) => {
    stampAt += 60_000;
    return logAccess(env.DB, entry, stampAt);
  };

  beforeAll(async () => {
    await log({
      actor: { id: 'acct-p', email: 'kiran@example.com' },
      role: 'patient',
      recordId: written.recordId,
      what: 'read',
    });
    await log({ actor: 'public', role: 'public', number: written.second, what: 'verify' });
    await log({
      actor: { id: 'acct-d', email: 'records-doctor@example.com' },
      role: 'doctor',
      recordId: written.recordId,
      number: written.first,
      what: 'print',
    });
  });

  it('lists the rows newest first: when, who, role, action, appointment and prescription', async () => {
    const response = await get(`${ACCESS}?reference=${written.appointment.reference.toLowerCase()}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const rows = (await select(html, 'tbody tr')).map((row) => row.text.replace(/\s+/g, ' '));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/records-doctor@example\.com Doctor Printed AP-\w{6} RX-\w{8}/);
    expect(rows[0]).toContain(written.first);
    expect(rows[1]).toContain('Public check Public (not signed in) Verified');
    expect(rows[1]).toContain(written.appointment.reference);
    expect(rows[2]).toMatch(/kiran@example\.com Patient Read AP-\w{6} —/);
    expect(rows[2]).toContain('Feb 2031');
    const tab = await select(html, 'a[aria-current="page"]');
    expect(tab.map((t) => t.text)).toContain('Medical-record access');
  });

  it('filters by prescription number and by e-mail, in any case', async () => {
    const byNumber = await select(await (await get(`${ACCESS}?number=${written.second}`)).text(), 'tbody tr');
    expect(byNumber.map((row) => row.text)).toEqual([expect.stringContaining('Verified')]);
    const byEmail = await select(await (await get(`${ACCESS}?email=KIRAN@example.com`)).text(), 'tbody tr');
    expect(byEmail.length).toBeGreaterThanOrEqual(1);
    for (const row of byEmail) expect(row.text).toContain('kiran@example.com');
    const nothing = visibleText(await (await get(`${ACCESS}?reference=AP-000000`)).text());
    expect(nothing).toContain('No one has opened a record that matches this filter.');
  });

  it('pages by (at, id), 50 a page, with an older-entries link that keeps the filter', async () => {
    const many = await writtenRecord(undefined, Date.UTC(2031, 0, 9, 5, 0));
    stampAt = Date.UTC(2031, 2, 1);
    for (let n = 0; n < 52; n++) {
      // Two rows share each instant: the id orders them.
      await logAccess(
        env.DB,
        { actor: 'public', role: 'public', recordId: many.recordId, what: 'verify' },
        stampAt + Math.floor(n / 2),
      );
    }
    const first = await (await get(`${ACCESS}?reference=${many.appointment.reference}`)).text();
    expect(await select(first, 'tbody tr')).toHaveLength(50);
    const [older] = await select(first, 'a[rel="next"]');
    const href = older?.attrs.href ?? '';
    expect(href).toMatch(new RegExp(`reference=${many.appointment.reference}&before=\\d+-\\d+$`));
    const second = await (await get(href)).text();
    expect(await select(second, 'tbody tr')).toHaveLength(2);
    expect(await select(second, 'a[rel="next"]')).toHaveLength(0);
    const ids = [...first.matchAll(/data-access-row="(\d+)"/g), ...second.matchAll(/data-access-row="(\d+)"/g)];
    expect(new Set(ids.map((m) => m[1])).size).toBe(52);
  });

  it('refuses a malformed filter with a message (400)', async () => {
    for (const [query, message] of [
      ['reference=12345', 'AP- and six letters or digits'],
      ['number=RX-1', 'RX- and eight letters or digits'],
      ['email=nobody', 'the whole e-mail address'],
      ['before=yesterday', 'start again from the newest entries'],
    ] as const) {
      const response = await get(`${ACCESS}?${query}`);
      expect(response.status).toBe(400);
      expect(visibleText(await response.text())).toContain(message);
    }
  });

  it('the admin-changes log names a record’s writing and issue, not what it says, with a tab to this log', async () => {
    const html = await (await get('/admin/audit')).text();
    const rows = (await select(html, 'tbody tr')).map((row) => row.text);
    expect(rows).toContainEqual(expect.stringContaining(`Prescription issued ${written.first}`));
    expect(rows).toContainEqual(
      expect.stringContaining(`Consultation record written ${written.appointment.reference}`),
    );
    for (const secret of Object.values(CONTENT)) expect(visibleText(html)).not.toContain(secret);
    expect((await select(html, `a[href="${ACCESS}"]`)).map((link) => link.text)).toEqual(['Medical-record access']);
  });

  it('is for admins only: a patient gets 403, a stranger goes to sign in', async () => {
    for (const path of [ACCESS, `/admin/appointments/${written.appointment.reference}`]) {
      expect((await get(path, patient)).status).toBe(403);
      const stranger = await get(path, '');
      expect(stranger.status).toBe(303);
      expect(stranger.headers.get('Location')).toMatch(/^\/auth\?next=/);
    }
  });
});
