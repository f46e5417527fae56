// The admin inbox at /admin/appointments and the audit log, behind the admin guard: newest first, filters, search,
// status changes recorded with who and when, the CSV export, the live badge, and 403 for everyone else.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { countWaiting } from '../../src/appointments';
import { countNewRequests, insertRequest } from '../../src/requests/store';
import { ACCOUNTS, postForm, signIn, SITE } from './auth-helpers';
import { select, selectOne, visibleText } from './html';

let admin = '';
let patient = '';
const stamp = Date.now().toString(36);
const names = { call: `Inbox Call ${stamp}`, doctor: `Inbox Doctor ${stamp}`, formula: `Inbox Formula ${stamp}` };
const refs: Record<string, string> = {};

const get = (path: string, cookie: string) =>
  SELF.fetch(`${SITE}${path}`, { headers: { Cookie: cookie }, redirect: 'manual' });

beforeAll(async () => {
  [admin, patient] = await Promise.all([signIn('admin', 'admin'), signIn('patient')]);
  const now = Date.now();
  const store = async (
    key: keyof typeof names,
    kind: 'booking' | 'doctor',
    at: number,
    extra: Record<string, string> = {},
  ) => {
    const stored = await insertRequest(env.DB, {
      kind,
      locale: key === 'call' ? 'hi' : 'en',
      values: { name: names[key], phone: '+919876543210', ...extra },
      consentVersion: 'callback-2026-11',
      dedupeKey: `${key}-${stamp}`,
      now: at,
    });
    refs[key] = stored.reference;
  };
  await store('call', 'booking', now - 3000, { language: 'hi', timeWindow: 'evening' });
  await store('doctor', 'doctor', now - 2000, { specialization: 'Cardiologist' });
  // An address that passes the email rule yet starts like a spreadsheet formula.
  await store('formula', 'doctor', now - 1000, {
    specialization: 'Oncologist',
    email: '=HYPERLINK("http://evil.example")@x.co',
  });
});

