// /admin/reports: requests, appointments, payments and refunds seeded over India days of March 2020 (with rows just
// before and after the period and on both sides of India midnight, where the UTC date differs); every day's count
// and every figure is computed again here from the seeds, the CSV of each table has the page's rows, a bad period
// answers 400 with its message, a patient 403 and no session 303 to the sign-in page.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { newReference } from '../../src/references';
import { insertRequest, setRequestStatus } from '../../src/requests/store';
import { signIn, SITE } from './auth-helpers';
import { select, selectOne, visibleText } from './html';

const IST = 19_800_000;
const MINUTE = 60_000;
/** The instant of an India wall-clock time. */
const ist = (date: string, hours: number, minutes = 0) => {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!, hours, minutes) - IST;
};
const indiaDay = (at: number) => new Date(at + IST).toISOString().slice(0, 10);

const FROM = '2020-03-10';
const TO = '2020-03-14';
const DAYS = ['2020-03-10', '2020-03-11', '2020-03-12', '2020-03-13', '2020-03-14'];
const inPeriod = (at: number) => indiaDay(at) >= FROM && indiaDay(at) <= TO;
const stamp = crypto.randomUUID().slice(0, 8);

interface RequestSeed {
  key: string;
  kind: 'booking' | 'doctor' | 'contact' | 'newsletter';
  locale: 'en' | 'hi';
  topic?: string;
  at: number;
  /** Status changes after arrival, in minutes: [status, minutes after arrival]. */
  changes: ['contacted' | 'closed', number][];
}

const REQUESTS: RequestSeed[] = [
  {
    key: 'R1',
    kind: 'booking',
    locale: 'en',
    topic: 'Dr. Asha Menon',
    at: ist('2020-03-09', 23, 59),
    changes: [['contacted', 5]],
  },
  // India midnight exactly: 18:30 UTC on 9 March.
  {
    key: 'R2',
    kind: 'booking',
    locale: 'hi',
    topic: 'Dr. Asha Menon',
    at: ist('2020-03-10', 0, 0),
    changes: [
      ['contacted', 30],
      ['closed', 60],
      ['contacted', 120],
    ],
  },
  { key: 'R3', kind: 'doctor', locale: 'en', at: ist('2020-03-10', 23, 59), changes: [['contacted', 90]] },
  // 05:00 in India is 23:30 UTC the day before.
  { key: 'R4', kind: 'contact', locale: 'en', at: ist('2020-03-11', 5, 0), changes: [['closed', 20]] },
  {
    key: 'R5',
    kind: 'booking',
    locale: 'en',
    topic: 'Health checkup',
    at: ist('2020-03-12', 10, 0),
    changes: [['contacted', 10]],
  },
  {
    key: 'R6',
    kind: 'booking',
    locale: 'en',
    topic: 'Dr. Asha Menon',
    at: ist('2020-03-12', 11, 0),
    changes: [['contacted', 2880]],
  },
  { key: 'R7', kind: 'newsletter', locale: 'en', at: ist('2020-03-14', 23, 59), changes: [] },
  { key: 'R8', kind: 'booking', locale: 'en', at: ist('2020-03-15', 0, 0), changes: [['contacted', 15]] },
  { key: 'R9', kind: 'doctor', locale: 'hi', at: ist('2020-03-13', 9, 0), changes: [['contacted', 45]] },
  // A topic is free text: one that looks like a spreadsheet formula, with quotes.
  {
    key: 'R10',
    kind: 'booking',
    locale: 'en',
    topic: '=HYPERLINK("http://evil.example")',
    at: ist('2020-03-13', 20, 0),
    changes: [],
  },
];

interface AppointmentSeed {
  key: string;
  doctor: 'A' | 'B';
  start: number;
  status: string;
  request?: string;
  payment?: { amount: number; at: number };
  refund?: { amount: number; paidAt: number | null };
}

