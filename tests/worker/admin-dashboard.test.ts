// The dashboard at /admin on real data: requests of each kind on different days, appointments in each status,
// payments, refunds, prescriptions and audit records are stored, then every figure on the page is compared with a
// count or sum this test works out on its own (its own SQL and its own India calendar), and every card's link with
// the filtered list it names. No figure is a sample; admins only.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPaise } from '../../shared/money';
import { durationText } from '../../src/admin/screens/dashboard/dashboard-copy';
import { newReference } from '../../src/references';
import { testDoctor } from './appointment-support';
import { adminApi, signIn, SITE } from './auth-helpers';
import { select, selectOne, visibleText } from './html';
import { appointmentOf, CONTENT, writtenRecord } from './records-support';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const IST = 330 * MIN;

const now = Date.now();
const india = new Date(now + IST);
const [y, m, d] = [india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate()];
const todayStart = Date.UTC(y, m, d) - IST;
const weekStart = todayStart - ((india.getUTCDay() + 6) % 7) * DAY;
const monthStart = Date.UTC(y, m, 1) - IST;
const nextMonthStart = Date.UTC(y, m + 1, 1) - IST;
/** Moments earlier today, this week and this month (all before now). */
const earlierToday = todayStart + Math.floor((now - todayStart) / 2);
/** In this week and this month both (a week can begin in the month before). */
const earlierThisWeek = Math.max(weekStart, monthStart) + MIN;
const earlierThisMonth = monthStart + 2 * MIN;
const lastMonth = monthStart - 3 * DAY;
const iso = (instant: number) => new Date(instant + IST).toISOString().slice(0, 10);

let admin = '';
let patient = '';
let html = '';
const seeded: Record<string, string> = {};

const get = (path: string, cookie: string) =>
  SELF.fetch(`${SITE}${path}`, { headers: { Cookie: cookie }, redirect: 'manual' });

async function request(kind: string, status: string, createdAt: number): Promise<string> {
  const reference = newReference('CL');
  await env.DB.prepare(
    `INSERT INTO requests (reference, kind, status, locale, name, phone, fields, consent_version, dedupe_key, created_at)
     VALUES (?1, ?2, ?3, 'en', 'Dash Board', '+919876500000', '{}', 'test', ?1, ?4)`,
  )
    .bind(reference, kind, status, createdAt)
    .run();
  return reference;
}

async function audit(at: number, action: string, reference: string | null, detail: string) {
  await env.DB.prepare(
    `INSERT INTO audit_log (at, actor_id, actor_email, action, reference, detail)
     VALUES (?1, 'admin-1', 'coordinator@careline.example', ?2, ?3, ?4)`,
  )
    .bind(at, action, reference, detail)
    .run();
}

async function payment(appointmentId: number, amount: number, paidAt: number) {
  const receipt = newReference('RC');
  await env.DB.prepare(
    `INSERT INTO payments (appointment_id, receipt_number, amount, upi_reference, paid_at, recorded_by, recorded_at)
     VALUES (?1, ?2, ?3, ?4, ?5, 'coordinator', ?5)`,
  )
    .bind(appointmentId, receipt, amount, String(100_000_000_000 + appointmentId * 7 + amount), paidAt)
    .run();
}

async function refund(appointmentId: number, amount: number, paidAt: number | null) {
  await env.DB.prepare(
    `INSERT INTO refunds (appointment_id, amount, rule_id, percent, status, created_at, created_by, upi_reference,
       paid_at, paid_by)
     VALUES (?1, ?2, 'consultation-24h', 100, ?3, ?4, 'coordinator', ?5, ?4, ?6)`,
  )
    .bind(
      appointmentId,
      amount,
      paidAt === null ? 'due' : 'paid',
      paidAt ?? earlierToday,
      paidAt === null ? null : String(200_000_000_000 + appointmentId),
      paidAt === null ? null : 'coordinator',
    )
    .run();
}