describe('/admin/appointments', () => {
  it('lists requests newest first, with the badge counting new ones, never cached', async () => {
    const response = await get(`/admin/appointments?view=requests&q=${encodeURIComponent(`Inbox`)}`, admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    const html = await response.text();
    const rows = (await select(html, 'tbody tr th')).map((cell) => cell.text);
    expect(rows.indexOf(refs.formula!)).toBeLessThan(rows.indexOf(refs.doctor!));
    expect(rows.indexOf(refs.doctor!)).toBeLessThan(rows.indexOf(refs.call!));
    const badge = await selectOne(html, 'nav[aria-label="Admin"] a[href="/admin/appointments"]');
    // New requests and appointments waiting for a coordinator.
    expect(badge.text).toBe(
      `Appointments : ${(await countNewRequests(env.DB)) + (await countWaiting(env.DB, Date.now()))}`,
    );
    expect(visibleText(html)).toContain('Hindi page');
    // Choices in words: the call-back language and time window the visitor picked.
    expect(visibleText(html)).toContain('Language for the call: Hindi');
    expect(visibleText(html)).toContain('Best time to call: Evening, 4 PM to 8 PM');
  });

  it('filters by kind and status and searches by name, phone or reference', async () => {
    const refsIn = async (query: string) =>
      (await select(await (await get(`/admin/appointments?view=requests&${query}`, admin)).text(), 'tbody tr th')).map(
        (cell) => cell.text,
      );
    expect(await refsIn(`kind=booking&q=${encodeURIComponent(names.call)}`)).toEqual([refs.call]);
    expect(await refsIn(`kind=doctor&q=${encodeURIComponent(names.call)}`)).toEqual([]);
    expect(await refsIn(`q=${refs.doctor!.toLowerCase()}`)).toEqual([refs.doctor]);
    expect(await refsIn(`q=${encodeURIComponent('98765 43210')}&kind=booking`)).toContain(refs.call);
    expect(await refsIn(`status=closed&q=${encodeURIComponent(names.doctor)}`)).toEqual([]);
  });

  it('moves a request to contacted with who and when, records it, and the audit log lists it', async () => {
    const before = await countNewRequests(env.DB);
    const response = await postForm(
      `/admin/appointments/${refs.doctor}/status`,
      { status: 'contacted', back: '?kind=doctor' },
      { Cookie: admin },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/admin/appointments?view=requests&kind=doctor');
    const row = await env.DB.prepare(
      'SELECT status, status_changed_by, status_changed_at FROM requests WHERE reference = ?1',
    )
      .bind(refs.doctor)
      .first<{ status: string; status_changed_by: string; status_changed_at: number }>();
    expect(row).toMatchObject({ status: 'contacted', status_changed_by: ACCOUNTS.admin.email });
    expect(Date.now() - row!.status_changed_at).toBeLessThan(60_000);
    expect(await countNewRequests(env.DB)).toBe(before - 1);
    const audit = visibleText(await (await get('/admin/audit', admin)).text());
    expect(audit).toContain(refs.doctor);
    expect(audit).toContain('new → contacted');
    expect(audit).toContain(ACCOUNTS.admin.email);
  });

  it('refuses an unknown status or reference', async () => {
    // An unknown status, none, or one too long to be one: 400, in the inbox's words, and the request unchanged.
    for (const status of ['deleted', '', 'contacted'.repeat(200), 'CLOSED']) {
      const refused = await postForm(
        `/admin/appointments/${refs.call}/status`,
        { status, back: '?kind=callback' },
        { Cookie: admin },
      );
      expect(refused.status).toBe(400);
      expect(await refused.text()).toBe('Choose a status: new, contacted or closed.');
    }
    const unchanged = await env.DB.prepare('SELECT status FROM requests WHERE reference = ?1')
      .bind(refs.call)
      .first<{ status: string }>();
    expect(unchanged?.status).toBe('new');
    // A way back that is not the inbox's query string goes back to the inbox's default view.
    const back = await postForm(
      `/admin/appointments/${refs.formula}/status`,
      { status: 'contacted', back: '//evil.example/?kind=<x>&status=gone&after=1.x' },
      { Cookie: admin },
    );
    expect(back.status).toBe(303);
    expect(back.headers.get('Location')).toBe('/admin/appointments?view=requests');
    expect(
      (await postForm('/admin/appointments/CL-000000/status', { status: 'closed' }, { Cookie: admin })).status,
    ).toBe(404);
  });

  it('exports the current filter as CSV, formulas defused, and records the export', async () => {
    const response = await get(`/admin/appointments/export.csv?kind=doctor&q=${encodeURIComponent('Inbox')}`, admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/csv');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="requests-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = await response.text();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('"reference","received_at","kind","status"');
    expect(csv).toContain(refs.doctor);
    expect(csv).toContain(refs.formula);
    expect(csv).not.toContain(refs.call);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")@x.co"`);
    const audit = await env.DB.prepare(
      "SELECT detail FROM audit_log WHERE action = 'export' ORDER BY id DESC LIMIT 1",
    ).first<{ detail: string }>();
    expect(JSON.parse(audit!.detail)).toMatchObject({ kind: 'doctor', search: 'Inbox' });
  });

  it('is for admins only: a patient gets 403, a stranger goes to sign in', async () => {
    for (const path of ['/admin/appointments', '/admin/appointments/export.csv', '/admin/audit']) {
      expect((await get(path, patient)).status).toBe(403);
      const stranger = await get(path, '');
      expect(stranger.status).toBe(303);
      expect(stranger.headers.get('Location')).toMatch(/^\/auth\?next=/);
    }
    const change = await postForm(`/admin/appointments/${refs.call}/status`, { status: 'closed' }, { Cookie: patient });
    expect(change.status).toBe(403);
    const row = await env.DB.prepare('SELECT status FROM requests WHERE reference = ?1')
      .bind(refs.call)
      .first<{ status: string }>();
    expect(row?.status).toBe('new');
  });
});