const APPOINTMENTS: AppointmentSeed[] = [
  {
    key: 'A1',
    doctor: 'A',
    start: ist('2020-03-09', 23, 0),
    status: 'completed',
    payment: { amount: 45000, at: ist('2020-03-09', 23, 59) },
  },
  {
    key: 'A2',
    doctor: 'A',
    start: ist('2020-03-10', 0, 15),
    status: 'completed',
    request: 'R2',
    payment: { amount: 50000, at: ist('2020-03-10', 0, 5) },
  },
  {
    key: 'A3',
    doctor: 'A',
    start: ist('2020-03-10', 10, 0),
    status: 'no-show',
    request: 'R3',
    refund: { amount: 5000, paidAt: ist('2020-03-15', 0, 0) },
  },
  {
    key: 'A4',
    doctor: 'B',
    start: ist('2020-03-11', 4, 0),
    status: 'completed',
    payment: { amount: 70000, at: ist('2020-03-15', 0, 1) },
  },
  {
    key: 'A5',
    doctor: 'B',
    start: ist('2020-03-12', 9, 0),
    status: 'cancelled-by-patient',
    request: 'R5',
    payment: { amount: 80000, at: ist('2020-03-11', 18, 0) },
    refund: { amount: 40000, paidAt: ist('2020-03-12', 12, 0) },
  },
  { key: 'A6', doctor: 'A', start: ist('2020-03-12', 12, 0), status: 'lapsed', request: 'R6' },
  { key: 'A7', doctor: 'B', start: ist('2020-03-14', 23, 15), status: 'confirmed' },
  {
    key: 'A8',
    doctor: 'A',
    start: ist('2020-03-15', 0, 0),
    status: 'completed',
    payment: { amount: 60000, at: ist('2020-03-14', 22, 0) },
  },
  {
    key: 'A9',
    doctor: 'B',
    start: ist('2020-03-13', 15, 0),
    status: 'no-show',
    refund: { amount: 10000, paidAt: null },
  },
];

const CANCELLED = ['cancelled-by-patient', 'cancelled-by-provider'];
const doctors = {
  A: { id: `rep-a-${stamp}`, name: `Dr. Report A ${stamp}` },
  B: { id: `rep-b-${stamp}`, name: `Dr. Report B ${stamp}` },
};
const references: Record<string, string> = {};
let admin = '';
let patient = '';

