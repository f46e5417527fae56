// The requests inbox at a provider's volume: searches read request_search (the words a request is found by), pages
// follow the list's key (created_at, id) instead of an offset, the CSV export streams every matching row a batch at a
// time, and each admin page says in Server-Timing what it asked of D1.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchTermsOf } from '../../src/requests/search-terms';
import { insertRequest, listRequests, requestBatches, type StoredRequest } from '../../src/requests/store';
import { signIn, SITE } from './auth-helpers';
import { select, selectOne } from './html';

let admin = '';
const stamp = Date.now().toString(36);
/** A word only this file's requests carry, so other files' rows never change what is counted. */
const marker = `Zq${stamp}`;
/** The search test's own word, which no marker search finds. */
const other = `Wx${stamp}`;
const base = Date.now() - 60_000;

const get = (path: string) => SELF.fetch(`${SITE}${path}`, { headers: { Cookie: admin }, redirect: 'manual' });

async function store(name: string, at: number, values: Record<string, string> = {}, kind = 'booking' as const) {
  return insertRequest(env.DB, {
    kind,
    locale: /[\u0900-\u097f]/.test(name) ? 'hi' : 'en',
    values: { name, phone: '+919812345678', ...values },
    consentVersion: 'callback-2026-11',
    dedupeKey: `scale-${stamp}-${name}-${at}-${values.phone ?? ''}`,
    now: at,
  });
}

const refsOf = async (path: string) => (await select(await (await get(path)).text(), 'tbody tr th')).map((c) => c.text);

beforeAll(async () => {
  admin = await signIn('admin', 'admin');
  // 120 requests, three to each instant, so that pages break inside a run of equal times.
  for (let index = 0; index < 120; index++)
    await store(`${marker} Person${index}`, base - Math.floor(index / 3) * 1000);
});