beforeAll(async () => {
  [admin, patient] = await Promise.all([signIn('admin', 'admin'), signIn('patient')]);
  const doctor = await testDoctor();
  // Requests: today, this week, this month, last month; new and contacted.
  seeded.bookingToday = await request('booking', 'contacted', earlierToday);
  seeded.doctorToday = await request('doctor', 'new', earlierToday);
  seeded.contactWeek = await request('contact', 'contacted', earlierThisWeek);
  seeded.refundMonth = await request('refund', 'contacted', earlierThisMonth);
  seeded.newsletterOld = await request('newsletter', 'new', lastMonth);
  seeded.privacyOld = await request('privacy', 'contacted', lastMonth);
  // First contacts: 10, 30 and 50 minutes (the second contacted twice: its first call counts).
  await audit(earlierToday + 10 * MIN, 'status', seeded.bookingToday, 'new → contacted');
  await audit(earlierThisWeek + 30 * MIN, 'status', seeded.contactWeek, 'new → contacted');
  await audit(earlierThisWeek + 40 * MIN, 'status', seeded.contactWeek, 'contacted → new');
  await audit(earlierThisWeek + 90 * MIN, 'status', seeded.contactWeek, 'new → contacted');
  await audit(earlierThisMonth + 50 * MIN, 'status', seeded.refundMonth, 'new → contacted');
  // Received last month: its call is not this month's first contact.
  await audit(earlierThisMonth, 'status', seeded.privacyOld, 'new → contacted');
  // Appointments today in several statuses (one of them live now), and no-shows this month and last.
  const statuses = ['confirmed', 'completed', 'no-show', 'cancelled-by-patient', 'requested', 'scheduled'];
  const ids: number[] = [];
  // Today, and never beside the live one at now (soon after India midnight, today's early slots would be).
  const todayFirst = now - todayStart < 8 * 60 * MIN ? now + 2 * 60 * MIN : todayStart + 37 * MIN;
  for (const [index, status] of statuses.entries())
    ids.push((await appointmentOf(doctor, todayFirst + index * 37 * MIN, status)).id);
  const live = await appointmentOf(doctor, now - 5 * MIN, 'confirmed');
  seeded.live = live.reference;
  ids.push(live.id);
  ids.push((await appointmentOf(doctor, earlierThisMonth + 7 * MIN, 'no-show')).id);
  ids.push((await appointmentOf(doctor, lastMonth, 'no-show')).id);
  for (let extra = 0; extra < 5; extra++)
    ids.push((await appointmentOf(doctor, lastMonth + (extra + 1) * DAY * 40, 'completed')).id);
  // Payments today, this week, this month and last month; refunds due, paid this month, paid last month.
  await payment(ids[0]!, 59_900, earlierToday);
  await payment(ids[1]!, 49_900, earlierToday);
  await payment(ids[2]!, 99_900, earlierThisWeek);
  await payment(ids[3]!, 59_900, earlierThisMonth);
  await payment(ids[4]!, 123_400, lastMonth);
  await refund(ids[3]!, 59_900, null);
  await refund(ids[8]!, 29_900, null);
  await refund(ids[9]!, 49_900, earlierThisMonth);
  await refund(ids[10]!, 99_900, lastMonth);
  // A consultation record with a prescription issued, then corrected: two issued this month (unless the month began
  // within the last three hours: then the test's own count says so too).
  await writtenRecord(doctor, now - 3 * 60 * MIN);
  // The newest audit records (after the record's own): an appointment change, then a CSV export.
  const last = Date.now();
  await audit(last, 'appointment', live.reference, 'scheduled → confirmed');
  await audit(last + 1, 'export', null, '{"kind":"booking"}');
  html = await (await get('/admin', admin)).text();
});

const one = async (sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number; s: number | null }>())!;

async function figure(id: string) {
  return {
    value: (await selectOne(html, `[data-figure="${id}"] [data-value]`)).text,
    href: (await selectOne(html, `[data-figure="${id}"] a`)).attrs.href,
  };
}