const get = (path: string, cookie?: string) =>
  SELF.fetch(`${SITE}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
const PERIOD = `from=${FROM}&to=${TO}`;

async function seed() {
  const db = env.DB;
  for (const doctor of Object.values(doctors))
    await db
      .prepare(
        `INSERT INTO doctors (id, name, specialization, department, qualifications, registration_number, council, fee,
           minutes, updated_at) VALUES (?1, ?2, 'General Physician', 'General Medicine', 'MBBS', 'REG-1', 'NMC', 50000, 30, 0)`,
      )
      .bind(doctor.id, doctor.name)
      .run();
  const actor = { id: 'report-test', email: 'coordinator@example.com' };
  for (const request of REQUESTS) {
    const values: Record<string, string> =
      request.kind === 'newsletter' || request.kind === 'contact'
        ? { email: `${request.key}-${stamp}@example.com`, firstName: 'Asha', message: 'Hello' }
        : { name: `Report ${request.key}`, phone: '+919876543210', specialization: 'Cardiologist' };
    if (request.topic) values.topic = request.topic;
    const stored = await insertRequest(db, {
      kind: request.kind,
      locale: request.locale,
      values,
      consentVersion: 'callback-2026-11',
      dedupeKey: `report-${request.key}-${stamp}`,
      now: request.at,
    });
    references[request.key] = stored.reference;
    for (const [status, after] of request.changes)
      await setRequestStatus(db, stored.reference, status, actor, request.at + after * MINUTE);
  }
  for (const a of APPOINTMENTS) {
    const row = await db
      .prepare(
        `INSERT INTO appointments (reference, doctor_id, starts_at, ends_at, mode, fee, patient_name, patient_phone,
           locale, status, request_reference, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, 'video', 50000, 'Kiran Rao', '+919812340000', 'en', ?5, ?6, ?3, ?3) RETURNING id`,
      )
      .bind(
        newReference('AP'),
        doctors[a.doctor].id,
        a.start,
        a.start + 30 * MINUTE,
        a.status,
        a.request ? references[a.request] : null,
      )
      .first<{ id: number }>();
    const id = row?.id ?? 0;
    if (a.payment)
      await db
        .prepare(
          `INSERT INTO payments (appointment_id, receipt_number, amount, upi_reference, paid_at, recorded_by, recorded_at)
           VALUES (?1, ?2, ?3, ?4, ?5, 'report-test', ?5)`,
        )
        .bind(id, newReference('RC'), a.payment.amount, `${stamp}${a.key}`.slice(0, 12), a.payment.at)
        .run();
    if (a.refund)
      await db
        .prepare(
          `INSERT INTO refunds (appointment_id, amount, rule_id, percent, status, created_at, created_by, upi_reference,
             paid_at, paid_by) VALUES (?1, ?2, 'test', 50, ?3, ?7, 'report-test', ?5, ?4, ?6)`,
        )
        .bind(
          id,
          a.refund.amount,
          a.refund.paidAt === null ? 'due' : 'paid',
          a.refund.paidAt,
          a.refund.paidAt === null ? null : `R${stamp}${a.key}`,
          a.refund.paidAt === null ? null : 'report-test',
          a.start,
        )
        .run();
  }
}

beforeAll(async () => {
  [admin, patient] = await Promise.all([signIn('admin', 'admin'), signIn('patient')]);
  await seed();
});

// The figures, computed again from the seeds.
const requestsIn = REQUESTS.filter((r) => inPeriod(r.at));
const appointmentsIn = APPOINTMENTS.filter((a) => inPeriod(a.start));
const convertedKeys = new Set(APPOINTMENTS.filter((a) => a.request && a.status !== 'lapsed').map((a) => a.request));

function conversion(label: (r: RequestSeed) => string): string[][] {
  const sums = new Map<string, [number, number]>();
  for (const r of requestsIn) {
    const sum = sums.get(label(r)) ?? [0, 0];
    sums.set(label(r), [sum[0] + 1, sum[1] + (convertedKeys.has(r.key) ? 1 : 0)]);
  }
  return [...sums]
    .map(([name, [all, made]]) => [name, String(all), String(made), ((made / all) * 100).toFixed(1)])
    .sort((a, b) => Number(b[1]) - Number(a[1]) || a[0]!.localeCompare(b[0]!));
}

/** A table of the page as the values its cells carry (what the CSV downloads), row by row. */
async function tableValues(html: string, key: string, columns: number): Promise<string[][]> {
  const cells = await select(html, `section[data-report="${key}"] tbody [data-value]`);
  const rows: string[][] = [];
  for (let i = 0; i < cells.length; i += columns)
    rows.push(cells.slice(i, i + columns).map((c) => c.attrs['data-value'] ?? ''));
  return rows;
}

/** The rows of a CSV download; it starts with a byte-order mark (which Response.text() drops) so Excel reads UTF-8. */
async function csvRows(response: Response): Promise<string[][]> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder()
    .decode(bytes)
    .split('\r\n')
    .filter(Boolean)
    .map((line) =>
      line
        .slice(1, -1)
        .split('","')
        .map((cell) => cell.replace(/""/g, '"')),
    );
}

describe('/admin/reports', () => {
  let html = '';
  beforeAll(async () => {
    const response = await get(`/admin/reports?${PERIOD}`, admin);
    expect(response.status).toBe(200);
    html = await response.text();
  });

  it('counts requests and appointments per India day, every day of the period listed', async () => {
    const expected = DAYS.map((day) => {
      const starting = appointmentsIn.filter((a) => indiaDay(a.start) === day && a.status !== 'lapsed');
      return [
        day,
        String(requestsIn.filter((r) => indiaDay(r.at) === day).length),
        String(starting.length),
        String(starting.filter((a) => CANCELLED.includes(a.status)).length),
      ];
    });
    expect(await tableValues(html, 'daily', 4)).toEqual(expected);
    // Around India midnight the UTC date differs: R2 arrived on 9 March UTC, R4 on 10 March UTC.
    expect(expected[0]).toEqual(['2020-03-10', '2', '2', '0']);
    const chart = await selectOne(html, 'svg[data-chart="daily"]');
    expect(chart.attrs.role).toBe('img');
    const total = requestsIn.length;
    const booked = appointmentsIn.filter((a) => a.status !== 'lapsed').length;
    expect(chart.attrs['aria-label']).toContain(`${total} requests and ${booked} appointments in all`);
  });

  it('gives conversion by kind, by source and by language', async () => {
    const kinds: Record<string, string> = {
      booking: 'Call-back',
      doctor: 'Doctor request',
      contact: 'Contact message',
      newsletter: 'Newsletter',
    };
    const sources: Record<string, string> = {
      doctor: 'Request a doctor page',
      contact: 'Contact page',
      newsletter: 'Newsletter box (footer)',
    };
    expect(await tableValues(html, 'conversion-kind', 4)).toEqual(conversion((r) => kinds[r.kind]!));
    expect(await tableValues(html, 'conversion-source', 4)).toEqual(
      conversion((r) => (r.topic ? `Call-back: ${r.topic}` : sources[r.kind]!)),
    );
    expect(await tableValues(html, 'conversion-language', 4)).toEqual(
      conversion((r) => (r.locale === 'hi' ? 'Hindi' : 'English')),
    );
  });

  it('gives the no-show rate and the median and 90th percentile time to first contact', async () => {
    const held = appointmentsIn.filter((a) => a.status !== 'lapsed' && !CANCELLED.includes(a.status));
    const noShows = held.filter((a) => a.status === 'no-show').length;
    const waits = requestsIn
      .map((r) => r.changes.find(([status]) => status === 'contacted')?.[1])
      .filter((wait): wait is number => wait !== undefined)
      .sort((a, b) => a - b);
    const mid = waits.length / 2;
    const median = waits.length % 2 ? waits[Math.floor(mid)]! : (waits[mid - 1]! + waits[mid]!) / 2;
    const p90 = waits[Math.ceil(0.9 * waits.length) - 1]!;
    const rows = await tableValues(html, 'figures', 3);
    expect(rows.map((row) => row.slice(0, 2))).toEqual([
      ['no_show_rate_percent', ((noShows / held.length) * 100).toFixed(1)],
      ['median_first_contact_minutes', String(median)],
      ['p90_first_contact_minutes', String(p90)],
    ]);
    expect([noShows, held.length, median, p90]).toEqual([2, 5, 45, 2880]);
    expect(visibleText(html)).toContain('2 no-shows of 5 appointments');
    expect(visibleText(html)).toContain('2 d 0 h');
  });

  it('gives revenue by doctor: payments of the period less refunds paid back in it', async () => {
    const rows = (['A', 'B'] as const).map((doctor) => {
      const own = APPOINTMENTS.filter((a) => a.doctor === doctor);
      const paid = own.filter((a) => a.payment && inPeriod(a.payment.at)).map((a) => a.payment!.amount);
      const refunded = own.filter((a) => a.refund?.paidAt && inPeriod(a.refund.paidAt)).map((a) => a.refund!.amount);
      const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
      return [
        doctors[doctor].name,
        String(paid.length),
        (sum(paid) / 100).toFixed(2),
        String(refunded.length),
        (sum(refunded) / 100).toFixed(2),
        ((sum(paid) - sum(refunded)) / 100).toFixed(2),
      ];
    });
    expect(await tableValues(html, 'revenue', 6)).toEqual(rows);
    expect(rows).toEqual([
      [doctors.A.name, '2', '1100.00', '0', '0.00', '1100.00'],
      [doctors.B.name, '1', '800.00', '1', '400.00', '400.00'],
    ]);
    expect(visibleText(html)).toContain('₹1,100');
  });

  it('downloads each table as CSV with the page’s rows', async () => {
    for (const [key, columns] of [
      ['daily', 4],
      ['conversion-kind', 4],
      ['conversion-source', 4],
      ['conversion-language', 4],
      ['revenue', 6],
      ['figures', 3],
    ] as const) {
      const link = await selectOne(html, `section[data-report="${key}"] a[download]`);
      expect(link.attrs.href).toBe(`/admin/reports/${key}.csv?${PERIOD}`);
      const response = await get(link.attrs.href!, admin);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toContain('text/csv');
      const [header, ...rows] = await csvRows(response);
      expect(header).toHaveLength(columns);
      // The same rows, each cell that starts like a formula behind an apostrophe.
      const guarded = (await tableValues(html, key, columns)).map((row) =>
        row.map((value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)),
      );
      expect(rows).toEqual(guarded);
      // Its quotes doubled in the file and read back whole; the source's words come first, so no formula starts it.
      if (key === 'conversion-source')
        expect(rows.map((row) => row[0])).toContain('Call-back: =HYPERLINK("http://evil.example")');
    }
    expect((await get(`/admin/reports/no-such-table.csv?${PERIOD}`, admin)).status).toBe(404);
  });

  it('covers the last 30 days by default and refuses a bad period with its message', async () => {
    const today = new Date(Date.now() + IST).toISOString().slice(0, 10);
    const shown = await get('/admin/reports', admin);
    expect(shown.status).toBe(200);
    expect((await selectOne(await shown.text(), '[data-period]')).text).toContain(`to ${today} (30 days`);
    const refused = [
      ['from=2020-02-30&to=2020-03-10', 'Write the first day as a date'],
      ['from=2020-03-10&to=tomorrow', 'Write the last day as a date'],
      ['from=2020-03-14&to=2020-03-10', 'The first day is after the last day'],
      ['from=2019-01-01&to=2020-01-02', 'at most 366 days; this period has 367'],
    ];
    for (const [query, message] of refused) {
      const response = await get(`/admin/reports?${query}`, admin);
      expect(response.status).toBe(400);
      expect((await selectOne(await response.text(), '[role="alert"]')).text).toContain(message);
      const csv = await get(`/admin/reports/daily.csv?${query}`, admin);
      expect(csv.status).toBe(400);
      expect(await csv.text()).toContain(message);
    }
    expect((await get('/admin/reports?from=2019-01-02&to=2020-01-02', admin)).status).toBe(200);
  });

  it('is for admins only: 403 for a patient, 303 to the sign-in page without a session', async () => {
    for (const path of ['/admin/reports', `/admin/reports/revenue.csv?${PERIOD}`]) {
      expect((await get(path, patient)).status).toBe(403);
      const anonymous = await get(path);
      expect(anonymous.status).toBe(303);
      expect(anonymous.headers.get('Location')).toMatch(/^\/auth\?next=/);
    }
  });
});