describe('search terms', () => {
  it('stores each request with the terms search-terms.ts gives, once, and forgets them with the request', async () => {
    const person = { name: 'Anil Kumar Sharma', phone: '+919876501234', email: 'Anil.Sharma@Example.com' };
    const first = await store(person.name, base, { phone: person.phone, email: person.email });
    const again = await store(person.name, base, { phone: person.phone, email: person.email });
    expect(again).toEqual({ reference: first.reference, duplicate: true });
    const terms = async () =>
      (
        await env.DB.prepare(
          `SELECT term FROM request_search WHERE request_id = (SELECT id FROM requests WHERE reference = ?1)
           ORDER BY term`,
        )
          .bind(first.reference)
          .all<{ term: string }>()
      ).results.map((row) => row.term);
    expect(await terms()).toEqual([...searchTermsOf(person)].sort());
    expect(await terms()).toEqual(
      ['eanil.sharma@example.com', 'nanil', 'nkumar', 'nsharma', 'p9876501234', 'r4321056789'].sort(),
    );
    const id = (await env.DB.prepare('SELECT id FROM requests WHERE reference = ?1').bind(first.reference).first<{
      id: number;
    }>())!.id;
    await env.DB.prepare('DELETE FROM requests WHERE id = ?1').bind(id).run();
    const left = await env.DB.prepare('SELECT COUNT(*) AS n FROM request_search WHERE request_id = ?1')
      .bind(id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it('finds a request by any word of its name, its e-mail, its phone from the start or the end, or its reference', async () => {
    const hindi = `सीमा ${other}वर्मा`;
    const found = await store(`Priyanka ${other}Deshpande`, base, {
      phone: '+917012398765',
      email: `p.${stamp}@mail.example`,
    });
    const devanagari = await store(hindi, base, { phone: '+916200011122' });
    // Typed with a zero-width joiner and a comma between the words: found by the words as anyone types them.
    const joined = await store(`${other}Ravi,\u0915\u094D\u200D\u0937${other}`, base, { phone: '+916200011133' });
    const search = async (text: string, extra = '') =>
      refsOf(`/admin/appointments?view=requests&q=${encodeURIComponent(text)}${extra}`);
    expect(await search(`${other}desh`)).toEqual([found.reference]);
    expect(await search(`priy ${other}deshpande`)).toEqual([found.reference]);
    expect(await search(`anita ${other}deshpande`)).toEqual([]);
    expect(await search(`p.${stamp}@mail`)).toEqual([found.reference]);
    expect(await search('70123 98765')).toContain(found.reference);
    expect(await search('+91 70123')).toContain(found.reference);
    expect(await search('98765')).toContain(found.reference);
    expect(await search(found.reference.toLowerCase())).toEqual([found.reference]);
    expect(await search(`${other}वर्मा`)).toEqual([devanagari.reference]);
    expect(await search(`${other}ravi`)).toEqual([joined.reference]);
    expect(await search(`\u0915\u094D\u0937${other}`)).toEqual([joined.reference]);
    expect(await search(`${other}desh`, '&kind=booking&status=new')).toEqual([found.reference]);
    expect(await search(`${other}desh`, '&kind=doctor')).toEqual([]);
    // A phone's middle digits are no word of it: searches read the start or the end of a number.
    expect(await search('2398')).not.toContain(found.reference);
  });
});

describe('keyset pages', () => {
  it('walks every page by its Next link: each request once, newest first, with a way back to the first page', async () => {
    const seen: string[] = [];
    let path: string | null = `/admin/appointments?view=requests&q=${marker}`;
    let pages = 0;
    while (path) {
      const html: string = await (await get(path)).text();
      seen.push(...(await select(html, 'tbody tr th')).map((cell) => cell.text));
      const next: string | null = (await select(html, 'nav[aria-label="Pages"] a[rel="next"]'))[0]?.attrs.href ?? null;
      if (pages > 0) expect((await selectOne(html, 'nav[aria-label="Pages"] a:not([rel])')).text).toBe('First page');
      path = next;
      pages += 1;
    }
    const expected = (await listAll()).map((request) => request.reference);
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(120);
  });

  it('reads the same rows in batches of any size, by key', async () => {
    const expected = (await listAll()).map((request) => request.reference);
    const batched: string[] = [];
    for await (const batch of requestBatches(env.DB, { search: marker }, 7)) {
      expect(batch.length).toBeLessThanOrEqual(7);
      batched.push(...batch.map((request) => request.reference));
    }
    expect(batched).toEqual(expected);
  });
});

/** Every request of this file's 120, in the list's order, read independently of the pages. */
async function listAll(): Promise<StoredRequest[]> {
  const { results } = await env.DB.prepare(
    `SELECT r.id, r.reference, r.created_at FROM requests r
     WHERE r.name LIKE ?1 ORDER BY r.created_at DESC, r.id DESC`,
  )
    .bind(`${marker} Person%`)
    .all<{ id: number; reference: string; created_at: number }>();
  return results.map((row) => ({ id: row.id, reference: row.reference, createdAt: row.created_at }) as StoredRequest);
}

describe('the CSV export', () => {
  it('streams every matching request past one batch, nothing cut, each once', async () => {
    // 2,345 more rows (over two export batches), written in SQL with their search term.
    const bulk = `Bulk${stamp}`;
    await env.DB.batch([
      env.DB.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2345)
         INSERT INTO requests (reference, kind, locale, name, phone, fields, consent_version, dedupe_key, created_at)
         SELECT 'CL-B' || printf('%05d', i) || ?1, 'contact', 'en', ?2 || ' Row', '+919800000000', '{}', 'v1',
           'bulk-' || ?1 || '-' || i, ?3 - i * 10
         FROM n`,
      ).bind(stamp.slice(-2).toUpperCase(), bulk, base),
      env.DB.prepare(
        `INSERT INTO request_search (term, request_id) SELECT 'n' || lower(?1), id FROM requests WHERE name = ?1 || ' Row'`,
      ).bind(bulk),
    ]);
    const response = await get(`/admin/appointments/export.csv?q=${bulk}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(1 + 2345);
    const references = lines.slice(1).map((line) => line.split(',')[0]);
    expect(new Set(references).size).toBe(2345);
    // Newest first: row 1 is the newest (created_at = base - 10).
    expect(references[0]).toBe(`"CL-B00001${stamp.slice(-2).toUpperCase()}"`);
    expect((await listRequests(env.DB, { search: bulk })).total).toBe(2345);
  });
});

describe('Server-Timing', () => {
  it('says how many D1 statements and round trips an admin page took', async () => {
    const response = await get(`/admin/appointments?view=requests&q=${marker}`);
    const timing = response.headers.get('Server-Timing') ?? '';
    const match = /d1;dur=[\d.]+;desc="(\d+) statements, (\d+) round trips"/.exec(timing);
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(2);
    expect(Number(match![2])).toBeGreaterThanOrEqual(1);
    expect(Number(match![2])).toBeLessThanOrEqual(Number(match![1]));
  });
});

describe('the audit log', () => {
  it('walks its pages by key: every record of an action once, newest first', async () => {
    const at = Date.now() - 5000;
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 130)
       INSERT INTO audit_log (at, actor_id, actor_email, action, reference, detail)
       SELECT ?1 - (i / 4), 'scale-test', 'scale@example.com', 'export', NULL, '{"row":' || i || '}' FROM n`,
    )
      .bind(at)
      .run();
    const seen: string[] = [];
    let path: string | null = '/admin/audit?action=export';
    while (path) {
      const html: string = await (await get(path)).text();
      seen.push(...(await select(html, 'tbody tr')).map((row) => row.text));
      path = (await select(html, 'nav[aria-label="Pages"] a[rel="next"]'))[0]?.attrs.href ?? null;
    }
    const { results } = await env.DB.prepare(
      "SELECT id FROM audit_log WHERE action = 'export' ORDER BY at DESC, id DESC",
    ).all<{ id: number }>();
    expect(seen).toHaveLength(results.length);
    expect(seen.filter((text) => text.includes('{"row":')).length).toBe(130);
    expect(new Set(seen.filter((text) => text.includes('{"row":'))).size).toBe(130);
  });
});

describe("the request's report columns (migration 0014)", () => {
  it('keep the first contact from the audit log and the appointments made from the request that did not lapse', async () => {
    const { reference } = await store(`Columns ${stamp}`, base, { topic: 'Cardiology' });
    const read = () =>
      env.DB.prepare(
        "SELECT first_contacted_at, booked, json_extract(fields, '$.topic') AS topic FROM requests WHERE reference = ?1",
      )
        .bind(reference)
        .first<{ first_contacted_at: number | null; booked: number; topic: string | null }>();
    expect(await read()).toEqual({ first_contacted_at: null, booked: 0, topic: 'Cardiology' });
    const audit = (at: number, detail: string) =>
      env.DB.prepare(
        `INSERT INTO audit_log (at, actor_id, actor_email, action, reference, detail)
         VALUES (?1, 'scale-test', NULL, 'status', ?2, ?3)`,
      )
        .bind(at, reference, detail)
        .run();
    await audit(base + 5000, 'new → contacted');
    await audit(base + 6000, 'contacted → new');
    await audit(base + 9000, 'new → contacted');
    await audit(base + 2000, 'contacted → closed');
    expect((await read())?.first_contacted_at).toBe(base + 5000);
    // Waits are kept to the minute up to 2 hours, the quarter hour up to a day, the hour beyond.
    const bucket = async (minutes: number) =>
      (
        await env.DB.prepare(
          `UPDATE requests SET first_contacted_at = created_at + ?1 * 60000 + 59000 WHERE reference = ?2
           RETURNING first_wait_minutes`,
        )
          .bind(minutes, reference)
          .first<{ first_wait_minutes: number }>()
      )?.first_wait_minutes;
    expect([await bucket(45), await bucket(119), await bucket(200), await bucket(1439), await bucket(2950)]).toEqual([
      45, 119, 195, 1425, 2940,
    ]);
    const doctor = await env.DB.prepare('SELECT id FROM doctors LIMIT 1').first<{ id: string }>();
    const book = (at: number, status: string) =>
      env.DB.prepare(
        `INSERT INTO appointments (reference, doctor_id, starts_at, ends_at, mode, fee, patient_name, patient_phone,
           locale, status, request_reference, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?3 + 900000, 'video', 50000, 'Columns', '+919812340000', 'en', ?4, ?5, ?3, ?3)
         RETURNING id`,
      )
        .bind(`AP-C${stamp.slice(-5).toUpperCase()}`, doctor!.id, at, status, reference)
        .first<{ id: number }>();
    const held = await book(base + 40 * 86_400_000, 'requested');
    expect((await read())?.booked).toBe(1);
    await env.DB.prepare("UPDATE appointments SET status = 'lapsed' WHERE id = ?1").bind(held!.id).run();
    expect((await read())?.booked).toBe(0);
    await env.DB.prepare("UPDATE appointments SET status = 'scheduled' WHERE id = ?1").bind(held!.id).run();
    expect((await read())?.booked).toBe(1);
    await env.DB.prepare('UPDATE appointments SET status = ?1 WHERE id = ?2').bind('confirmed', held!.id).run();
    expect((await read())?.booked).toBe(1);
    await env.DB.prepare('DELETE FROM appointments WHERE id = ?1').bind(held!.id).run();
    expect((await read())?.booked).toBe(0);
    await env.DB.prepare('DELETE FROM requests WHERE name = ?1').bind(`${marker} Person7`).run();
    await expectCountsMatchRequests();
  });
});

/** request_days and request_first_waits hold exactly what counting the requests themselves gives. */
async function expectCountsMatchRequests() {
  const [kept, counted, keptWaits, countedWaits] = await env.DB.batch([
    env.DB.prepare(
      `SELECT day, kind, locale, topic, received, converted FROM request_days ORDER BY day, kind, locale, topic`,
    ),
    env.DB.prepare(
      `SELECT (created_at + 19800000) / 86400000 AS day, kind, locale,
         COALESCE(json_extract(fields, '$.topic'), '') AS topic, COUNT(*) AS received, SUM(booked > 0) AS converted
       FROM requests GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
    ),
    env.DB.prepare('SELECT day, minutes, requests FROM request_first_waits ORDER BY day, minutes'),
    env.DB.prepare(
      `SELECT (created_at + 19800000) / 86400000 AS day, first_wait_minutes AS minutes, COUNT(*) AS requests
       FROM requests WHERE first_contacted_at IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2`,
    ),
  ]);
  expect(counted?.results.length).toBeGreaterThan(0);
  expect(kept?.results).toEqual(counted?.results);
  expect(keptWaits?.results).toEqual(countedWaits?.results);
  const booked = await env.DB.prepare(
    `SELECT COUNT(*) AS wrong FROM requests r WHERE booked <> (SELECT COUNT(*) FROM appointments a
       WHERE a.request_reference = r.reference AND a.status <> 'lapsed')`,
  ).first<{ wrong: number }>();
  expect(booked?.wrong).toBe(0);
}

describe('payments and refunds carry their appointment’s doctor (migration 0016)', () => {
  it('is set when they are written and follows the appointment to another doctor', async () => {
    const doctors = await env.DB.prepare('SELECT id FROM doctors ORDER BY id LIMIT 2').all<{ id: string }>();
    const [first, second] = doctors.results.map((row) => row.id);
    const at = base + 50 * 86_400_000;
    const appointment = await env.DB.prepare(
      `INSERT INTO appointments (reference, doctor_id, starts_at, ends_at, mode, fee, patient_name, patient_phone,
         locale, status, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?3 + 900000, 'video', 50000, 'Money', '+919812340001', 'en', 'cancelled-by-provider', ?3, ?3)
       RETURNING id`,
    )
      .bind(`AP-M${stamp.slice(-5).toUpperCase()}`, first, at)
      .first<{ id: number }>();
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO payments (appointment_id, receipt_number, amount, upi_reference, paid_at, recorded_by, recorded_at)
         VALUES (?1, ?2, 50000, ?3, ?4, 'scale-test', ?4)`,
      ).bind(appointment?.id, `RC-M${stamp.slice(-5).toUpperCase()}`, `9${Date.now()}`.slice(0, 12), at),
      env.DB.prepare(
        `INSERT INTO refunds (appointment_id, amount, rule_id, percent, status, created_at, created_by)
         VALUES (?1, 50000, 'test', 100, 'due', ?2, 'scale-test')`,
      ).bind(appointment?.id, at),
    ]);
    const doctorsOf = async () =>
      (
        await env.DB.batch<{ doctor_id: string }>([
          env.DB.prepare('SELECT doctor_id FROM payments WHERE appointment_id = ?1').bind(appointment?.id),
          env.DB.prepare('SELECT doctor_id FROM refunds WHERE appointment_id = ?1').bind(appointment?.id),
        ])
      ).map((result) => result.results[0]?.doctor_id);
    expect(await doctorsOf()).toEqual([first, first]);
    await env.DB.prepare('UPDATE appointments SET doctor_id = ?1 WHERE id = ?2').bind(second, appointment?.id).run();
    expect(await doctorsOf()).toEqual([second, second]);
  });
});