describe('/admin: every figure from the database', () => {
  it('has no sample anywhere and no fixed figure of the spec', () => {
    const text = visibleText(html);
    expect(text).not.toContain('Sample figures');
    expect(text).not.toMatch(/12,847|8,45,200|Subscriptions/);
    expect(html).not.toContain('data-sample');
  });

  it("counts today's appointments, the live consults and each status of today's", async () => {
    const today = await one(
      `SELECT COUNT(*) AS n FROM appointments WHERE starts_at >= ?1 AND starts_at < ?2
       AND status NOT IN ('cancelled-by-patient', 'cancelled-by-provider', 'lapsed')`,
      todayStart,
      todayStart + DAY,
    );
    expect(await figure('appointments-today')).toEqual({
      value: String(today.n),
      href: '/admin/appointments?when=today',
    });
    const live = await one(
      `SELECT COUNT(*) AS n FROM appointments WHERE status IN ('confirmed', 'in-consultation')
       AND starts_at <= ?1 + ?2 AND ends_at >= ?1 - ?2`,
      now,
      15 * MIN,
    );
    expect(live.n).toBeGreaterThanOrEqual(1);
    expect(await figure('live-consults')).toEqual({ value: String(live.n), href: '/admin/consults' });
    const all = await one(
      'SELECT COUNT(*) AS n FROM appointments WHERE starts_at >= ?1 AND starts_at < ?2',
      todayStart,
      todayStart + DAY,
    );
    for (const [id, status] of [
      ['today-confirmed', 'confirmed'],
      ['today-completed', 'completed'],
      ['today-no-show', 'no-show'],
    ] as const) {
      const n = await one(
        'SELECT COUNT(*) AS n FROM appointments WHERE status = ?3 AND starts_at >= ?1 AND starts_at < ?2',
        todayStart,
        todayStart + DAY,
        status,
      );
      expect(await figure(id)).toEqual({
        value: `${n.n} of ${all.n}`,
        href: `/admin/appointments?status=${status}&when=today`,
      });
    }
  });

  it('counts requests today and this week by kind, each kind linking to its filter', async () => {
    for (const kind of ['booking', 'doctor', 'contact', 'refund', 'newsletter', 'privacy', null]) {
      const count = async (from: number) =>
        (
          await one(
            'SELECT COUNT(*) AS n FROM requests WHERE (?1 IS NULL OR kind = ?1) AND created_at >= ?2',
            kind,
            from,
          )
        ).n;
      const row = `[data-figure="requests-${kind ?? 'all'}"]`;
      expect((await selectOne(html, `${row} [data-today]`)).text).toBe(String(await count(todayStart)));
      expect((await selectOne(html, `${row} [data-week]`)).text).toBe(String(await count(weekStart)));
      expect((await selectOne(html, `${row} a`)).attrs.href).toBe(
        `/admin/appointments?view=requests${kind ? `&kind=${kind}` : ''}`,
      );
    }
    expect((await selectOne(html, '[data-figure="requests-booking"] [data-today]')).text).not.toBe('0');
  });

  it('counts the active doctors (D1) and the patients’ accounts (auth server)', async () => {
    const active = await one('SELECT COUNT(*) AS n FROM doctors WHERE active = 1');
    expect(await figure('active-doctors')).toEqual({ value: String(active.n), href: '/admin/scheduling/calendars' });
    // The auth server is shared with other test files: count, open the page, count again, until nothing moved.
    const patients = async () => {
      const { users } = (await adminApi('/users?page=1&per_page=1000', { method: 'GET' })) as unknown as {
        users: { app_metadata?: { role?: string }; user_metadata?: { role?: string } }[];
      };
      return users.filter(
        (user) => !['doctor', 'admin'].includes(user.app_metadata?.role ?? '') && user.user_metadata?.role !== 'doctor',
      ).length;
    };
    for (let attempt = 1; attempt <= 3; attempt++) {
      const before = await patients();
      const page = await (await get('/admin', admin)).text();
      if (before !== (await patients()) && attempt < 3) continue;
      expect((await selectOne(page, '[data-figure="patients"] [data-value]')).text).toBe(
        before.toLocaleString('en-IN'),
      );
      expect((await selectOne(page, '[data-figure="patients"] a')).attrs.href).toBe('/admin/users/patients');
      break;
    }
  });

  it('counts the requests waiting for a first call, with the oldest wait', async () => {
    const waiting = await one(`SELECT COUNT(*) AS n, MIN(created_at) AS s FROM requests WHERE status = 'new'`);
    expect(await figure('waiting-first-call')).toEqual({
      value: String(waiting.n),
      href: '/admin/appointments?view=requests&status=new',
    });
    expect(waiting.s).toBe(lastMonth);
    expect(visibleText(html)).toContain(`Oldest waiting ${durationText(now - lastMonth)}`);
  });

  it('works out the median time to first contact of this month’s requests on its own', async () => {
    const received = await env.DB.prepare('SELECT reference, created_at FROM requests WHERE created_at >= ?1')
      .bind(monthStart)
      .all<{ reference: string; created_at: number }>();
    const contacts = await env.DB.prepare(`SELECT reference, at, detail FROM audit_log WHERE action = 'status'`).all<{
      reference: string;
      at: number;
      detail: string;
    }>();
    const waits = received.results
      .map((row) => {
        const calls = contacts.results.filter((c) => c.reference === row.reference && c.detail.endsWith('→ contacted'));
        return calls.length ? Math.min(...calls.map((c) => c.at)) - row.created_at : null;
      })
      .filter((wait): wait is number => wait !== null)
      .sort((a, b) => a - b);
    const half = Math.floor(waits.length / 2);
    const median = waits.length % 2 ? waits[half]! : (waits[half - 1]! + waits[half]!) / 2;
    expect(waits).toEqual([10 * MIN, 30 * MIN, 50 * MIN]);
    expect(median).toBe(30 * MIN);
    expect(await figure('first-contact')).toEqual({
      value: '30 min',
      href: '/admin/appointments?view=requests&status=contacted',
    });
    expect(visibleText(html)).toContain('3 requests received this month and called');
  });

  it('counts no-shows and prescriptions issued this month', async () => {
    const noShows = await one(
      `SELECT COUNT(*) AS n FROM appointments WHERE status = 'no-show' AND starts_at >= ?1 AND starts_at < ?2`,
      monthStart,
      nextMonthStart,
    );
    expect(await figure('no-shows-month')).toEqual({
      value: String(noShows.n),
      href: `/admin/appointments?status=no-show&when=all&from=${iso(monthStart)}&to=${iso(nextMonthStart - DAY)}`,
    });
    const issued = await one(
      `SELECT COUNT(*) AS n FROM prescriptions WHERE issued_at >= ?1 AND issued_at < ?2`,
      monthStart,
      nextMonthStart,
    );
    expect(await figure('prescriptions-month')).toEqual({
      value: String(issued.n),
      href: '/admin/audit?action=prescription-issue',
    });
  });

  it('sums the payments of today, this week and this month, and the refunds paid and due', async () => {
    const paid = (from: number) =>
      one('SELECT COUNT(*) AS n, SUM(amount) AS s FROM payments WHERE paid_at >= ?1 AND paid_at < ?2', from, now + 1);
    const rows = [
      ['revenue-today', await paid(todayStart), '/admin/billing/payments'],
      ['revenue-week', await paid(weekStart), '/admin/billing/payments'],
      ['revenue-month-total', await paid(monthStart), '/admin/billing/payments'],
      [
        'refunds-paid-month',
        await one(
          `SELECT COUNT(*) AS n, SUM(amount) AS s FROM refunds WHERE status = 'paid' AND paid_at >= ?1 AND paid_at < ?2`,
          monthStart,
          nextMonthStart,
        ),
        '/admin/billing/refunds?status=paid',
      ],
      [
        'refunds-due',
        await one(`SELECT COUNT(*) AS n, SUM(amount) AS s FROM refunds WHERE status = 'due'`),
        '/admin/billing/refunds?status=due',
      ],
    ] as const;
    for (const [id, expected, href] of rows) {
      expect(await figure(id)).toEqual({ value: formatPaise(expected.s ?? 0, 'en'), href });
      expect((await selectOne(html, `[data-figure="${id}"] [data-count]`)).text).toMatch(
        new RegExp(`^${expected.n} (payment|refund)`),
      );
    }
    expect(await figure('revenue-month')).toEqual({
      value: formatPaise(rows[2][1].s ?? 0, 'en'),
      href: '/admin/billing/payments',
    });
    expect(rows[0][1].s).toBeGreaterThanOrEqual(109_800);
  });

  it('lists the newest audit records in plain words, linking to their subject, never a record’s content', async () => {
    const newest = await env.DB.prepare(
      'SELECT id, reference, action FROM audit_log ORDER BY at DESC, id DESC LIMIT 8',
    ).all<{ id: number; reference: string | null; action: string }>();
    const items = await select(html, '[data-activity]');
    expect(items.map((item) => Number(item.attrs['data-activity']))).toEqual(newest.results.map((row) => row.id));
    // This file's two newest rows, newest first; another test file sharing the database may have logged one later.
    const texts = items.map((item) => item.text);
    const exported = texts.indexOf('CSV exported, by coordinator@careline.example just now');
    const changed = texts.indexOf(
      `Appointment changed ${seeded.live} (scheduled → confirmed), by coordinator@careline.example just now`,
    );
    expect(exported).toBeGreaterThanOrEqual(0);
    expect(changed).toBeGreaterThan(exported);
    // The record's own rows name the appointment or prescription, never what the record says. In the first hour and a
    // half of an India week, this week's seeded calls are dated after now and may push the record's row off the card.
    if (newest.results.some((row) => row.action === 'record-create'))
      expect(items.map((item) => item.text).join(' ')).toContain('Consultation record written');
    else expect(newest.results.filter((row) => row.action === 'status').length).toBeGreaterThanOrEqual(3);
    const link = await selectOne(html, `[data-activity="${items[changed]!.attrs['data-activity']}"] a`);
    expect(link.attrs.href).toBe(`/admin/appointments/${seeded.live}`);
    for (const words of Object.values(CONTENT)) expect(visibleText(html)).not.toContain(words);
  });

  it('filters the audit log by the action a card links to', async () => {
    const page = await (await get('/admin/audit?action=prescription-issue', admin)).text();
    const actions = (await select(page, 'tbody tr td:nth-child(3)')).map((cell) => cell.text);
    expect(actions.length).toBeGreaterThan(0);
    expect(new Set(actions)).toEqual(new Set(['Prescription issued']));
  });

  it('is for admins only: a patient gets 403, a stranger goes to sign in', async () => {
    expect((await get('/admin', patient)).status).toBe(403);
    const stranger = await get('/admin', '');
    expect(stranger.status).toBe(303);
    expect(stranger.headers.get('Location')).toMatch(/^\/auth\?next=/);
  });
});
